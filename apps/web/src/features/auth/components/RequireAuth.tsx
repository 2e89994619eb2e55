import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { loginPathReturningTo } from '../auth-paths.ts';
import { useSession } from '../hooks/use-session.ts';

type Props = {
  /** `customer`: any logged-in user with an account; `staff`: staff only. */
  area: 'customer' | 'staff';
  children: ReactNode;
};

/**
 * The panels' door. Visitors go to the login page, which brings them back here afterwards;
 * customers who open the admin panel go to their own; staff (who have no account of their own)
 * go to theirs. Nothing of the panel is drawn until the server has said who is asking.
 */
export function RequireAuth({ area, children }: Props) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageLoader fullScreen />;
  if (session.isError) {
    return (
      <Container size="sm" py={96}>
        <LoadError onRetry={() => void session.refetch()} />
      </Container>
    );
  }

  const user = session.data.is_authenticated ? session.data.user : null;
  if (!user) {
    return (
      <Navigate to={loginPathReturningTo(location.pathname + location.search + location.hash)} replace />
    );
  }
  if (area === 'staff' && !user.is_staff) return <Navigate to={PATHS.cpanel.dashboard} replace />;
  if (area === 'customer' && user.is_staff && !user.account_id) {
    return <Navigate to={PATHS.apanel.dashboard} replace />;
  }
  return children;
}
