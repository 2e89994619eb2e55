import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/auth/sessions.service.ts';
import { AppError } from './errors.ts';
import { describeRoute } from './openapi-route.ts';
import { teamAccessRule } from './team-access.ts';

/**
 * The guard chain, composed once: public → authenticated → customer → subscribed customer, and
 * authenticated → staff. Routes never check permissions themselves: they are registered in a
 * route group (`routeGroup`) whose guard runs on `onRequest`, before the body is read or
 * validated, and which hands the handler a typed caller (`request.user`, `request.customer`,
 * `request.staff`).
 */
export const ACCESS_LEVELS = [
  'public',
  'authenticated',
  'customer',
  'subscribed',
  'staff',
  'integration',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type CustomerCaller = AuthUser & { accountId: string };
export type StaffCaller = AuthUser & { isStaff: true };
/** A customer's server calling the REST API with the account's key (no session, no cookies). */
export type IntegrationCaller = { accountId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The guard of the route's group; every route has one (a test walks the route table). */
    access?: Access;
    /** Whether team members (agents) may call it (http/team-access.ts); set with the guard. */
    agents?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in user; set by every guard but `public`. */
    user: AuthUser;
    /** A user of a customer account; set by the `customer` and `subscribed` guards. */
    customer: CustomerCaller;
    /** A staff user; set by the `staff` guard. */
    staff: StaffCaller;
    /** The account of the bearer key; set by the `integration` guard. */
    integration: IntegrationCaller;
  }
}

/** The path prefix each guarded group is registered under (app.ts); public routes have none. */
export const GROUP_PREFIX = {
  authenticated: '/api/v1/account',
  customer: '/api/v1/account/subscription',
  subscribed: '/api/v1/cpanel',
  staff: '/api/v1/apanel',
  integration: '/api/v1/integrations',
} as const;

/** A contract's full path as a route of its group, which adds the group's prefix back. */
export function inGroup(access: keyof typeof GROUP_PREFIX, fullPath: string): string {
  const prefix = GROUP_PREFIX[access];
  if (!fullPath.startsWith(`${prefix}/`)) throw new Error(`${fullPath} is not under ${prefix}/`);
  return fullPath.slice(prefix.length);
}

export interface GuardDeps {
  /** Whether the caller's subscription (looked up with the session) is in force now, trial included. */
  isSubscribed(user: AuthUser): boolean;
  /** The bearer key's account, rate limited (modules/integrations/integration-guard.ts); throws. */
  integrationCaller(request: FastifyRequest, reply: FastifyReply): Promise<IntegrationCaller>;
}

async function authenticated(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.currentUser();
  if (!user) throw AppError.unauthenticated();
  // The one place that keeps agents to their part of the panel (the role comes with the session).
  if (user.role === 'agent' && !request.routeOptions.config.agents)
    throw AppError.forbidden('agent_not_allowed');
  request.user = user;
  return user;
}

async function customer(request: FastifyRequest): Promise<CustomerCaller> {
  const user = await authenticated(request);
  if (!user.accountId) throw AppError.forbidden('customers_only');
  request.customer = user as CustomerCaller;
  return request.customer;
}

function guardFor(
  access: Access,
  deps: GuardDeps,
): ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | null {
  switch (access) {
    case 'public':
      return null;
    case 'authenticated':
      return async (request) => {
        await authenticated(request);
      };
    case 'customer':
      return async (request) => {
        await customer(request);
      };
    case 'subscribed':
      return async (request) => {
        const caller = await customer(request);
        if (!deps.isSubscribed(caller)) throw AppError.forbidden('subscription_inactive');
      };
    case 'staff':
      return async (request) => {
        const user = await authenticated(request);
        if (!user.isStaff) throw AppError.forbidden();
        request.staff = user as StaffCaller;
      };
    case 'integration':
      return async (request, reply) => {
        request.integration = await deps.integrationCaller(request, reply);
      };
  }
}

/** Declares the typed callers on the request; once, on the root instance. */
export function registerGuards(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('customer', null as unknown as CustomerCaller);
  app.decorateRequest('staff', null as unknown as StaffCaller);
  app.decorateRequest('integration', null as unknown as IntegrationCaller);
}

/**
 * An encapsulated group of routes behind one guard: register it with the group's path prefix,
 * e.g. `app.register(routeGroup('staff', deps, [adminPaymentRoutes(db)]), { prefix: '/api/v1/apanel' })`.
 */
export function routeGroup(
  access: Access,
  deps: GuardDeps,
  plugins: FastifyPluginAsync[],
): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      // A bearer key cannot be sent by another site's page, so the API needs no CSRF token.
      route.config = {
        ...(route.config as object),
        access,
        agents: teamAccessRule(route.url) === 'agents',
        ...(access === 'integration' ? { csrf: false } : {}),
      };
      describeRoute(route, access);
    });
    const guard = guardFor(access, deps);
    if (guard) app.addHook('onRequest', guard);
    for (const plugin of plugins) await app.register(plugin);
  };
}
