import { Badge, Group, Paper, Text } from '@mantine/core';
import type { QuickReply } from '@siar/shared';
import { useTranslation } from 'react-i18next';

type Props = { suggestions: QuickReply[]; onChoose: (reply: QuickReply) => void };

/** The quick replies matching a typed `/shortcut`, above the composer (the first six). */
export function QuickReplySuggestions({ suggestions, onChoose }: Props) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <Paper withBorder p={4} role="listbox" aria-label={t('chats.quickReplies.title')}>
      {suggestions.slice(0, 6).map((reply) => (
        <Group
          key={reply.quick_reply_id}
          role="option"
          aria-selected={false}
          gap="xs"
          p={4}
          wrap="nowrap"
          style={{ cursor: 'pointer' }}
          onMouseDown={(event) => {
            // Keeps the focus in the text, where the reply goes.
            event.preventDefault();
            onChoose(reply);
          }}
        >
          <Badge variant="light">/{reply.shortcut}</Badge>
          <Text size="sm" truncate>
            {reply.text}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}
