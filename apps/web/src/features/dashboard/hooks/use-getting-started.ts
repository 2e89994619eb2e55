import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard.query-keys.ts';
import { dismissGettingStarted, fetchGettingStarted } from '../getting-started-api.ts';

/** The first-run checklist: what the account has done, read afresh each time the dashboard opens. */
export function useGettingStarted() {
  return useQuery({ queryKey: dashboardKeys.gettingStarted, queryFn: fetchGettingStarted, staleTime: 0 });
}

export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissGettingStarted,
    onSuccess: (answer) => queryClient.setQueryData(dashboardKeys.gettingStarted, answer),
  });
}
