import type {
  BillingCycle,
  CouponQuote,
  PaymentInfo,
  PaymentMethodId,
  PaymentMethodInfo,
  PlanId,
  SubscriptionInfo,
} from '@siar/shared';
import { api } from '../../api/client.ts';

export type { SubscriptionInfo };

const BASE = '/api/v1/account/subscription';

export const BILLING_PATHS = {
  activeSubscription: `${BASE}/fetch-active-subscription/`,
  pendingPayment: `${BASE}/pending-payment/`,
  paymentStatus: `${BASE}/payment-status/`,
  paymentMethods: `${BASE}/payment-methods/`,
  applyCoupon: `${BASE}/apply-coupon/`,
  createPayment: `${BASE}/create-payment/`,
  markPaid: `${BASE}/mark-paid/`,
  cancelPayment: `${BASE}/cancel-payment/`,
  cancelSubscription: `${BASE}/cancel-subscription/`,
  checkIfSubscribed: `${BASE}/check-if-subscribed/`,
  checkSubscription: '/api/v1/account/onboarding/check-subscription/',
} as const;

export interface CreatePaymentInput {
  plan_id: PlanId | null;
  billing_cycle: BillingCycle;
  payment_method: PaymentMethodId;
  coupon_code: string | null;
}

/** The paid subscription in force, or null (204: none, a trial, or cancelled). */
export async function fetchActiveSubscription(): Promise<SubscriptionInfo | null> {
  return (await api.get<SubscriptionInfo | undefined>(BILLING_PATHS.activeSubscription)) ?? null;
}

/** The open payment (created or awaiting confirmation), or null (204). */
export async function fetchPendingPayment(): Promise<PaymentInfo | null> {
  return (await api.get<PaymentInfo | undefined>(BILLING_PATHS.pendingPayment)) ?? null;
}

export function fetchPaymentStatus(paymentId: string): Promise<PaymentInfo> {
  return api.get<PaymentInfo>(BILLING_PATHS.paymentStatus, { query: { payment_id: paymentId } });
}

export async function fetchPaymentMethods(): Promise<PaymentMethodInfo[]> {
  return (await api.get<{ results: PaymentMethodInfo[] }>(BILLING_PATHS.paymentMethods)).results;
}

export async function fetchIsSubscribed(): Promise<boolean> {
  return (await api.get<{ is_subscribed: boolean }>(BILLING_PATHS.checkIfSubscribed)).is_subscribed;
}

export function applyCoupon(input: {
  plan_id: PlanId;
  billing_cycle: BillingCycle;
  coupon_code: string;
}): Promise<CouponQuote> {
  return api.post<CouponQuote>(BILLING_PATHS.applyCoupon, input);
}

export function createPayment(input: CreatePaymentInput): Promise<PaymentInfo> {
  return api.post<PaymentInfo>(BILLING_PATHS.createPayment, input);
}

export function markPaid(paymentId: string): Promise<PaymentInfo> {
  return api.post<PaymentInfo>(BILLING_PATHS.markPaid, { payment_id: paymentId });
}

export function cancelPayment(paymentId: string): Promise<PaymentInfo> {
  return api.post<PaymentInfo>(BILLING_PATHS.cancelPayment, { payment_id: paymentId });
}

export function cancelSubscription(): Promise<{ detail: string; subscription: SubscriptionInfo }> {
  return api.post(BILLING_PATHS.cancelSubscription);
}
