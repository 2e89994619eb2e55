import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatsKeys } from '../chats.query-keys.ts';
import {
  type ConversationFilter,
  fetchChannels,
  fetchChatDevices,
  fetchContact,
  fetchConversation,
  fetchConversationCounts,
  fetchConversations,
  fetchQuickReplies,
  fetchThread,
} from '../chats-api.ts';

export function useChannels() {
  return useQuery({ queryKey: chatsKeys.channels, queryFn: fetchChannels, select: (data) => data.results });
}

/** The account's devices (agents may read them): channels' devices, the sandbox's contacts' devices. */
export function useChatDevices() {
  return useQuery({ queryKey: chatsKeys.devices, queryFn: fetchChatDevices, select: (data) => data.results });
}

export function useQuickReplies() {
  return useQuery({
    queryKey: chatsKeys.quickReplies,
    queryFn: fetchQuickReplies,
    select: (data) => data.results,
  });
}

/** The list, page after page as one scrolls (keyset cursors). */
export function useConversations(filter: ConversationFilter) {
  return useInfiniteQuery({
    queryKey: chatsKeys.conversations(filter),
    queryFn: ({ pageParam }) => fetchConversations(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** How many conversations are open, pending, snoozed and resolved (the channel's, or all). */
export function useConversationCounts(channelId: string | null) {
  return useQuery({
    queryKey: chatsKeys.counts(channelId),
    queryFn: () => fetchConversationCounts(channelId),
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: chatsKeys.conversation(id ?? ''),
    queryFn: () => fetchConversation(id!),
    enabled: !!id,
  });
}

/** The thread: the newest page first, older pages as one scrolls up. */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: chatsKeys.thread(id),
    queryFn: ({ pageParam }) => fetchThread(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useChatContact(contactId: string | null) {
  return useQuery({
    queryKey: chatsKeys.contact(contactId ?? ''),
    queryFn: () => fetchContact(contactId!),
    enabled: !!contactId,
  });
}

/** The account's connected sandbox devices: the inbox lets one play a contact writing to them. */
export function useSandboxDevices() {
  const devices = useChatDevices();
  return (devices.data ?? []).filter((device) => device.engine === 'sandbox' && device.state === 'connected');
}
