import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactsKeys } from '../contacts.query-keys.ts';
import { createGroup, deleteGroup, fetchGroups, renameGroup } from '../contacts-api.ts';
import { refreshContacts } from './use-contacts.ts';

export function useContactGroups(page = 1) {
  return useQuery({
    queryKey: contactsKeys.groupPage(page),
    queryFn: () => fetchGroups(page),
    placeholderData: keepPreviousData,
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGroup, onSuccess: () => refreshContacts(queryClient) });
}

export function useRenameGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, name }: { groupId: string; name: string }) => renameGroup(groupId, name),
    onSuccess: () => refreshContacts(queryClient),
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGroup, onSuccess: () => refreshContacts(queryClient) });
}
