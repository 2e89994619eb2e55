import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { authKeys } from '../auth.query-keys.ts';
import { logOut } from '../auth-api.ts';
import { ANONYMOUS_SESSION } from './use-session.ts';

/** Ends the session on the server, forgets everything cached for the user, and goes home. */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.session, ANONYMOUS_SESSION);
      navigate(PATHS.home, { replace: true });
    },
  });
}
