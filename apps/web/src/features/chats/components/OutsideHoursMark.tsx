import { Badge } from '@mantine/core';
import type { Conversation } from '@siar/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  conversation: Conversation;
  /** Whether an instant fell outside business hours (features/business-hours' hook). */
  outside: (at: string) => boolean;
};

/** "Outside business hours" on a conversation waiting for an answer whose last message came while closed. */
export function OutsideHoursMark({ conversation, outside }: Props) {
  const { t } = useTranslation();
  if (!conversation.unanswered || !outside(conversation.last_message_at)) return null;
  return (
    <Badge
      size="xs"
      variant="light"
      color="orange"
      title={t('businessHours.outsideHoursHint')}
      data-testid="outside-hours"
      style={{ flexShrink: 0 }}
    >
      {t('businessHours.outsideHours')}
    </Badge>
  );
}
