import type { SubscriptionInfo } from '@siar/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchActiveSubscription, fetchPendingPayment } from '../billing.api.ts';
import { billingKeys } from '../billing.query-keys.ts';

/** What the subscription page opens on. */
export type SubscriptionPageStart =
  /** A paid subscription in force: shown, no purchase flow. */
  | { active: SubscriptionInfo }
  | {
      active: null;
      /** The open payment, put in the cache under `billingKeys.payment`: the flow resumes at step 3. */
      openPaymentId: string | null;
    };

/**
 * The spec's load order: the active subscription (200 shows it); on 204 the pending payment (200
 * resumes at step 3, 204 starts at step 1). That is the page's one subscription read: why the
 * customer is here (a trial, a cancelled or ended plan) comes with the session the panel holds.
 */
export async function loadSubscriptionPage(queryClient: QueryClient): Promise<SubscriptionPageStart> {
  const active = await fetchActiveSubscription();
  if (active) return { active };
  const openPayment = await fetchPendingPayment();
  if (openPayment) queryClient.setQueryData(billingKeys.payment(openPayment.payment_id), openPayment);
  return { active: null, openPaymentId: openPayment?.payment_id ?? null };
}

/** Asked afresh each time the page opens; a failure starts the flow at step 1. */
export function useSubscriptionPage() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: billingKeys.subscriptionPage,
    queryFn: () => loadSubscriptionPage(queryClient),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
