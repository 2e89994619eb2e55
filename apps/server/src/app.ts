import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { registerFeatureRoutes, registerGatewayRoutes } from './app-routes.ts';
import { startAppServices } from './app-services.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Access } from './http/guards.ts';
import { registerOpenApiDocument } from './http/openapi-document.ts';
import { registerRequestPlugins } from './http/request-plugins.ts';
import { createServer } from './http/server.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerMetrics } from './modules/metrics/index.ts';
import { WEB_DIST_DIR } from './paths.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** SESSION_SECRET, or the installation's generated one. */
  secret: string;
  logger?: FastifyServerOptions['logger'];
  /** More routes for a group, behind its guard and under its prefix (tests' probes use it). */
  extraRoutes?: Partial<Record<Access, FastifyPluginAsync[]>>;
  /** The repository's docs folder (staff restore documents from it); tests give a fixture. */
  docsDir?: string;
}

/** Builds the HTTP app from the feature modules. It does not listen; main.ts and tests decide that. */
export async function buildApp(deps: AppDeps) {
  const app = createServer(deps.config, deps.logger);
  await registerRequestPlugins(app, deps);
  await registerOpenApiDocument(app, deps.config);
  // Before every other route, so that each is timed; /metrics on every role.
  await registerMetrics(app, deps);
  const services = await startAppServices(app, deps);
  if (deps.config.ROLE === 'gateway') {
    await registerGatewayRoutes(app, deps, services);
    await app.register(services.jobQueue.plugin);
    return app;
  }
  await registerFeatureRoutes(app, deps, services);
  // Last, so that every feature has defined its jobs before the queue starts.
  await app.register(services.jobQueue.plugin);
  await registerWebApp(app, deps.config.WEB_DIST_DIR ?? WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
