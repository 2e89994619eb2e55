import { notifications } from '@mantine/notifications';
import type { PaymentInfo } from '@siar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { type FlowStart, planFromQuery } from '../checkout.ts';
import { ActiveSubscription } from '../components/ActiveSubscription.tsx';
import { SubscriptionFlow } from '../components/SubscriptionFlow.tsx';
import { billingKeys, useActiveSubscription, usePendingPayment } from '../hooks/use-billing-queries.ts';

/**
 * /app/c/account/subscription. On load: the active subscription (200 shows it, no flow); on 204
 * the pending payment (200 resumes at step 3, 204 starts at step 1); any failure starts at step 1
 * with 'Failed to load subscription information'.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmed, setConfirmed] = useState(false);

  const active = useActiveSubscription();
  const noActive = active.isSuccess && active.data === null;
  const pending = usePendingPayment(noActive);

  const failed = active.isError || pending.isError;
  const toastShown = useRef(false);
  useEffect(() => {
    if (!failed || toastShown.current) return;
    toastShown.current = true;
    notifications.show({ color: 'red', message: t('billing.messages.loadSubscriptionFailed') });
  }, [failed, t]);

  // The pricing page's `?plan=&billing=` is read once, then taken off the address.
  const [fromQuery, setFromQuery] = useState(() => planFromQuery(searchParams));
  useEffect(() => {
    if (searchParams.has('plan') || searchParams.has('billing')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const ready = active.isError || (noActive && !pending.isPending);
  // The flow reads this once, when it mounts; later refetches do not restart it.
  const start: FlowStart | null = ready
    ? { payment: pending.isSuccess ? pending.data : null, plan: fromQuery.plan, cycle: fromQuery.cycle }
    : null;
  // Used once: a flow that starts again later (after cancelling the subscription) starts fresh.
  useEffect(() => {
    if (ready && (fromQuery.plan || fromQuery.cycle)) setFromQuery({ plan: null, cycle: null });
  }, [ready, fromQuery]);

  function handleConfirmed(_payment: PaymentInfo) {
    setConfirmed(true);
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  }

  let body: ReactNode;
  if (active.isPending) body = <PageLoader />;
  else if (active.data) body = <ActiveSubscription subscription={active.data} confirmed={confirmed} />;
  else if (!start) body = <PageLoader />;
  else body = <SubscriptionFlow start={start} onConfirmed={handleConfirmed} />;

  return <PageFrame>{body}</PageFrame>;
}
