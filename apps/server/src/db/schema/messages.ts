import type { MessageDirection, MessageKindName } from '@siar/shared';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations } from './chats.ts';
import { contacts } from './contacts.ts';
import { mediaFiles } from './media.ts';
import { waDevices } from './wa-devices.ts';
import { waOutbox } from './wa-outbox.ts';

/**
 * Every message a device received or sent from the phone: stored once by its WhatsApp id,
 * whatever replays it (Baileys' `append` after a reconnect). The chats page reads it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** E.164 when known. */
    peerPhone: text('peer_phone'),
    peerLid: text('peer_lid'),
    direction: text('direction').$type<MessageDirection>().notNull(),
    /** Null for a chat message sent from the panel: its outbox row fixes the id when it is claimed. */
    waMessageId: text('wa_message_id'),
    /** The conversation it belongs to (chats), when the peer's number is known. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** A chat message sent from the panel: its ticks are its outbox row's state. */
    outboxId: uuid('outbox_id').references(() => waOutbox.id, { onDelete: 'set null' }),
    /** A chat message's attachment, kept while the message is. */
    mediaId: uuid('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    kind: text('kind').$type<MessageKindName>().notNull(),
    text: text('text'),
    mediaMimetype: text('media_mimetype'),
    mediaFileName: text('media_file_name'),
    mediaSize: integer('media_size'),
    pushName: text('push_name'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_device_wa_id_key').on(t.deviceId, t.waMessageId),
    index('messages_account_sent_idx').on(t.accountId, t.sentAt),
    index('messages_contact_idx').on(t.contactId, t.sentAt),
    index('messages_conversation_idx').on(t.conversationId, t.sentAt, t.id),
    index('messages_outbox_idx').on(t.outboxId),
  ],
);
