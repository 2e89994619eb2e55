import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorReason } from '../../../app/messages.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { addNote } from '../chats-api.ts';
import {
  insertMention,
  type Mentionable,
  matchingMembers,
  mentionedIn,
  typedMention,
} from '../mention-text.ts';
import { useInboxMembers } from './use-assignment.ts';

/**
 * A private note's draft: its text, the members typed `@` suggests, those chosen, and saving it
 * (nothing is sent to the contact; the named members are told).
 */
export function useNoteComposer(conversationId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const members = useInboxMembers();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Mentionable[]>([]);
  const save = useMutation({
    mutationFn: () => addNote(conversationId, { text, mention_ids: mentionedIn(text, chosen) }),
    onSuccess: async () => {
      setText('');
      setChosen([]);
      await queryClient.invalidateQueries({ queryKey: chatsKeys.thread(conversationId) });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('chats.notes.failed'),
        message: apiErrorReason(t, error) ?? '',
      }),
  });
  const typed = typedMention(text);
  const suggestions =
    typed === null
      ? []
      : matchingMembers(
          (members.data ?? []).map(({ id, name }) => ({ id, name })),
          typed,
        );
  const choose = (member: Mentionable) => {
    setText((current) => insertMention(current, member));
    setChosen((current) => [...current, member]);
  };
  return {
    text,
    setText,
    suggestions,
    choose,
    submit: () => save.mutate(),
    canSave: !!text.trim() && !save.isPending,
    saving: save.isPending,
  };
}
