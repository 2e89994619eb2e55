import { Group, Stack, Text } from '@mantine/core';
import type { Conversation } from '@siar/shared';
import { IconArrowLeft, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton.tsx';
import { AssigneeControl } from './AssigneeControl.tsx';
import { ConversationLabels } from './ConversationLabels.tsx';
import { ConversationStatusControl } from './ConversationStatusControl.tsx';
import { LabelBadges } from './LabelBadges.tsx';

type Props = {
  conversation: Conversation | undefined;
  /** On a phone: back to the list. */
  onBack: (() => void) | null;
  /** Below desktop width: show or hide the contact. */
  onToggleContact: (() => void) | null;
  onManageLabels: () => void;
};

/** Who the open conversation is with, through which device, and its status (resolve, snooze…). */
export function ThreadHeader({ conversation, onBack, onToggleContact, onManageLabels }: Props) {
  const { t } = useTranslation();
  return (
    <Group
      px="xs"
      py={6}
      justify="space-between"
      // On a phone the controls go below the name rather than push it out of sight.
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', rowGap: 4 }}
    >
      <Group gap={6} wrap="nowrap" miw={0} style={{ flex: '1 1 160px' }}>
        {onBack ? (
          <IconButton label={t('chats.back')} onClick={onBack}>
            <IconArrowLeft size={18} />
          </IconButton>
        ) : null}
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate data-testid="thread-title">
            {conversation?.name ?? conversation?.phone ?? ''}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {conversation?.name ? conversation.phone : conversation?.device_name}
          </Text>
          {conversation ? <LabelBadges labels={conversation.labels} /> : null}
        </Stack>
      </Group>
      {/* Wraps onto a second line rather than push the status button out of sight (Burmese at 390 px). */}
      <Group gap={4} wrap="wrap" justify="flex-end" style={{ marginLeft: 'auto', minWidth: 0, rowGap: 4 }}>
        {conversation ? <ConversationLabels conversation={conversation} onManage={onManageLabels} /> : null}
        {conversation ? <AssigneeControl conversation={conversation} /> : null}
        {conversation ? <ConversationStatusControl conversation={conversation} /> : null}
        {onToggleContact ? (
          <IconButton label={t('chats.contact.show')} onClick={onToggleContact}>
            <IconUser size={18} />
          </IconButton>
        ) : null}
      </Group>
    </Group>
  );
}
