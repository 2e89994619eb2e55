import type {
  ChannelColor,
  ChatChannel,
  ChatMessage,
  ChatMessageStatus,
  Conversation,
  ConversationEvent,
  ConversationNote,
  ConversationStatus,
  LabelRef,
  MessageDirection,
  MessageKindName,
  OutboxPurpose,
  OutboxState,
  QuickReply,
} from '@siar/shared';
import { NUMBERS_VISIBLE, type PhonePrivacy } from '../team/phone-privacy.ts';
import type { EventRow } from './conversation-assignment.repo.ts';
import type { NoteRow } from './conversation-notes.repo.ts';

export interface ConversationRow {
  id: string;
  device_id: string;
  device_name: string;
  peer_phone: string;
  contact_name: string | null;
  contact_id: string | null;
  push_name: string | null;
  last_message_text: string | null;
  last_message_kind: MessageKindName;
  last_direction: MessageDirection;
  last_message_at: Date | string;
  unread_count: number;
  unanswered: boolean;
  status: ConversationStatus;
  snoozed_until: Date | string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  /** JSON from the list's query (labelsColumn); a string where the driver leaves JSON as text. */
  labels: LabelRef[] | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** A JSON column, which a driver may leave as text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The one place a chat answer gets a phone number: as the caller may see it (team privacy). */
export function toConversation(row: ConversationRow, privacy: PhonePrivacy = NUMBERS_VISIBLE): Conversation {
  return {
    conversation_id: row.id,
    device_id: row.device_id,
    device_name: row.device_name,
    phone: privacy.show(row.peer_phone),
    name: row.contact_name || row.push_name || null,
    contact_id: row.contact_id,
    last_message_text: row.last_message_text,
    last_message_kind: row.last_message_kind,
    last_direction: row.last_direction,
    last_message_at: iso(row.last_message_at),
    unread_count: row.unread_count,
    unanswered: row.unanswered,
    status: row.status,
    snoozed_until: row.snoozed_until === null ? null : iso(row.snoozed_until),
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name || '' } : null,
    labels: parsed(row.labels),
  };
}

export interface MessageRow {
  id: string;
  direction: MessageDirection;
  kind: MessageKindName;
  text: string | null;
  media_id: string | null;
  media_mimetype: string | null;
  media_file_name: string | null;
  media_size: number | null;
  sent_at: Date | string;
  outbox_state: OutboxState | null;
  failure_reason: string | null;
  outbox_purpose: OutboxPurpose | null;
  campaign_id: string | null;
  campaign_name: string | null;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const status: ChatMessageStatus = row.direction === 'in' ? 'received' : (row.outbox_state ?? 'sent');
  const hasMedia = row.kind !== 'text' && row.kind !== 'other';
  return {
    message_id: row.id,
    direction: row.direction,
    kind: row.kind,
    text: row.text,
    media: hasMedia
      ? {
          media_id: row.media_id,
          mimetype: row.media_mimetype,
          file_name: row.media_file_name,
          size: row.media_size,
        }
      : null,
    sent_at: iso(row.sent_at),
    status,
    failure_reason: status === 'failed' || status === 'skipped' ? row.failure_reason : null,
    origin: row.outbox_purpose
      ? { purpose: row.outbox_purpose, campaign_id: row.campaign_id, campaign_name: row.campaign_name }
      : null,
  };
}

export function toChannel(row: {
  id: string;
  name: string;
  color: string;
  position: number;
  auto_assign: boolean;
  device_ids: string[] | null;
  unread_conversations: number;
}): ChatChannel {
  return {
    channel_id: row.id,
    name: row.name,
    color: row.color as ChannelColor,
    position: row.position,
    auto_assign: row.auto_assign,
    device_ids: row.device_ids ?? [],
    unread_conversations: row.unread_conversations,
  };
}

export function toQuickReply(row: { id: string; shortcut: string; text: string }): QuickReply {
  return { quick_reply_id: row.id, shortcut: row.shortcut, text: row.text };
}

export function toConversationEvent(row: EventRow): ConversationEvent {
  const member = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
  return {
    id: Number(row.id),
    kind: row.kind,
    from: member(row.from_id, row.from_name),
    to: member(row.to_id, row.to_name),
    by: member(row.by_id, row.by_name),
    at: row.at,
  };
}

export function toNote(row: NoteRow): ConversationNote {
  return {
    note_id: row.id,
    author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
    text: row.text,
    mentions: parsed(row.mentions),
    created_at: row.created_at,
  };
}
