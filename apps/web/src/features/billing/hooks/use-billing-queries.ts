import type { PaymentInfo } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import {
  fetchActiveSubscription,
  fetchIsSubscribed,
  fetchPaymentMethods,
  fetchPaymentStatus,
  fetchPendingPayment,
  fetchSubscriptionCheck,
} from '../billing-api.ts';
import { isOpenPayment } from '../checkout.ts';

/** How often an open payment's status is asked for while its page is open. */
export const PAYMENT_POLL_MS = 3000;

export const billingKeys = {
  all: ['billing'] as const,
  activeSubscription: ['billing', 'active-subscription'] as const,
  pendingPayment: ['billing', 'pending-payment'] as const,
  paymentStatus: (paymentId: string) => ['billing', 'payment-status', paymentId] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
  subscriptionCheck: ['billing', 'subscription-check'] as const,
  isSubscribed: ['billing', 'is-subscribed'] as const,
};

/** The paid subscription in force, or null. Always asked afresh when the page opens. */
export function useActiveSubscription() {
  return useQuery({
    queryKey: billingKeys.activeSubscription,
    queryFn: fetchActiveSubscription,
    staleTime: 0,
    retry: false,
  });
}

export function usePendingPayment(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.pendingPayment,
    queryFn: fetchPendingPayment,
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export function usePaymentMethods() {
  return useQuery({ queryKey: billingKeys.paymentMethods, queryFn: fetchPaymentMethods, retry: false });
}

/** The trial, a cancelled subscription or an ended one: what the plan steps say about the account. */
export function useSubscriptionCheck() {
  return useQuery({ queryKey: billingKeys.subscriptionCheck, queryFn: fetchSubscriptionCheck, staleTime: 0 });
}

export function useIsSubscribed() {
  return useQuery({ queryKey: billingKeys.isSubscribed, queryFn: fetchIsSubscribed, staleTime: 15_000 });
}

/**
 * The payment as the server has it now, asked every few seconds while it is open (created or
 * awaiting confirmation), so that a confirmation by staff shows without a reload. Polling stops
 * once the payment is closed or the page is left.
 */
export function usePaymentStatus(payment: PaymentInfo) {
  return useQuery({
    queryKey: billingKeys.paymentStatus(payment.payment_id),
    queryFn: () => fetchPaymentStatus(payment.payment_id),
    initialData: payment,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (isOpenPayment(query.state.data ?? payment) ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
