import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../account.query-keys.ts';
import { fetchSecurity, updateSecurity } from '../account-api.ts';

export function useSecurity() {
  return useQuery({ queryKey: accountKeys.security, queryFn: fetchSecurity });
}

export function useUpdateSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecurity,
    onSuccess: (settings) => queryClient.setQueryData(accountKeys.security, settings),
  });
}
