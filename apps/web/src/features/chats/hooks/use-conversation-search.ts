import { useDebouncedValue } from '@mantine/hooks';
import {
  type ConversationAssigneeFilter,
  type ConversationStatusFilter,
  DEFAULT_CONVERSATION_STATUS_FILTER,
} from '@siar/shared';
import { useState } from 'react';

/**
 * The list's search, status tab, assignee view, label and "unanswered only", held by the page: on a phone the list is hidden while a
 * conversation is open, and both must still be there on coming back.
 */
export function useConversationSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [unanswered, setUnanswered] = useState(false);
  const [status, setStatus] = useState<ConversationStatusFilter>(DEFAULT_CONVERSATION_STATUS_FILTER);
  const [assignee, setAssignee] = useState<ConversationAssigneeFilter>('all');
  const [labelId, setLabelId] = useState<string | null>(null);
  return {
    labelId,
    setLabelId,
    search,
    setSearch,
    debounced,
    unanswered,
    setUnanswered,
    status,
    setStatus,
    assignee,
    setAssignee,
  };
}

export type ConversationSearch = ReturnType<typeof useConversationSearch>;
