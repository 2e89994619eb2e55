import type { PaymentInfo } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCoupon, cancelPayment, cancelSubscription, createPayment, markPaid } from '../billing-api.ts';
import { billingKeys } from './use-billing-queries.ts';

export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon });
}

/** Every mutation of a payment keeps its polled status and the pending payment in step. */
function usePaymentMutation(mutationFn: (paymentId: string) => Promise<PaymentInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (payment) => {
      queryClient.setQueryData(billingKeys.paymentStatus(payment.payment_id), payment);
      void queryClient.invalidateQueries({ queryKey: billingKeys.pendingPayment });
    },
  });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(billingKeys.paymentStatus(payment.payment_id), payment);
      void queryClient.invalidateQueries({ queryKey: billingKeys.pendingPayment });
    },
  });
}

export function useMarkPaid() {
  return usePaymentMutation(markPaid);
}

export function useCancelPayment() {
  return usePaymentMutation(cancelPayment);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
