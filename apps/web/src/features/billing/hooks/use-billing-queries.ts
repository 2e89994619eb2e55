import type { PaymentInfo } from '@siar/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchIsSubscribed, fetchPaymentMethods, fetchPaymentStatus } from '../billing.api.ts';
import { billingKeys } from '../billing.query-keys.ts';
import { isOpenPayment } from '../checkout.ts';

/** How often an open payment's status is asked for while its page is open. */
export const PAYMENT_POLL_MS = 3000;

export function usePaymentMethods() {
  return useQuery({ queryKey: billingKeys.paymentMethods, queryFn: fetchPaymentMethods, retry: false });
}

/** The guard's question; asked only where the answer is needed (`enabled`). */
export function useIsSubscribed(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.isSubscribed,
    queryFn: fetchIsSubscribed,
    staleTime: 15_000,
    enabled,
  });
}

/**
 * A payment as the server has it now. The page put it in the cache when it was created or
 * resumed; while it is open (created or awaiting confirmation) it is asked again every few
 * seconds, also in a background tab, so a confirmation by staff shows without a reload.
 */
export function usePayment(paymentId: string) {
  return useQuery({
    queryKey: billingKeys.payment(paymentId),
    queryFn: () => fetchPaymentStatus(paymentId),
    refetchInterval: (query) =>
      query.state.data && isOpenPayment(query.state.data) ? PAYMENT_POLL_MS : false,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** The copy of a payment the page already holds (the subscription page's open payment), if any. */
export function useCachedPayment(paymentId: string | null | undefined): PaymentInfo | null {
  const queryClient = useQueryClient();
  return paymentId ? (queryClient.getQueryData<PaymentInfo>(billingKeys.payment(paymentId)) ?? null) : null;
}
