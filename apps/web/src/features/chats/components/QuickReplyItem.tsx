import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { QuickReply } from '@siar/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { reply: QuickReply; onEdit: () => void; onDelete: () => void };

/** One quick reply in the dialog: its shortcut, its text, edit and delete. */
export function QuickReplyItem({ reply, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="quick-reply">
      <Stack gap={0} miw={0}>
        <Badge variant="light">/{reply.shortcut}</Badge>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.text}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('chats.quickReplies.edit', { shortcut: reply.shortcut })}
          onClick={onEdit}
        >
          <IconPencil size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('chats.quickReplies.delete', { shortcut: reply.shortcut })}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
