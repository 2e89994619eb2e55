import type { RouteName } from '../../app/route-names.ts';

/** The route the guard sends customers to, and so never guards. */
export const SUBSCRIPTION_ROUTE: RouteName = 'cpanel-account-subscription';

/** Whether a route needs a subscription in force: every `cpanel-` route but the subscription page. */
export function isGuardedRoute(name: string | undefined): boolean {
  return !!name && name.startsWith('cpanel-') && name !== SUBSCRIPTION_ROUTE;
}
