import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminContactMessageKeys } from '../admin.query-keys.ts';
import { fetchContactMessages, type ListParams, markContactMessageHandled } from '../admin-api.ts';

export function useAdminContactMessages(params: ListParams) {
  return useQuery({
    queryKey: adminContactMessageKeys.list(params),
    queryFn: () => fetchContactMessages(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks a message handled, or open again. */
export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markContactMessageHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContactMessageKeys.all }),
  });
}
