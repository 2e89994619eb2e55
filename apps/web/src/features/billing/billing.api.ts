import {
  type ApplyCouponRequest,
  BILLING_PATHS,
  type CancelSubscriptionAnswer,
  type CouponQuote,
  type CreatePaymentRequest,
  type IsSubscribedAnswer,
  type PaymentInfo,
  type PaymentMethodInfo,
  type PaymentMethodsAnswer,
  type SubscriptionInfo,
} from '@siar/shared';
import { api } from '../../api/client.ts';

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
  return (await api.get<PaymentMethodsAnswer>(BILLING_PATHS.paymentMethods)).results;
}

export async function fetchIsSubscribed(): Promise<boolean> {
  return (await api.get<IsSubscribedAnswer>(BILLING_PATHS.checkIfSubscribed)).is_subscribed;
}

export function applyCoupon(input: ApplyCouponRequest): Promise<CouponQuote> {
  return api.post<CouponQuote>(BILLING_PATHS.applyCoupon, input);
}

export function createPayment(input: CreatePaymentRequest): Promise<PaymentInfo> {
  return api.post<PaymentInfo>(BILLING_PATHS.createPayment, input);
}

export function markPaid(paymentId: string): Promise<PaymentInfo> {
  return api.post<PaymentInfo>(BILLING_PATHS.markPaid, { payment_id: paymentId });
}

export function cancelPayment(paymentId: string): Promise<PaymentInfo> {
  return api.post<PaymentInfo>(BILLING_PATHS.cancelPayment, { payment_id: paymentId });
}

export function cancelSubscription(): Promise<CancelSubscriptionAnswer> {
  return api.post<CancelSubscriptionAnswer>(BILLING_PATHS.cancelSubscription);
}
