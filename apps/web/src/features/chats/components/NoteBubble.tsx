import { Group, Paper, Text } from '@mantine/core';
import type { ConversationNote } from '@siar/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

/** A private note in the thread: the team's only (never sent), set apart in yellow, full width. */
export function NoteBubble({ note }: { note: ConversationNote }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Paper
      data-testid="note"
      px="sm"
      py={6}
      radius="md"
      bg="var(--mantine-color-yellow-light)"
      style={{ border: '1px dashed var(--mantine-color-yellow-filled)' }}
    >
      <Group gap={4} wrap="nowrap">
        <IconLock size={12} aria-hidden />
        <Text size="xs" fw={600} truncate>
          {t('chats.notes.by', { name: note.author?.name ?? t('chats.notes.formerMember') })}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          · {formats.dateTime(note.created_at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.text}
      </Text>
    </Paper>
  );
}
