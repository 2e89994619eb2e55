import type { LabelInput } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactsKeys } from '../../contacts/contacts.query-keys.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { deleteLabel, fetchLabels, labelContact, labelConversation, saveLabel } from '../chats-api.ts';

/** The account's labels, by name (asked again on the live `messages` topic, as all of chats). */
export function useLabels() {
  return useQuery({ queryKey: chatsKeys.labels, queryFn: fetchLabels, select: (data) => data.results });
}

/** Creating, renaming and deleting labels: the inbox and the contacts list show the change. */
export function useLabelMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: chatsKeys.all });
    await queryClient.invalidateQueries({ queryKey: contactsKeys.all });
  };
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: LabelInput }) => saveLabel(id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deleteLabel, onSuccess: refresh });
  return { save, remove };
}

/** Puts a label on the conversation or takes it off; the list and the header follow. */
export function useConversationLabel(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ labelId, on }: { labelId: string; on: boolean }) =>
      labelConversation(conversationId, labelId, on),
    onSuccess: async (conversation) => {
      queryClient.setQueryData(chatsKeys.conversation(conversationId), conversation);
      await queryClient.invalidateQueries({ queryKey: chatsKeys.all });
    },
  });
}

/** Puts a label on the contact or takes it off; the contacts list and the chat's contact panel follow. */
export function useContactLabel(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ labelId, on }: { labelId: string; on: boolean }) => labelContact(contactId, labelId, on),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactsKeys.all });
      await queryClient.invalidateQueries({ queryKey: chatsKeys.contact(contactId) });
    },
  });
}
