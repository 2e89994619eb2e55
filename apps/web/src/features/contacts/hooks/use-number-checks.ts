import type { StartNumberCheckRequest } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { numberChecksKeys } from '../number-checks.query-keys.ts';
import {
  cancelNumberCheck,
  fetchNumberChecks,
  isActiveCheck,
  startNumberCheck,
} from '../number-checks-api.ts';
import { refreshContacts } from './use-contacts.ts';

/** How often a moving check's progress is asked for. */
export const NUMBER_CHECK_POLL_MS = 1000;

/**
 * The account's latest checks, asked every second while one may move; the contacts (their badges
 * and the filter's counts) are asked again whenever a check's answers grow.
 */
export function useNumberChecks() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: numberChecksKeys.latest,
    queryFn: fetchNumberChecks,
    staleTime: 0,
    refetchInterval: (current) =>
      current.state.data?.results.some(isActiveCheck) ? NUMBER_CHECK_POLL_MS : false,
  });
  const progress = query.data?.results.map((check) => `${check.id}:${check.checked}:${check.status}`).join();
  useEffect(() => {
    if (progress) void refreshContacts(queryClient);
  }, [progress, queryClient]);
  return query;
}

export function useStartNumberCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartNumberCheckRequest) => startNumberCheck(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numberChecksKeys.all }),
  });
}

export function useCancelNumberCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelNumberCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numberChecksKeys.all }),
  });
}
