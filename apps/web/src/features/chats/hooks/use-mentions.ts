import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chatsKeys } from '../chats.query-keys.ts';
import { fetchMentions, readMentions } from '../chats-api.ts';

/**
 * The caller's mentions in notes (asked again on the live `mentions` topic). A mention that
 * arrives while the panel is open is also shown as a notice in the corner, once.
 */
export function useMentions() {
  const { t } = useTranslation();
  const mentions = useQuery({ queryKey: chatsKeys.mentions, queryFn: fetchMentions });
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const results = mentions.data?.results;
    if (!results) return;
    // The first answer is what was there before: only what comes after is announced.
    if (seen.current)
      for (const mention of results)
        if (!mention.read && !seen.current.has(mention.mention_id))
          notifications.show({
            color: 'yellow',
            message: t('chats.mentions.toast', {
              author: mention.author?.name ?? t('chats.mentions.someone'),
              conversation: mention.conversation_title,
            }),
          });
    seen.current = new Set(results.map((mention) => mention.mention_id));
  }, [mentions.data, t]);
  return mentions;
}

/** Marks the caller's mentions read: those of a conversation, or all. */
export function useReadMentions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMentions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKeys.mentions }),
  });
}

/** Opening a conversation reads the caller's mentions in it. */
export function useReadMentionsOnOpen(conversationId: string | null) {
  const mentions = useQuery({ queryKey: chatsKeys.mentions, queryFn: fetchMentions });
  const read = useReadMentions();
  const unreadHere = (mentions.data?.results ?? []).some(
    (mention) => !mention.read && mention.conversation_id === conversationId,
  );
  useEffect(() => {
    if (conversationId && unreadHere && !read.isPending) read.mutate({ conversation_id: conversationId });
  }, [conversationId, unreadHere, read.isPending, read.mutate]);
}
