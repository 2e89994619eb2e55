import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerSessions } from './http/session.ts';
import { registerWebApp } from './http/web-app.ts';
import { housekeepingJobs } from './jobs/housekeeping.jobs.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { adminCouponRoutes } from './modules/admin/admin-coupons.routes.ts';
import { adminPaymentRoutes } from './modules/admin/admin-payments.routes.ts';
import { adminSubscriptionRoutes } from './modules/admin/admin-subscriptions.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { billingJobs } from './modules/billing/billing-jobs.ts';
import { subscriptionCheckRoutes } from './modules/billing/subscription-check.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { contactRoutes } from './modules/site/contact.routes.ts';
import { countryInfoRoutes } from './modules/site/country-info.routes.ts';
import { WEB_DIST_DIR } from './paths.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** SESSION_SECRET, or the installation's generated one. */
  secret: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the HTTP app from the feature modules. It does not listen; main.ts and tests decide that. */
export async function buildApp(deps: AppDeps) {
  const { config, database, secret } = deps;
  const secureCookies = config.PUBLIC_URL.startsWith('https:');

  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Trailing slashes are part of the spec's paths; /x and /x/ stay distinct.
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  registerCsrf(app, { secret, secureCookies });
  registerSessions(app, {
    db: database.db,
    maxAgeSeconds: config.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
    secureCookies,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Siar API', description: 'WhatsApp business automation', version: '1.0.0' },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFTOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  const captcha = createCaptchaService(config, db, secret);
  const jobQueue = createJobQueue(database, { enabled: config.RUN_JOBS });
  housekeepingJobs(db, jobQueue);
  await app.register(healthRoutes(database));
  await app.register(countryInfoRoutes);
  await app.register(contactRoutes({ db, captcha }));
  await app.register(captchaRoutes(captcha));
  const limits = {
    perUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
    perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
  };
  await app.register(authRoutes({ db, captcha, limits }));
  await app.register(onboardingRoutes({ db, captcha }));
  await app.register(subscriptionCheckRoutes(db));
  await app.register(billingRoutes({ db, config, jobs: billingJobs(database, jobQueue) }));
  await app.register(adminSubscriptionRoutes(db));
  await app.register(adminPaymentRoutes(db));
  await app.register(adminCouponRoutes(db));
  await app.register(auditRoutes(db));

  // Last, so that every feature has defined its jobs before the queue starts.
  await app.register(jobQueue.plugin);
  await registerWebApp(app, config.WEB_DIST_DIR ?? WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
