/** Numeric statuses of the spec, with the meanings of DESIGN.md. */
export const SUBSCRIPTION_STATUS = {
  active: 1,
  awaitingDevice: 2,
  deviceDisconnected: 3,
  ended: 4,
} as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];

export const SUBSCRIPTION_STATUS_DISPLAY: Record<SubscriptionStatus, string> = {
  1: 'Active',
  2: 'Awaiting device',
  3: 'Device disconnected',
  4: 'Ended',
};

export const PAYMENT_STATUS = {
  created: 1,
  awaitingConfirmation: 2,
  completed: 3,
  cancelled: 4,
  expired: 5,
  rejected: 6,
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const PAYMENT_STATUS_DISPLAY: Record<PaymentStatus, string> = {
  1: 'Created',
  2: 'Awaiting confirmation',
  3: 'Completed',
  4: 'Cancelled',
  5: 'Expired',
  6: 'Rejected',
};

/** Statuses 1 to 3 count as subscribed while the period lasts (the trial included); 4 does not. */
export function isSubscribedStatus(status: number): boolean {
  return status >= 1 && status <= 3;
}
