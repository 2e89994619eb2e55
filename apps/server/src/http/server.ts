import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './error-handler.ts';
import { registerGuards } from './guards.ts';
import { registerRouteTable } from './route-table.ts';
import { validatorCompiler } from './validator.ts';

/**
 * The bare Fastify server: its limits, zod schemas for validation and answers, the error shapes,
 * the route table and the guards. Nothing is registered yet; every route comes after this.
 */
export function createServer(config: Config, logger: FastifyServerOptions['logger']) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Trailing slashes are part of the spec's paths; /x and /x/ stay distinct.
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRouteTable(app);
  registerGuards(app);
  app.decorate('listCountLimit', config.LIST_COUNT_LIMIT);
  return app;
}
