import type { Contact, Conversation } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../api/mutation-reactions.ts';
import { createContact, updateContact } from '../../contacts/contacts-api.ts';
import { chatsKeys } from '../chats.query-keys.ts';

/** Asks everything in the inbox again: a contact's name and opt-out show in the list and thread. */
export function useInvalidateChats() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chatsKeys.all });
}

/** Saves the conversation's number as a contact, under the name WhatsApp gave (or the number). */
export function useSaveChatContact(conversation: Conversation, reactions: MutationReactions<Contact>) {
  return useMutation({
    mutationFn: () =>
      createContact({ name: conversation.name ?? conversation.phone, phone: conversation.phone }),
    ...reactions,
  });
}

export function useSetOptedOut(contact: Contact | undefined, reactions: MutationReactions<Contact, boolean>) {
  return useMutation({
    mutationFn: (optedOut: boolean) => updateContact(contact!.id, { opted_out: optedOut }),
    ...reactions,
  });
}
