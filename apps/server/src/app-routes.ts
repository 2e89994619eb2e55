import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './app.ts';
import type { AppServices } from './app-services.ts';
import { type Access, GROUP_PREFIX, routeGroup } from './http/guards.ts';
import { adminContactMessageRoutes } from './modules/admin/admin-contact-messages.routes.ts';
import { adminCouponRoutes } from './modules/admin/admin-coupons.routes.ts';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes.ts';
import { adminFleetRoutes } from './modules/admin/admin-fleet.routes.ts';
import { adminPaymentRoutes } from './modules/admin/admin-payments.routes.ts';
import { adminSubscriptionRoutes } from './modules/admin/admin-subscriptions.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { autoRepliesRoutes } from './modules/auto-replies/auto-replies.routes.ts';
import { autoReplyApiRoutes } from './modules/auto-replies/auto-replies-api.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { billingJobs } from './modules/billing/billing-jobs.ts';
import { subscriptionCheckRoutes } from './modules/billing/subscription-check.routes.ts';
import { businessHoursRoutes } from './modules/business-hours/business-hours.routes.ts';
import { campaignJobs } from './modules/campaigns/campaigns.jobs.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { chatChannelsRoutes } from './modules/chats/channels.routes.ts';
import { chatJobs } from './modules/chats/chats.jobs.ts';
import { conversationsRoutes } from './modules/chats/conversations.routes.ts';
import { contactLabelsRoutes } from './modules/contacts/contact-labels.routes.ts';
import { contactJobs } from './modules/contacts/contacts.jobs.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { groupsRoutes } from './modules/contacts/groups.routes.ts';
import { importsRoutes } from './modules/contacts/imports.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { deviceHealthJobs, deviceHealthRoutes } from './modules/device-health/index.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { devicesAdminRoutes } from './modules/devices/devices-admin.routes.ts';
import { sandboxPhoneRoutes } from './modules/devices/sandbox-phone.routes.ts';
import { selectOptionsRoutes } from './modules/devices/select-options.routes.ts';
import { docsRoutes } from './modules/docs/docs.routes.ts';
import { docsAdminRoutes } from './modules/docs/docs-admin.routes.ts';
import { gettingStartedRoutes } from './modules/getting-started/getting-started.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { integrationApiRoutes } from './modules/integrations/integration-api.routes.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { labelsRoutes } from './modules/labels/index.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { newChatRampJobs, newChatRampRoutes } from './modules/new-chat-ramp/index.ts';
import { numberCheckApiRoutes, numberChecksRoutes } from './modules/number-checks/index.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { calendarRoutes } from './modules/planner/calendar.routes.ts';
import { plannerJobs } from './modules/planner/planner.jobs.ts';
import { seriesRoutes } from './modules/planner/series.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { contactRoutes } from './modules/site/contact.routes.ts';
import { countryInfoRoutes } from './modules/site/country-info.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { mediaRoutes } from './modules/templates/media.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { warmupRoutes } from './modules/warmup/warmup.routes.ts';
import { DOCS_CONTENT_DIR } from './paths.ts';

type RouteDeps = Pick<AppDeps, 'config' | 'database' | 'extraRoutes' | 'docsDir'>;

/** What each group's registration needs: the app's deps, its services, and the group maker. */
interface Groups {
  deps: RouteDeps;
  services: AppServices;
  group: (access: Access, plugins: FastifyPluginAsync[]) => FastifyPluginAsync;
}

// Route groups: each guard is set once per prefix, never in a handler (see http/guards.ts).
function groupsOf(deps: RouteDeps, services: AppServices): Groups {
  const group = (access: Access, plugins: FastifyPluginAsync[]) =>
    routeGroup(access, services.guards, [...plugins, ...(deps.extraRoutes?.[access] ?? [])]);
  return { deps, services, group };
}

/**
 * A gateway process answers health checks only (and runs the timers): the API and the pages are
 * the api processes' work.
 */
export async function registerGatewayRoutes(app: FastifyInstance, deps: RouteDeps, services: AppServices) {
  const { db, jobQueue, live } = services;
  const { group } = groupsOf(deps, services);
  billingJobs(db, jobQueue);
  campaignJobs(db, live, jobQueue);
  chatJobs(db, live, jobQueue);
  contactJobs(db, jobQueue);
  plannerJobs(db, live, jobQueue);
  deviceHealthJobs(db, live, jobQueue);
  newChatRampJobs(db, jobQueue);
  await app.register(group('public', [healthRoutes(deps.database)]));
}

/** Every feature's routes, group by group, behind each group's guard and under its prefix. */
export async function registerFeatureRoutes(app: FastifyInstance, deps: RouteDeps, services: AppServices) {
  const groups = groupsOf(deps, services);
  const { config } = deps;
  const { db, live, jobQueue } = services;
  // One deps object for the customers' and the staff's device routes.
  const devices = { db, live, engines: config.WHATSAPP_ENGINES };
  await registerPublicRoutes(app, groups);
  await registerAuthenticatedRoutes(app, groups);
  await app.register(
    groups.group('customer', [billingRoutes({ db, config, jobs: billingJobs(db, jobQueue) })]),
    { prefix: GROUP_PREFIX.customer },
  );
  await registerSubscribedRoutes(app, groups, devices);
  await registerStaffRoutes(app, groups, devices);
  await app.register(
    groups.group('integration', [
      integrationApiRoutes({ db, live, sessions: app.localSessions }),
      numberCheckApiRoutes({ db, perHour: config.NUMBER_CHECKS_PER_DEVICE_PER_HOUR }),
      autoReplyApiRoutes(db),
    ]),
    { prefix: GROUP_PREFIX.integration },
  );
}

async function registerPublicRoutes(app: FastifyInstance, { deps, services, group }: Groups) {
  const { config, database } = deps;
  const { db, captcha, guesses } = services;
  const limits = {
    perUsernameAndAddress: config.LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
    perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    slowDownAfter: config.LOGIN_SLOW_DOWN_AFTER_FAILURES_PER_USERNAME,
    slowDownSeconds: config.LOGIN_SLOW_DOWN_SECONDS,
  };
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
}

async function registerAuthenticatedRoutes(app: FastifyInstance, { deps, services, group }: Groups) {
  const { db, live, presence } = services;
  await app.register(
    group('authenticated', [
      subscriptionCheckRoutes(db),
      liveRoutes(live, presence, deps.config.PUBLIC_URL),
      profileRoutes(db),
    ]),
    { prefix: GROUP_PREFIX.authenticated },
  );
}

type DeviceDeps = Parameters<typeof devicesRoutes>[0];

async function registerSubscribedRoutes(
  app: FastifyInstance,
  { deps, services, group }: Groups,
  devices: DeviceDeps,
) {
  const { db, live, jobQueue, sealer, answers } = services;
  const campaigns = { db, live, ...campaignJobs(db, live, jobQueue) };
  const planner = { db, live, jobs: plannerJobs(db, live, jobQueue) };
  chatJobs(db, live, jobQueue);
  deviceHealthJobs(db, live, jobQueue);
  newChatRampJobs(db, jobQueue);
  await app.register(
    group('subscribed', [
      deviceHealthRoutes(db),
      newChatRampRoutes(db),
      devicesRoutes(devices),
      selectOptionsRoutes(devices),
      warmupRoutes(devices),
      campaignsRoutes(campaigns),
      seriesRoutes(planner),
      calendarRoutes(planner),
      dashboardRoutes({ db, answers }),
      gettingStartedRoutes(db),
      templatesRoutes(db),
      mediaRoutes(db),
      contactsRoutes(db),
      contactLabelsRoutes(db),
      groupsRoutes(db),
      numberChecksRoutes({ db, perHour: deps.config.NUMBER_CHECKS_PER_DEVICE_PER_HOUR }),
      importsRoutes({ db, jobs: contactJobs(db, jobQueue) }),
      teamRoutes(db),
      integrationsRoutes({ db, sealer, allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES }),
      chatChannelsRoutes({ db, live }),
      conversationsRoutes({ db, live, answers }),
      labelsRoutes({ db, live }),
      businessHoursRoutes(db),
      autoRepliesRoutes(db),
      reportsRoutes(db),
    ]),
    { prefix: GROUP_PREFIX.subscribed },
  );
}

async function registerStaffRoutes(
  app: FastifyInstance,
  { deps, services, group }: Groups,
  devices: DeviceDeps,
) {
  const { db } = services;
  await app.register(
    group('staff', [
      adminSubscriptionRoutes(db),
      adminPaymentRoutes(db),
      adminCouponRoutes(db),
      adminContactMessageRoutes(db),
      adminDashboardRoutes(db),
      adminFleetRoutes(db),
      auditRoutes(db),
      devicesAdminRoutes(devices),
      docsAdminRoutes(db, deps.docsDir ?? DOCS_CONTENT_DIR),
    ]),
    { prefix: GROUP_PREFIX.staff },
  );
}
