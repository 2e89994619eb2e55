import type { AddSubscriptionRequest, EditSubscriptionRequest } from '@siar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminSubscriptionKeys } from '../admin.query-keys.ts';
import {
  addSubscription,
  editSubscription,
  fetchAccounts,
  fetchSubscriptions,
  forceDeleteSubscription,
  type ListParams,
} from '../admin-api.ts';

export function useAdminSubscriptions(params: ListParams) {
  return useQuery({
    queryKey: adminSubscriptionKeys.list(params),
    queryFn: () => fetchSubscriptions(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCustomerAccounts(search: string, enabled: boolean) {
  return useQuery({
    queryKey: adminSubscriptionKeys.accounts(search),
    queryFn: () => fetchAccounts(search),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Asks the subscriptions again: after a change, or a device paired for a customer. */
export function useInvalidateSubscriptions() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: adminSubscriptionKeys.all }),
    [queryClient],
  );
}

export function useAddSubscription() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (input: AddSubscriptionRequest) => addSubscription(input),
    onSuccess: invalidate,
  });
}

export function useEditSubscription() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EditSubscriptionRequest }) =>
      editSubscription(id, input),
    onSuccess: invalidate,
  });
}

export function useForceDeleteSubscription() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({ mutationFn: forceDeleteSubscription, onSuccess: invalidate });
}
