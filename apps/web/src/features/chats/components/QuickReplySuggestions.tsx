import { Badge, Text } from '@mantine/core';
import type { QuickReply } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { SuggestionList } from './SuggestionList.tsx';

type Props = { suggestions: QuickReply[]; onChoose: (reply: QuickReply) => void };

/** The quick replies matching a typed `/shortcut`, above the composer. */
export function QuickReplySuggestions({ suggestions, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <SuggestionList
      label={t('chats.quickReplies.title')}
      items={suggestions}
      keyOf={(reply) => reply.quick_reply_id}
      onChoose={onChoose}
    >
      {(reply) => (
        <>
          <Badge variant="light">/{reply.shortcut}</Badge>
          <Text size="sm" truncate>
            {reply.text}
          </Text>
        </>
      )}
    </SuggestionList>
  );
}
