import { Container } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useRouteMeta } from '../../../app/route-meta.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useIsSubscribed } from '../hooks/use-billing-queries.ts';
import { isGuardedRoute } from '../subscription-guard.ts';

/** How old the answer may be when the customer moves to another page before it is asked again. */
const RECHECK_AFTER_MS = 15_000;

/**
 * The spec's guard: every `cpanel-` route except the subscription page itself sends a customer
 * without a subscription in force (the trial counts) to the subscription page. Inside the
 * authentication guard, so only logged-in customers are asked about.
 */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const guarded = isGuardedRoute(meta?.name);
  // The subscription page is not guarded: it reads what it needs itself.
  const check = useIsSubscribed(guarded);
  const { refetch, dataUpdatedAt } = check;

  // Moving between pages asks again once the answer is a little old (a trial may have ended).
  const latest = useRef({ refetch, dataUpdatedAt });
  latest.current = { refetch, dataUpdatedAt };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of page is what asks again
  useEffect(() => {
    const { refetch: again, dataUpdatedAt: at } = latest.current;
    if (guarded && at && Date.now() - at > RECHECK_AFTER_MS) void again();
  }, [pathname]);

  if (!guarded) return children;
  if (check.isPending) return <PageLoader fullScreen />;
  if (check.isError) {
    return (
      <Container size="sm" py={96}>
        <LoadError onRetry={() => void check.refetch()} />
      </Container>
    );
  }
  if (!check.data) return <Navigate to={PATHS.cpanel.subscription} replace />;
  return children;
}
