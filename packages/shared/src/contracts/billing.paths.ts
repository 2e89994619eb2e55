// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const BILLING_PATHS = {
  activeSubscription: '/api/v1/account/subscription/fetch-active-subscription/',
  pendingPayment: '/api/v1/account/subscription/pending-payment/',
  paymentStatus: '/api/v1/account/subscription/payment-status/',
  paymentMethods: '/api/v1/account/subscription/payment-methods/',
  applyCoupon: '/api/v1/account/subscription/apply-coupon/',
  createPayment: '/api/v1/account/subscription/create-payment/',
  markPaid: '/api/v1/account/subscription/mark-paid/',
  cancelPayment: '/api/v1/account/subscription/cancel-payment/',
  cancelSubscription: '/api/v1/account/subscription/cancel-subscription/',
  /** Any logged-in user may ask (staff have no subscription). */
  checkIfSubscribed: '/api/v1/account/subscription/check-if-subscribed/',
} as const;
