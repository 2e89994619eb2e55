import { SegmentedControl } from '@mantine/core';
import { CONVERSATION_ASSIGNEE_FILTERS, type ConversationAssigneeFilter } from '@siar/shared';
import { useTranslation } from 'react-i18next';

/** The list's views: every conversation the member may see, their own, nobody's. */
export function AssigneeViews(props: {
  value: ConversationAssigneeFilter;
  onChange: (value: ConversationAssigneeFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      value={props.value}
      onChange={(value) => props.onChange(value as ConversationAssigneeFilter)}
      data={CONVERSATION_ASSIGNEE_FILTERS.map((view) => ({
        value: view,
        label: t(`chats.assign.view.${view}`),
      }))}
      aria-label={t('chats.assign.views')}
    />
  );
}
