import type { BulkContactsRequest, UpdateContactRequest } from '@siar/shared';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { contactsKeys } from '../contacts.query-keys.ts';
import {
  bulkContacts,
  type ContactListParams,
  createContact,
  deleteContact,
  fetchContacts,
  updateContact,
} from '../contacts-api.ts';

export function useContacts(params: ContactListParams) {
  return useQuery({
    queryKey: contactsKeys.list(params),
    queryFn: () => fetchContacts(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Contacts and groups' member counts move together: both are asked again after a change. */
export function refreshContacts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: contactsKeys.all });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContact, onSuccess: () => refreshContacts(queryClient) });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, patch }: { contactId: string; patch: UpdateContactRequest }) =>
      updateContact(contactId, patch),
    onSuccess: () => refreshContacts(queryClient),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContact, onSuccess: () => refreshContacts(queryClient) });
}

export function useBulkContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkContactsRequest) => bulkContacts(input),
    onSuccess: () => refreshContacts(queryClient),
  });
}
