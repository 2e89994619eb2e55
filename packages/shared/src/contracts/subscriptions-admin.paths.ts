// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const SUBSCRIPTIONS_ADMIN_PATHS = {
  /** GET lists them, POST grants one (Add Subscription). */
  subscriptions: '/api/v1/apanel/customer/subscriptions/',
  subscription: '/api/v1/apanel/customer/subscriptions/:subscription_id/',
  forceDelete: '/api/v1/apanel/customer/subscriptions/:subscription_id/force-delete/',
  /** Customer accounts to pick from (Add Subscription). */
  accounts: '/api/v1/apanel/customer/accounts/',
} as const;
