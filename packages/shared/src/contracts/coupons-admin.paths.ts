// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const COUPONS_ADMIN_PATHS = {
  /** GET lists them, POST creates one. */
  coupons: '/api/v1/apanel/billing/coupons/',
  coupon: '/api/v1/apanel/billing/coupons/:coupon_id/',
} as const;
