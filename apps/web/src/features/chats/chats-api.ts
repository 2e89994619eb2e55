import {
  CHATS_PATHS,
  type ChannelInput,
  type ChatChannel,
  type ChatDevice,
  type ChatMessage,
  CONTACTS_PATHS,
  type Contact,
  type Conversation,
  type ConversationAssigneeFilter,
  type ConversationCounts,
  type ConversationEvent,
  type ConversationNote,
  type ConversationNoteInput,
  type ConversationStatusFilter,
  type ConversationStatusInput,
  fillPath,
  type InboxMembers,
  type LabelInput,
  type LabelRef,
  type Mentions,
  type QuickReply,
  type QuickReplyInput,
  type StartConversationInput,
} from '@siar/shared';
import { api } from '../../api/client.ts';

export type Page<T> = { results: T[]; next_cursor: string | null };
/** A page of the thread with the assignment lines and private notes of its span. */
export type ThreadPage = Page<ChatMessage> & { events: ConversationEvent[]; notes: ConversationNote[] };

export type ConversationFilter = {
  channelId: string | null;
  search: string;
  unanswered: boolean;
  /** One status, or every conversation; the open ones when absent. */
  status?: ConversationStatusFilter;
  /** Everyone's the caller may see, the caller's own, or nobody's; everyone's when absent. */
  assignee?: ConversationAssigneeFilter;
  /** Only the conversations that carry this label. */
  labelId?: string | null;
};

const conversationPath = (name: 'conversation' | 'messages' | 'read', id: string) =>
  fillPath(CHATS_PATHS[name], { conversation_id: id });

export function fetchChatDevices(): Promise<{ results: ChatDevice[] }> {
  return api.get(CHATS_PATHS.devices);
}

export function fetchChannels(): Promise<{ results: ChatChannel[] }> {
  return api.get(CHATS_PATHS.channels);
}

export function createChannel(input: ChannelInput): Promise<ChatChannel> {
  return api.post(CHATS_PATHS.channels, input);
}

export function updateChannel(channelId: string, input: ChannelInput): Promise<ChatChannel> {
  return api.put(fillPath(CHATS_PATHS.channel, { channel_id: channelId }), input);
}

export function deleteChannel(channelId: string): Promise<{ detail: string }> {
  return api.delete(fillPath(CHATS_PATHS.channel, { channel_id: channelId }));
}

export function reorderChannels(channelIds: string[]): Promise<{ results: ChatChannel[] }> {
  return api.put(CHATS_PATHS.channelsOrder, { channel_ids: channelIds });
}

export function fetchQuickReplies(): Promise<{ results: QuickReply[] }> {
  return api.get(CHATS_PATHS.quickReplies);
}

export function saveQuickReply(id: string | null, input: QuickReplyInput): Promise<QuickReply> {
  return id
    ? api.put(fillPath(CHATS_PATHS.quickReply, { quick_reply_id: id }), input)
    : api.post(CHATS_PATHS.quickReplies, input);
}

export function deleteQuickReply(id: string): Promise<{ detail: string }> {
  return api.delete(fillPath(CHATS_PATHS.quickReply, { quick_reply_id: id }));
}

export function fetchConversations(
  filter: ConversationFilter,
  cursor: string | null,
): Promise<Page<Conversation>> {
  return api.get(CHATS_PATHS.conversations, {
    query: {
      channel_id: filter.channelId ?? undefined,
      search: filter.search.trim() || undefined,
      unanswered: filter.unanswered ? 'true' : undefined,
      status: filter.status,
      assignee: filter.assignee === 'all' ? undefined : filter.assignee,
      label_id: filter.labelId ?? undefined,
      cursor: cursor ?? undefined,
    },
  });
}

/** How many conversations are in each status: the channel's, or every device's. */
export function fetchConversationCounts(channelId: string | null): Promise<ConversationCounts> {
  return api.get(CHATS_PATHS.conversationCounts, { query: { channel_id: channelId ?? undefined } });
}

export function changeConversationStatus(id: string, body: ConversationStatusInput): Promise<Conversation> {
  return api.post(fillPath(CHATS_PATHS.status, { conversation_id: id }), body);
}

/** Assigns the conversation to a member, or to nobody (null). */
export function assignConversation(id: string, userId: string | null): Promise<Conversation> {
  return api.post(fillPath(CHATS_PATHS.assignee, { conversation_id: id }), { user_id: userId });
}

/** The account's members to assign to, with who is online. */
export function fetchInboxMembers(): Promise<InboxMembers> {
  return api.get(CHATS_PATHS.members);
}

export function fetchConversation(id: string): Promise<Conversation> {
  return api.get(conversationPath('conversation', id));
}

export function fetchThread(id: string, cursor: string | null): Promise<ThreadPage> {
  return api.get(conversationPath('messages', id), { query: { cursor: cursor ?? undefined } });
}

export function sendMessage(id: string, body: { text?: string; media_id?: string }): Promise<ChatMessage> {
  return api.post(conversationPath('messages', id), body);
}

export function retryMessage(conversationId: string, messageId: string): Promise<ChatMessage> {
  return api.post(fillPath(CHATS_PATHS.retry, { conversation_id: conversationId, message_id: messageId }));
}

export function sendTyping(id: string, typing: boolean): Promise<{ detail: string }> {
  return api.post(fillPath(CHATS_PATHS.typing, { conversation_id: id }), { typing });
}

export function markRead(id: string): Promise<{ detail: string }> {
  return api.post(conversationPath('read', id));
}

export function fetchContact(contactId: string): Promise<Contact> {
  return api.get(fillPath(CONTACTS_PATHS.contact, { contact_id: contactId }));
}

export function writeAsSandboxContact(body: {
  device_id: string;
  from_phone: string;
  text?: string;
  media_id?: string;
}): Promise<{ detail: string }> {
  return api.post(CHATS_PATHS.sandboxMessage, body);
}

export function fetchLabels(): Promise<{ results: LabelRef[] }> {
  return api.get(CHATS_PATHS.labels);
}

export function saveLabel(id: string | null, input: LabelInput): Promise<LabelRef> {
  return id
    ? api.put(fillPath(CHATS_PATHS.label, { label_id: id }), input)
    : api.post(CHATS_PATHS.labels, input);
}

export function deleteLabel(id: string): Promise<{ detail: string }> {
  return api.delete(fillPath(CHATS_PATHS.label, { label_id: id }));
}

/** Puts the label on the conversation (on) or takes it off. */
export function labelConversation(
  conversationId: string,
  labelId: string,
  on: boolean,
): Promise<Conversation> {
  return on
    ? api.post(fillPath(CHATS_PATHS.conversationLabels, { conversation_id: conversationId }), {
        label_id: labelId,
      })
    : api.delete(
        fillPath(CHATS_PATHS.conversationLabel, { conversation_id: conversationId, label_id: labelId }),
      );
}

/** Puts the label on the contact (on) or takes it off. */
export function labelContact(contactId: string, labelId: string, on: boolean): Promise<Contact> {
  return on
    ? api.post(fillPath(CONTACTS_PATHS.contactLabels, { contact_id: contactId }), { label_id: labelId })
    : api.delete(fillPath(CONTACTS_PATHS.contactLabel, { contact_id: contactId, label_id: labelId }));
}

export function addNote(conversationId: string, input: ConversationNoteInput): Promise<ConversationNote> {
  return api.post(fillPath(CHATS_PATHS.notes, { conversation_id: conversationId }), input);
}

export function fetchMentions(): Promise<Mentions> {
  return api.get(CHATS_PATHS.mentions);
}

/** Marks the caller's mentions read: those of a conversation, or all. */
export function readMentions(body: { conversation_id?: string }): Promise<{ detail: string }> {
  return api.post(CHATS_PATHS.mentionsRead, body);
}

/** Starts a conversation (or writes in the one there is) with a contact or a number. */
export function startConversation(body: StartConversationInput): Promise<Conversation> {
  return api.post(CHATS_PATHS.conversations, body);
}

/** The contacts a name or number matches, to start a conversation with (the first ten). */
export function searchContacts(search: string): Promise<{ results: Contact[] }> {
  return api.get(CONTACTS_PATHS.contacts, { query: { search: search || undefined, page_size: 10 } });
}
