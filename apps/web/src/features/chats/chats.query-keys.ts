import type { ConversationFilter } from './chats-api.ts';

/** Everything under `chats` is asked again on the live `messages` topic (live-topic-keys.ts). */
export const chatsKeys = {
  all: ['chats'] as const,
  channels: ['chats', 'channels'] as const,
  quickReplies: ['chats', 'quick-replies'] as const,
  /** Also asked again on the live `devices` topic (a device connects, is renamed). */
  devices: ['chats', 'devices'] as const,
  /** Also asked again on the live `team` topic (a member comes online or goes). */
  members: ['chats', 'members'] as const,
  labels: ['chats', 'labels'] as const,
  /** Also asked again on the live `mentions` topic (a note named the caller). */
  mentions: ['chats', 'mentions'] as const,
  conversations: (filter: ConversationFilter) => ['chats', 'conversations', filter] as const,
  counts: (channelId: string | null) => ['chats', 'counts', channelId] as const,
  conversation: (id: string) => ['chats', 'conversation', id] as const,
  thread: (id: string) => ['chats', 'thread', id] as const,
  contact: (id: string) => ['chats', 'contact', id] as const,
};
