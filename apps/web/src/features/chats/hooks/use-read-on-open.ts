import type { Conversation } from '@siar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMarkRead } from './use-message-mutations.ts';

/** Opening a conversation reads it; a message arriving while it is open is read too. */
export function useReadOnOpen(conversationId: string | null, conversation: UseQueryResult<Conversation>) {
  const read = useMarkRead();
  const unread = conversation.data?.unread_count ?? 0;
  // Once per conversation and count: a failing call is not repeated in a loop.
  const lastRead = useRef('');
  useEffect(() => {
    const key = `${conversationId}:${unread}:${conversation.dataUpdatedAt}`;
    if (!conversationId || unread === 0 || lastRead.current === key) return;
    lastRead.current = key;
    read.mutate(conversationId);
  }, [conversationId, unread, conversation.dataUpdatedAt, read.mutate]);
}
