import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Conversation } from '@siar/shared';
import { IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useSession } from '../../auth/hooks/use-session.ts';
import { useAssignConversation, useInboxMembers } from '../hooks/use-assignment.ts';
import { PresenceDot } from './PresenceDot.tsx';

/**
 * The thread header's assignment: who the conversation is with in the team, and a menu to take it
 * ("Assign to me"), give it to a member (each with their presence and open conversations) or leave
 * it to nobody.
 */
export function AssigneeControl({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const me = useSession().data?.user?.id;
  const members = useInboxMembers();
  const assign = useAssignConversation(conversation.conversation_id, {
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.assign.failed') }),
  });
  const current = conversation.assignee;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconUsers size={14} />}
          loading={assign.isPending}
          data-testid="assignee-control"
          maw={160}
        >
          <Text size="sm" truncate>
            {current ? current.name : t('chats.assign.nobody')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {me && current?.id !== me ? (
          <Menu.Item leftSection={<IconUserCheck size={14} />} onClick={() => assign.mutate(me)}>
            {t('chats.assign.toMe')}
          </Menu.Item>
        ) : null}
        <Menu.Label>{t('chats.assign.members')}</Menu.Label>
        {(members.data ?? []).map((member) => (
          <Menu.Item
            key={member.id}
            disabled={member.id === current?.id}
            onClick={() => assign.mutate(member.id)}
            rightSection={
              <Text size="xs" c="dimmed">
                {t('chats.assign.open', { count: member.open_conversations })}
              </Text>
            }
          >
            <Group gap={6} wrap="nowrap">
              <PresenceDot presence={member.presence} />
              <Text size="sm">{member.name}</Text>
            </Group>
          </Menu.Item>
        ))}
        {current ? (
          <Menu.Item leftSection={<IconUserOff size={14} />} onClick={() => assign.mutate(null)}>
            {t('chats.assign.unassign')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
