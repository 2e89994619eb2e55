import type { ChatChannel } from '@siar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../api/mutation-reactions.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { createChannel, deleteChannel, reorderChannels, updateChannel } from '../chats-api.ts';

type ChannelsData = { results: ChatChannel[] };
export type ChannelDraft = {
  name: string;
  color: ChatChannel['color'];
  device_ids: string[];
  auto_assign?: boolean;
};

/** Asks the channels again; resolves when they are back. */
export function useInvalidateChannels() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chatsKeys.channels });
}

/** Creates a channel, or changes `channel` when one is given. */
export function useSaveChannel(
  channel: ChatChannel | null,
  reactions: MutationReactions<ChatChannel, ChannelDraft>,
) {
  return useMutation({
    mutationFn: (input: ChannelDraft) =>
      channel ? updateChannel(channel.channel_id, input) : createChannel(input),
    ...reactions,
  });
}

export function useDeleteChannel(reactions: MutationReactions<unknown, ChatChannel>) {
  return useMutation({
    mutationFn: (channel: ChatChannel) => deleteChannel(channel.channel_id),
    ...reactions,
  });
}

/** The new order shows at once; a refusal puts the old one back before `onRefused` says so. */
export function useReorderChannels(onRefused: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: ChatChannel[]) => reorderChannels(next.map((c) => c.channel_id)),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: chatsKeys.channels });
      const previous = queryClient.getQueryData<ChannelsData>(chatsKeys.channels);
      queryClient.setQueryData<ChannelsData>(chatsKeys.channels, { results: next });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(chatsKeys.channels, context.previous);
      onRefused();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.channels }),
  });
}
