import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { homePathFor } from '../auth-paths.ts';
import { useSession } from '../hooks/use-session.ts';

type Props = {
  /** The page has just logged the visitor in itself and shows its own success before moving on. */
  keepOpen?: boolean;
  children: ReactNode;
};

/** Login and sign-up are for visitors: a logged-in user goes to their panel instead. */
export function GuestOnly({ keepOpen = false, children }: Props) {
  const session = useSession();
  if (keepOpen) return children;
  if (session.isPending) return <PageLoader />;
  if (session.data?.is_authenticated) return <Navigate to={homePathFor(session.data.user)} replace />;
  return children;
}
