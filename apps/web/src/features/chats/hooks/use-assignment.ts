import type { Conversation } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../api/mutation-reactions.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { assignConversation, fetchInboxMembers } from '../chats-api.ts';

/** The members to assign to, with presence (asked again when someone comes online or goes). */
export function useInboxMembers() {
  return useQuery({
    queryKey: chatsKeys.members,
    queryFn: fetchInboxMembers,
    select: (data) => data.results,
  });
}

/** Assigns the conversation (null: to nobody); the list, the header and the thread's lines follow. */
export function useAssignConversation(
  conversationId: string,
  reactions: MutationReactions<Conversation, string | null> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) => assignConversation(conversationId, userId),
    ...reactions,
    onSuccess: async (conversation, userId, ...rest) => {
      queryClient.setQueryData(chatsKeys.conversation(conversationId), conversation);
      await queryClient.invalidateQueries({ queryKey: chatsKeys.all });
      await reactions.onSuccess?.(conversation, userId, ...rest);
    },
  });
}
