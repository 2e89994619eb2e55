import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useThread } from '../hooks/use-chats.ts';
import { useRetryMessage } from '../hooks/use-message-mutations.ts';
import { useThreadScroll } from '../hooks/use-thread-scroll.ts';
import { threadItems } from '../thread-items.ts';
import { EventLine } from './EventLine.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { NoteBubble } from './NoteBubble.tsx';

/** The thread, newest at the bottom; scrolling to the top loads older messages. */
export function Thread({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const thread = useThread(conversationId);
  const items = useMemo(() => threadItems(thread.data?.pages ?? []), [thread.data]);
  const messages = useMemo(
    () => items.flatMap((item) => (item.kind === 'message' ? [item.message] : [])),
    [items],
  );
  const { box, onScroll, loadOlder } = useThreadScroll(messages, thread);
  const retry = useRetryMessage(conversationId, {
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.composer.sendFailed') }),
  });

  if (thread.isPending || thread.isError)
    return <ThreadState failed={thread.isError} retry={thread.refetch} />;
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
              onClick={loadOlder}
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
        {items.map((item) =>
          item.kind === 'event' ? (
            <EventLine key={`event-${item.event.id}`} event={item.event} />
          ) : item.kind === 'note' ? (
            <NoteBubble key={`note-${item.note.note_id}`} note={item.note} />
          ) : (
            <MessageBubble
              key={item.message.message_id}
              message={item.message}
              onRetry={(m) => retry.mutate(m)}
              retrying={retry.isPending && retry.variables?.message_id === item.message.message_id}
            />
          ),
        )}
      </Stack>
    </div>
  );
}

/** Before the thread: loading, or a failure with a way to ask again. */
function ThreadState({ failed, retry }: { failed: boolean; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Center flex={1}>
      {failed ? (
        <Stack align="center" gap="xs">
          <Text c="red">{t('chats.thread.loadFailed')}</Text>
          <Button variant="light" size="xs" onClick={() => retry()}>
            {t('chats.tryAgain')}
          </Button>
        </Stack>
      ) : (
        <Loader size="sm" aria-label={t('chats.loading')} />
      )}
    </Center>
  );
}
