import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The list's search and "unanswered only", held by the page: on a phone the list is hidden while a
 * conversation is open, and both must still be there on coming back.
 */
export function useConversationSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [unanswered, setUnanswered] = useState(false);
  return { search, setSearch, debounced, unanswered, setUnanswered };
}

export type ConversationSearch = ReturnType<typeof useConversationSearch>;
