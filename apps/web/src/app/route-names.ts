/**
 * Every route's name. Panel routes start with `cpanel-` (the spec's rule) and staff routes
 * with `apanel-`; the locale files hold `routes.<name>.title` and `.description` for each.
 */
export const ROUTE_NAMES = [
  'home',
  'pricing',
  'refund',
  'terms',
  'contact',
  'login',
  'sign-up',
  'logout',
  'not-found',
  'error',
  'sandbox-scan',
  'sandbox-phone',
  'cpanel-dashboard',
  'cpanel-wa-chats',
  'cpanel-chat-channels',
  'cpanel-wa-devices',
  'cpanel-warmup',
  'cpanel-campaigns',
  'cpanel-campaign',
  'cpanel-content-templates',
  'cpanel-planner',
  'cpanel-contacts',
  'cpanel-contact-groups',
  'cpanel-integrations-rest',
  'cpanel-account-profile',
  'cpanel-account-security',
  'cpanel-account-team',
  'cpanel-account-subscription',
  'apanel-dashboard',
  'apanel-subscriptions',
  'apanel-payments',
  'apanel-coupons',
  'apanel-contact-messages',
  'apanel-docs',
  'docs-home',
  'docs-content',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];
