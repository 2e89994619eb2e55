import type { ChatMessage } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../api/mutation-reactions.ts';
import { uploadTemplateMedia } from '../../templates/templates-api.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { markRead, retryMessage, sendMessage, writeAsSandboxContact } from '../chats-api.ts';

/** What is written: a text, a file, or both (the file is uploaded first). */
export type OutgoingMessage = { text: string; file: File | null };

async function uploadedMediaId(file: File | null) {
  const media = file ? await uploadTemplateMedia(file) : undefined;
  return media ? { media_id: media.id } : {};
}

/** Reading a conversation changes its unread count in the list and the thread. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKeys.all }),
  });
}

export function useSendMessage(
  conversationId: string,
  reactions: MutationReactions<ChatMessage, OutgoingMessage>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, file }: OutgoingMessage) =>
      sendMessage(conversationId, { ...(text.trim() ? { text } : {}), ...(await uploadedMediaId(file)) }),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.all }),
  });
}

export function useRetryMessage(
  conversationId: string,
  reactions: MutationReactions<ChatMessage, ChatMessage>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) => retryMessage(conversationId, message.message_id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.thread(conversationId) }),
    ...reactions,
  });
}

/** The sandbox: a contact's message to one of the account's sandbox devices (arrives live). */
export function useWriteAsSandboxContact(
  reactions: MutationReactions<unknown, OutgoingMessage & { deviceId: string; phone: string }>,
) {
  return useMutation({
    mutationFn: async ({
      deviceId,
      phone,
      text,
      file,
    }: OutgoingMessage & { deviceId: string; phone: string }) => {
      const media = await uploadedMediaId(file);
      return writeAsSandboxContact({
        device_id: deviceId,
        from_phone: phone,
        ...(text.trim() ? { text } : {}),
        ...media,
      });
    },
    ...reactions,
  });
}
