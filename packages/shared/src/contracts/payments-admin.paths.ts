// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const PAYMENTS_ADMIN_PATHS = {
  payments: '/api/v1/apanel/customer/payments/',
  confirm: '/api/v1/apanel/customer/payments/confirm-payment/',
  reject: '/api/v1/apanel/customer/payments/reject-payment/',
} as const;
