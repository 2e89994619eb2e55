import { ScrollArea, SegmentedControl } from '@mantine/core';
import {
  CONVERSATION_COUNT_CAP,
  CONVERSATION_STATUS_FILTERS,
  type ConversationStatusFilter,
} from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { useConversationCounts } from '../hooks/use-chats.ts';

type Props = {
  channelId: string | null;
  value: ConversationStatusFilter;
  onChange: (status: ConversationStatusFilter) => void;
};

/** Open, pending, snoozed, resolved or all, each with its count for the channel (or all devices). */
export function StatusTabs({ channelId, value, onChange }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const counts = useConversationCounts(channelId).data;
  // Burmese and Bengali labels are wider than the list: the tabs scroll sideways, none is cut off.
  return (
    <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
      <SegmentedControl
        size="xs"
        fullWidth
        data-testid="status-tabs"
        aria-label={t('chats.inbox.statusFilter')}
        value={value}
        onChange={(status) => onChange(status as ConversationStatusFilter)}
        data={CONVERSATION_STATUS_FILTERS.map((status) => {
          const count = status === 'all' || !counts ? null : counts[status];
          const label = t(`chats.inbox.tabs.${status}`);
          const shown =
            count !== null && count > CONVERSATION_COUNT_CAP
              ? `${formats.number(CONVERSATION_COUNT_CAP)}+`
              : count !== null
                ? formats.number(count)
                : null;
          return { value: status, label: shown === null ? label : `${label} ${shown}` };
        })}
      />
    </ScrollArea>
  );
}
