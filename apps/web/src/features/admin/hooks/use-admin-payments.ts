import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaymentKeys, adminSubscriptionKeys } from '../admin.query-keys.ts';
import { confirmPayment, fetchPayments, type ListParams, rejectPayment } from '../admin-api.ts';

export function useAdminPayments(params: ListParams) {
  return useQuery({
    queryKey: adminPaymentKeys.list(params),
    queryFn: () => fetchPayments(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Confirming starts or extends a subscription, so both lists are asked again. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminSubscriptionKeys.all }),
      ]),
  });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string | null }) =>
      rejectPayment(paymentId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all }),
  });
}
