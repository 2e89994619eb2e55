import type { QuickReply } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../api/mutation-reactions.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { deleteQuickReply, saveQuickReply } from '../chats-api.ts';

export type QuickReplyDraft = { editingId: string | null; shortcut: string; text: string };

/** Asks the quick replies again (after a save or a delete; the caller decides when). */
export function useInvalidateQuickReplies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chatsKeys.quickReplies });
}

/** Adds a quick reply, or changes the one being edited. */
export function useSaveQuickReply(reactions: MutationReactions<QuickReply, QuickReplyDraft>) {
  return useMutation({
    mutationFn: ({ editingId, shortcut, text }: QuickReplyDraft) =>
      saveQuickReply(editingId, { shortcut, text }),
    ...reactions,
  });
}

export function useDeleteQuickReply(reactions: MutationReactions<unknown, QuickReply>) {
  return useMutation({
    mutationFn: (reply: QuickReply) => deleteQuickReply(reply.quick_reply_id),
    ...reactions,
  });
}
