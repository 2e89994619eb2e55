import type { Conversation, ConversationStatusInput } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../api/mutation-reactions.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { changeConversationStatus } from '../chats-api.ts';

/** Opens, marks pending, snoozes or resolves the conversation; the list, counts and header follow. */
export function useChangeConversationStatus(
  conversationId: string,
  reactions: MutationReactions<Conversation, ConversationStatusInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationStatusInput) => changeConversationStatus(conversationId, input),
    ...reactions,
    onSuccess: async (conversation, input, ...rest) => {
      queryClient.setQueryData(chatsKeys.conversation(conversationId), conversation);
      await queryClient.invalidateQueries({ queryKey: chatsKeys.all });
      await reactions.onSuccess?.(conversation, input, ...rest);
    },
  });
}
