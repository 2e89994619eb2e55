import {
  CONVERSATION_STATUSES,
  type ConversationStatus,
  type MessageDirection,
  type MessageKindName,
} from '@siar/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { statusCheck } from './status-check.ts';
import { users } from './users.ts';
import { waDevices } from './wa-devices.ts';

/** An inbox over one or more of the account's devices, with a name, a colour and a place in the order. */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
    /** A contact's new or reopened conversation goes to the next member online, in turn. */
    autoAssign: boolean('auto_assign').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_channels_account_idx').on(t.accountId, t.position)],
);

export const chatChannelDevices = pgTable(
  'chat_channel_devices',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.deviceId] }),
    index('chat_channel_devices_device_idx').on(t.deviceId),
    index('chat_channel_devices_account_idx').on(t.accountId),
  ],
);

/** A saved answer, typed as `/shortcut` in the composer; its text takes template variables. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quick_replies_account_shortcut_key').on(t.accountId, t.shortcut)],
);

/**
 * One device's conversation with one number, kept up to date as messages are stored or sent, so
 * the inbox reads a row per conversation instead of scanning `messages` (millions of rows).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    /** E.164. */
    peerPhone: text('peer_phone').notNull(),
    /** The name the contact's WhatsApp gave last (shown when the number is not a saved contact). */
    pushName: text('push_name'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastMessageText: text('last_message_text'),
    lastMessageKind: text('last_message_kind').$type<MessageKindName>().notNull(),
    lastDirection: text('last_direction').$type<MessageDirection>().notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    /** The contact wrote last and nobody answered yet. */
    unanswered: boolean('unanswered').notNull().default(false),
    /** The first message still waiting for an answer (response times count from it). */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    /** The team inbox's status (CONVERSATION_MOVES); a contact's message sets it back to open. */
    status: text('status').$type<ConversationStatus>().notNull().default('open'),
    /** Snoozed until then (the wake-up job opens it); null: until the contact writes. */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** When it was resolved, while it is. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The team member it is assigned to; null: nobody. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the contact first wrote to this number: a message to it opens no new chat (the ramp). */
    contactWroteAt: timestamp('contact_wrote_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Mine" and "unassigned", by status, latest first.
    index('conversations_assignee_status_last_idx').on(t.assigneeId, t.status, t.lastMessageAt, t.id),
    index('conversations_unassigned_status_last_idx')
      .on(t.accountId, t.status, t.lastMessageAt, t.id)
      .where(sql`${t.assigneeId} is null`),
    uniqueIndex('conversations_device_peer_key').on(t.deviceId, t.peerPhone),
    statusCheck('conversations_status_check', t.status, CONVERSATION_STATUSES),
    // The inbox filtered by status, latest first (and the counts per status).
    index('conversations_account_status_last_idx').on(t.accountId, t.status, t.lastMessageAt, t.id),
    // The wake-up job reads only the snoozed conversations with a time.
    index('conversations_snoozed_until_idx')
      .on(t.snoozedUntil)
      .where(sql`${t.status} = 'snoozed' and ${t.snoozedUntil} is not null`),
    index('conversations_device_last_idx').on(t.deviceId, t.lastMessageAt, t.id),
    index('conversations_account_last_idx').on(t.accountId, t.lastMessageAt, t.id),
    index('conversations_account_unanswered_idx')
      .on(t.accountId, t.awaitingSince)
      .where(sql`${t.unanswered}`),
    // A channel's unread count reads only the unread conversations of its devices.
    index('conversations_device_unread_idx').on(t.deviceId).where(sql`${t.unreadCount} > 0`),
    // Search by any part of the WhatsApp name or the number (ILIKE '%term%') through pg_trgm.
    index('conversations_push_name_trgm_idx').using('gin', t.pushName.op('gin_trgm_ops')),
    index('conversations_peer_phone_trgm_idx').using('gin', t.peerPhone.op('gin_trgm_ops')),
  ],
);

/** How long each answer took: from the first unanswered message to the reply (the dashboard's figure). */
export const chatResponseTimes = pgTable(
  'chat_response_times',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_response_times_account_idx').on(t.accountId, t.respondedAt)],
);

/** Who assigned a conversation to whom, for the thread's event lines and the audit. */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'assigned'>().notNull(),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null: left to nobody. */
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null: auto assignment. */
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_events_conversation_idx').on(t.conversationId, t.at)],
);
