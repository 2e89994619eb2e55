import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerCsrf } from './http/csrf.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { AppError } from './http/errors.ts';
import { type Access, GROUP_PREFIX, type GuardDeps, registerGuards, routeGroup } from './http/guards.ts';
import { registerRouteTable } from './http/route-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/session.ts';
import { validatorCompiler } from './http/validator.ts';
import { registerWebApp } from './http/web-app.ts';
import { housekeepingJobs } from './jobs/housekeeping.jobs.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { adminContactMessageRoutes } from './modules/admin/admin-contact-messages.routes.ts';
import { adminCouponRoutes } from './modules/admin/admin-coupons.routes.ts';
import { adminPaymentRoutes } from './modules/admin/admin-payments.routes.ts';
import { adminSubscriptionRoutes } from './modules/admin/admin-subscriptions.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { guessLimiter } from './modules/auth/guess-limit.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { billingJobs } from './modules/billing/billing-jobs.ts';
import { subscriptionCheckRoutes } from './modules/billing/subscription-check.routes.ts';
import { isSubscribed } from './modules/billing/subscription-view.ts';
import { campaignJobs } from './modules/campaigns/campaigns.jobs.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { chatChannelsRoutes } from './modules/chats/channels.routes.ts';
import { conversationsRoutes } from './modules/chats/conversations.routes.ts';
import { contactJobs } from './modules/contacts/contacts.jobs.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { groupsRoutes } from './modules/contacts/groups.routes.ts';
import { importsRoutes } from './modules/contacts/imports.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { devicesAdminRoutes } from './modules/devices/devices-admin.routes.ts';
import { sandboxPhoneRoutes } from './modules/devices/sandbox-phone.routes.ts';
import { selectOptionsRoutes } from './modules/devices/select-options.routes.ts';
import { docsRoutes } from './modules/docs/docs.routes.ts';
import { docsAdminRoutes } from './modules/docs/docs-admin.routes.ts';
import { gettingStartedRoutes } from './modules/getting-started/getting-started.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { integrationApiRoutes } from './modules/integrations/integration-api.routes.ts';
import { integrationGuard } from './modules/integrations/integration-guard.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { LocalSessions } from './modules/integrations/local-sessions.ts';
import { createSealer } from './modules/integrations/sealed.ts';
import { webhookJobs } from './modules/integrations/webhooks.jobs.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { LiveEvents } from './modules/live/live-events.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { contactRoutes } from './modules/site/contact.routes.ts';
import { countryInfoRoutes } from './modules/site/country-info.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { mediaRoutes } from './modules/templates/media.routes.ts';
import { templatesJobs } from './modules/templates/templates.jobs.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { warmupRoutes } from './modules/warmup/warmup.routes.ts';
import { DOCS_CONTENT_DIR, WEB_DIST_DIR } from './paths.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's live events (modules/live/live-events.ts). */
    live: LiveEvents;
    /** The sessions of this process's gateway, for the REST API's number check (main.ts sets them). */
    localSessions: LocalSessions;
  }
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
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRouteTable(app);
  registerGuards(app);
  app.decorate('listCountLimit', config.LIST_COUNT_LIMIT);

  registerSecurityHeaders(app, config);
  // Only routes that ask for it (config.rateLimit) are limited; counters live in this process.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => AppError.tooManyRequests('checks_throttled'),
  });
  await app.register(fastifyCookie);
  // Websockets (the panel's live events) pass the same hooks as requests: cookies, session, guards.
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  registerCsrf(app, { secret, secureCookies });
  await registerSessions(app, {
    database,
    maxAgeSeconds: config.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
    secureCookies,
    cacheSeconds: config.SESSION_CACHE_SECONDS,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Siar API',
        description: 'WhatsApp business automation',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${config.PUBLIC_URL}/terms` },
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFTOKEN' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The API secret key of Integrations → REST API',
          },
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
  templatesJobs(db, jobQueue);
  // Live events: gateways publish, browsers' websockets hear; main.ts hands it to the gateway.
  const live = new LiveEvents(database);
  await live.listen();
  app.decorate('live', live);
  app.decorate('localSessions', new LocalSessions());
  app.addHook('onClose', () => live.close());
  const sealer = createSealer(secret);
  webhookJobs({ db, sealer, config, live, queue: jobQueue });
  const guesses = guessLimiter(db, config.GUESS_MAX_FAILURES_PER_ADDRESS);
  const guards: GuardDeps = {
    isSubscribed: (user) => isSubscribed(user.subscription),
    integrationCaller: integrationGuard(db, config.API_RATE_LIMIT_PER_MINUTE, guesses),
  };
  const limits = {
    perUsernameAndAddress: config.LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
    perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    slowDownAfter: config.LOGIN_SLOW_DOWN_AFTER_FAILURES_PER_USERNAME,
    slowDownSeconds: config.LOGIN_SLOW_DOWN_SECONDS,
  };
  // Route groups: each guard is set once per prefix, never in a handler (see http/guards.ts).
  const group = (access: Access, plugins: FastifyPluginAsync[]) =>
    routeGroup(access, guards, [...plugins, ...(deps.extraRoutes?.[access] ?? [])]);
  if (config.ROLE === 'gateway') {
    // A gateway process answers health checks only (and runs the timers): the API and the pages
    // are the api processes' work.
    billingJobs(db, jobQueue);
    campaignJobs(db, live, jobQueue);
    contactJobs(db, jobQueue);
    await app.register(group('public', [healthRoutes(database)]));
    await app.register(jobQueue.plugin);
    return app;
  }
  await app.register(
    group('public', [
      healthRoutes(database),
      countryInfoRoutes,
      contactRoutes({ db, captcha }),
      captchaRoutes(captcha),
      authRoutes({ db, captcha, limits }),
      onboardingRoutes({ db, captcha, checksPerMinute: config.AVAILABILITY_CHECKS_PER_MINUTE }),
      // The sandbox's public phone page exists only where the sandbox is offered.
      ...(config.WHATSAPP_ENGINES.includes('sandbox') ? [sandboxPhoneRoutes(db, guesses)] : []),
      docsRoutes(db),
    ]),
  );
  await app.register(
    group('authenticated', [
      subscriptionCheckRoutes(db),
      liveRoutes(live, config.PUBLIC_URL),
      profileRoutes(db),
    ]),
    {
      prefix: GROUP_PREFIX.authenticated,
    },
  );
  await app.register(group('customer', [billingRoutes({ db, config, jobs: billingJobs(db, jobQueue) })]), {
    prefix: GROUP_PREFIX.customer,
  });
  const devices = { db, live, engines: config.WHATSAPP_ENGINES };
  const campaigns = { db, live, ...campaignJobs(db, live, jobQueue) };
  await app.register(
    group('subscribed', [
      devicesRoutes(devices),
      selectOptionsRoutes(devices),
      warmupRoutes(devices),
      campaignsRoutes(campaigns),
      dashboardRoutes(db),
      gettingStartedRoutes(db),
      templatesRoutes(db),
      mediaRoutes(db),
      contactsRoutes(db),
      groupsRoutes(db),
      importsRoutes({ db, jobs: contactJobs(db, jobQueue) }),
      teamRoutes(db),
      integrationsRoutes({ db, sealer, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES }),
      chatChannelsRoutes({ db, live }),
      conversationsRoutes({ db, live }),
    ]),
    {
      prefix: GROUP_PREFIX.subscribed,
    },
  );
  await app.register(
    group('staff', [
      adminSubscriptionRoutes(db),
      adminPaymentRoutes(db),
      adminCouponRoutes(db),
      adminContactMessageRoutes(db),
      auditRoutes(db),
      devicesAdminRoutes(devices),
      docsAdminRoutes(db, deps.docsDir ?? DOCS_CONTENT_DIR),
    ]),
    { prefix: GROUP_PREFIX.staff },
  );
  await app.register(
    group('integration', [integrationApiRoutes({ db, live, sessions: app.localSessions })]),
    {
      prefix: GROUP_PREFIX.integration,
    },
  );

  // Last, so that every feature has defined its jobs before the queue starts.
  await app.register(jobQueue.plugin);
  await registerWebApp(app, config.WEB_DIST_DIR ?? WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
