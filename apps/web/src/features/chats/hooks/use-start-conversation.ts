import { useDebouncedValue } from '@mantine/hooks';
import type { StartConversationInput } from '@siar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { chatsKeys } from '../chats.query-keys.ts';
import { searchContacts, startConversation } from '../chats-api.ts';

/** The contacts matching what is typed, a few at a time, as the member types. */
export function useContactChoices() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useQuery({
    queryKey: [...chatsKeys.all, 'contact-choices', debounced],
    queryFn: () => searchContacts(debounced),
    placeholderData: keepPreviousData,
  });
  return { search, setSearch, contacts: found.data?.results ?? [], loading: found.isFetching };
}

/** Starting the conversation; the lists follow, and the caller opens it. */
export function useStartConversation(onStarted: (conversationId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationInput) => startConversation(body),
    onSuccess: async (conversation) => {
      await queryClient.invalidateQueries({ queryKey: chatsKeys.all });
      onStarted(conversation.conversation_id);
    },
  });
}
