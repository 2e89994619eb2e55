import type { SessionInfo } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const SESSION_PATH = '/api/v1/auth/session/';

export function fetchSession(): Promise<SessionInfo> {
  return api.get<SessionInfo>(SESSION_PATH);
}

/** Who is logged in. `isPending` is the spec's "unknown" state before the server answers. */
export function useSession() {
  return useQuery({ queryKey: queryKeys.session, queryFn: fetchSession });
}
