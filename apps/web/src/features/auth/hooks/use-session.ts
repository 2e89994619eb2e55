import { AUTH_PATHS, type SessionInfo, type SessionUser } from '@siar/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { authKeys } from '../auth.query-keys.ts';

export const ANONYMOUS_SESSION: SessionInfo = { is_authenticated: false, user: null };

export function fetchSession(): Promise<SessionInfo> {
  return api.get<SessionInfo>(AUTH_PATHS.session);
}

/** Who is logged in. `isPending` is the spec's "unknown" state before the server answers. */
export function useSession() {
  return useQuery({ queryKey: authKeys.session, queryFn: fetchSession });
}

/** After a login or sign-up answered with the user: the whole app knows at once, without a refetch. */
export function rememberLoggedIn(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData<SessionInfo>(authKeys.session, { is_authenticated: true, user });
}
