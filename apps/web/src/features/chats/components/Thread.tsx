import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ChatMessage } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { retryMessage } from '../chats-api.ts';
import { useThread } from '../hooks/use-chats.ts';
import { MessageBubble } from './MessageBubble.tsx';

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 48;

/** The thread, newest at the bottom; scrolling to the top loads older messages. */
export function Thread({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useThread(conversationId);
  const box = useRef<HTMLDivElement>(null);
  // Where the view stood before a render: at the bottom (follow new messages), or how far from it.
  const anchor = useRef<{ atBottom: boolean; fromBottom: number }>({ atBottom: true, fromBottom: 0 });
  const messages = useMemo(
    () => (thread.data?.pages ?? []).toReversed().flatMap((page) => page.results),
    [thread.data],
  );
  const retry = useMutation({
    mutationFn: (message: ChatMessage) => retryMessage(conversationId, message.message_id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.thread(conversationId) }),
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.composer.sendFailed') }),
  });

  // New messages keep the bottom in view; older ones loaded above keep what was on screen in place.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || messages.length === 0) return;
    el.scrollTop = anchor.current.atBottom
      ? el.scrollHeight
      : el.scrollHeight - el.clientHeight - anchor.current.fromBottom;
  }, [messages]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const fromBottom = el.scrollHeight - el.clientHeight - el.scrollTop;
    anchor.current = { atBottom: fromBottom < EDGE_PX, fromBottom };
    if (el.scrollTop < EDGE_PX && thread.hasNextPage && !thread.isFetchingNextPage)
      void thread.fetchNextPage();
  };

  if (thread.isPending)
    return (
      <Center flex={1}>
        <Loader size="sm" aria-label={t('chats.loading')} />
      </Center>
    );
  if (thread.isError)
    return (
      <Center flex={1}>
        <Stack align="center" gap="xs">
          <Text c="red">{t('chats.thread.loadFailed')}</Text>
          <Button variant="light" size="xs" onClick={() => thread.refetch()}>
            {t('chats.tryAgain')}
          </Button>
        </Stack>
      </Center>
    );
  return (
    <div
      ref={box}
      onScroll={onScroll}
      data-testid="thread"
      style={{ flex: 1, overflowY: 'auto', padding: 12, background: 'var(--mantine-color-gray-light)' }}
    >
      <Stack gap={6}>
        {thread.hasNextPage ? (
          <Center>
            <Button
              variant="subtle"
              size="compact-xs"
              loading={thread.isFetchingNextPage}
              onClick={() => {
                const el = box.current;
                if (el)
                  anchor.current = {
                    atBottom: false,
                    fromBottom: el.scrollHeight - el.clientHeight - el.scrollTop,
                  };
                void thread.fetchNextPage();
              }}
            >
              {t('chats.thread.older')}
            </Button>
          </Center>
        ) : null}
        {messages.length === 0 ? (
          <Text c="dimmed" ta="center" size="sm">
            {t('chats.thread.empty')}
          </Text>
        ) : null}
        {messages.map((message) => (
          <MessageBubble
            key={message.message_id}
            message={message}
            onRetry={(m) => retry.mutate(m)}
            retrying={retry.isPending && retry.variables?.message_id === message.message_id}
          />
        ))}
      </Stack>
    </div>
  );
}
