import type { PaymentInfo } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/auth.query-keys.ts';
import { applyCoupon, cancelPayment, cancelSubscription, createPayment, markPaid } from '../billing.api.ts';
import { billingKeys } from '../billing.query-keys.ts';

export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon });
}

/** Every answer about a payment replaces the one copy the page has of it. */
export function useStorePayment() {
  const queryClient = useQueryClient();
  return (payment: PaymentInfo) => queryClient.setQueryData(billingKeys.payment(payment.payment_id), payment);
}

export function useCreatePayment() {
  const store = useStorePayment();
  return useMutation({ mutationFn: createPayment, onSuccess: store });
}

export function useMarkPaid() {
  const store = useStorePayment();
  return useMutation({ mutationFn: markPaid, onSuccess: store });
}

export function useCancelPayment() {
  const store = useStorePayment();
  return useMutation({ mutationFn: cancelPayment, onSuccess: store });
}

/**
 * Cancelling changes what the page opens on (the flow, with the plan running to its end) and the
 * session's standing (the note above the flow).
 */
export function useCancelSubscription() {
  const refresh = useRefreshStanding();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: refresh });
}

/**
 * Asks again what the subscription page opens on and the session's standing (after a payment is
 * confirmed, or the subscription cancelled): both changed on the server.
 */
export function useRefreshStanding() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      queryClient.invalidateQueries({ queryKey: authKeys.session }),
    ]);
}
