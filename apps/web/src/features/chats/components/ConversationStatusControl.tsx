import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Conversation, ConversationStatusInput } from '@siar/shared';
import { IconCheck, IconChevronDown, IconClock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { IconButton } from '../../../components/IconButton.tsx';
import { useChangeConversationStatus } from '../hooks/use-conversation-status.ts';
import { SNOOZE_CHOICES, snoozeUntil } from '../snooze-times.ts';

/**
 * The thread header's status control: Resolve (or Reopen once resolved or snoozed), and a menu to
 * mark it pending or snooze it (an hour, tomorrow 9:00, next week, until the contact writes).
 */
export function ConversationStatusControl({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const change = useChangeConversationStatus(conversation.conversation_id, {
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.inbox.changeFailed') }),
  });
  const set = (input: ConversationStatusInput) => change.mutate(input);
  const { status } = conversation;
  const closed = status === 'resolved' || status === 'snoozed';
  return (
    <Group gap={4} wrap="nowrap" data-testid="status-control">
      {closed ? (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={change.isPending}
          onClick={() => set({ status: 'open' })}
        >
          {t('chats.inbox.reopen')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          leftSection={<IconCheck size={14} />}
          loading={change.isPending}
          onClick={() => set({ status: 'resolved' })}
        >
          {t('chats.inbox.resolve')}
        </Button>
      )}
      {status === 'resolved' ? null : (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <IconButton label={t('chats.inbox.more')} disabled={change.isPending}>
              <IconChevronDown size={16} />
            </IconButton>
          </Menu.Target>
          <Menu.Dropdown>
            {status === 'open' ? (
              <Menu.Item onClick={() => set({ status: 'pending' })}>{t('chats.inbox.markPending')}</Menu.Item>
            ) : null}
            {status === 'pending' ? (
              <Menu.Item onClick={() => set({ status: 'open' })}>{t('chats.inbox.markOpen')}</Menu.Item>
            ) : null}
            <Menu.Label>{t('chats.inbox.snooze')}</Menu.Label>
            {SNOOZE_CHOICES.map((choice) => (
              <Menu.Item
                key={choice}
                leftSection={<IconClock size={14} />}
                onClick={() =>
                  set({ status: 'snoozed', snoozed_until: snoozeUntil(choice)?.toISOString() ?? null })
                }
              >
                {t(`chats.inbox.snoozeFor.${choice}`)}
              </Menu.Item>
            ))}
            {status === 'snoozed' ? (
              <Menu.Item onClick={() => set({ status: 'resolved' })}>{t('chats.inbox.resolve')}</Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
