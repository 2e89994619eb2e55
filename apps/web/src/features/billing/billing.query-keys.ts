/**
 * The billing feature's query keys. A payment lives under `payment(id)` only: created, resumed,
 * polled, marked paid or cancelled, every step writes it there and reads it from there.
 */
export const billingKeys = {
  all: ['billing'] as const,
  /** What the subscription page opens on: the active subscription, or where the flow starts. */
  subscriptionPage: ['billing', 'subscription-page'] as const,
  payment: (paymentId: string) => ['billing', 'payment', paymentId] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
  isSubscribed: ['billing', 'is-subscribed'] as const,
};
