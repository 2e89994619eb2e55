import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/auth.query-keys.ts';
import { accountKeys } from '../account.query-keys.ts';
import { changePassword, fetchProfile, updateProfile } from '../account-api.ts';

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: fetchProfile, retry: 1 });
}

/** The session carries the name and email too: both are asked again after a save. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.profile, answer.profile);
      void queryClient.invalidateQueries({ queryKey: authKeys.session });
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
