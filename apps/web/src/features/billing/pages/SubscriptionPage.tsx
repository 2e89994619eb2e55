import { notifications } from '@mantine/notifications';
import type { PaymentInfo } from '@siar/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import { asBillingCycle, type FlowStart, planFromQuery } from '../checkout.ts';
import { ActiveSubscription } from '../components/ActiveSubscription.tsx';
import { SubscriptionFlow } from '../components/SubscriptionFlow.tsx';
import { useRefreshStanding } from '../hooks/use-billing-mutations.ts';
import { useCachedPayment } from '../hooks/use-billing-queries.ts';
import { useSubscriptionPage } from '../hooks/use-subscription-page.ts';

/**
 * /app/c/account/subscription. One read decides what shows (the spec's load order, in
 * `useSubscriptionPage`): the active subscription, or the purchase flow at step 3 (an open
 * payment) or step 1; a failure starts at step 1 with 'Failed to load subscription information'.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const refreshStanding = useRefreshStanding();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = useSubscriptionPage();
  // Why the customer is here (trial, cancelled, ended): the panel's session already holds it.
  const standing = useSession().data?.user?.subscription ?? null;

  const toastShown = useRef(false);
  useEffect(() => {
    if (!page.isError || toastShown.current) return;
    toastShown.current = true;
    notifications.show({ color: 'red', message: t('billing.messages.loadSubscriptionFailed') });
  }, [page.isError, t]);

  // The pricing page's `?plan=&billing=` is read once, then taken off the address.
  const [fromQuery, setFromQuery] = useState(() => planFromQuery(searchParams));
  useEffect(() => {
    if (searchParams.has('plan') || searchParams.has('billing')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const flowData = page.data && !page.data.active ? page.data : null;
  const ready = page.isError || flowData !== null;
  // Used once: a flow that starts again later (after cancelling the subscription) starts fresh.
  useEffect(() => {
    if (ready && (fromQuery.plan || fromQuery.cycle)) setFromQuery({ plan: null, cycle: null });
  }, [ready, fromQuery]);

  function handleConfirmed(_payment: PaymentInfo) {
    // The page loads again (now the plan in force); the guard's answer and the session's
    // standing are stale too.
    void refreshStanding();
  }

  const openPayment = useCachedPayment(flowData?.openPaymentId);
  let body: ReactNode;
  if (page.isPending) body = <PageLoader />;
  else if (page.data?.active) body = <ActiveSubscription subscription={page.data.active} />;
  else {
    // The flow reads this once, when it mounts; later refetches do not restart it. The cycle
    // the customer came with (the address, or the trial chosen on the pricing page) comes first.
    const start: FlowStart = {
      payment: openPayment,
      plan: fromQuery.plan,
      cycle: fromQuery.cycle ?? asBillingCycle(standing?.billing_cycle),
    };
    body = <SubscriptionFlow start={start} standing={standing} onConfirmed={handleConfirmed} />;
  }

  return <PageFrame>{body}</PageFrame>;
}
