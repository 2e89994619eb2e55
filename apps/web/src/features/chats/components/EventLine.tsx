import { Center, Text } from '@mantine/core';
import type { ConversationEvent } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

/** A line between the messages: who assigned the conversation to whom, and when. */
export function EventLine({ event }: { event: ConversationEvent }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const by = event.by?.name;
  const text = !event.to
    ? t('chats.assign.line.nobody', { by: by ?? '' })
    : by
      ? t('chats.assign.line.to', { by, to: event.to.name })
      : t('chats.assign.line.auto', { to: event.to.name });
  return (
    <Center data-testid="event-line">
      <Text
        size="xs"
        c="dimmed"
        ta="center"
        px="sm"
        py={2}
        bg="var(--mantine-color-body)"
        style={{ borderRadius: 12 }}
      >
        {text} · {formats.dateTime(event.at)}
      </Text>
    </Center>
  );
}
