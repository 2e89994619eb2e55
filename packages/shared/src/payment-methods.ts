/** The ways a customer can pay, by the ids the billing API uses, with their display names. */

export const PAYMENT_METHOD_IDS = ['bank_transfer', 'virtual_account', 'qris', 'crypto'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, string> = {
  bank_transfer: 'Bank transfer',
  virtual_account: 'Virtual account (BCA)',
  qris: 'QRIS',
  crypto: 'Cryptocurrency',
};
