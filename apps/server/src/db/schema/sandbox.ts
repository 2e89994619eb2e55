import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mediaFiles } from './media.ts';
import { waDevices } from './wa-devices.ts';

/**
 * The sandbox engine's pairing offers: the token its QR links to (or the code typed on the
 * sandbox phone page), and, once a "phone" scanned it, the made-up number it paired as. The
 * session that made the offer picks the scan up, in whichever gateway it runs.
 */
export const sandboxPairings = pgTable('sandbox_pairings', {
  deviceId: uuid('device_id')
    .primaryKey()
    .references(() => waDevices.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  /** The 8-character code when pairing by phone number. */
  code: text('code').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  scannedPhone: text('scanned_phone'),
  scannedAt: timestamp('scanned_at', { withTimezone: true }),
});

/**
 * Messages between sandbox numbers (a warmup's devices talking): the sender writes the row, the
 * gateway running the recipient's device delivers it as an incoming message.
 */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromPhone: text('from_phone').notNull(),
    toPhone: text('to_phone').notNull(),
    waMessageId: text('wa_message_id').notNull(),
    text: text('text'),
    /** A file the simulated contact sends (the chats page's test tube), from its account's uploads. */
    mediaId: uuid('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_messages_to_phone_idx').on(t.toPhone, t.deliveredAt)],
);

/**
 * Every message the sandbox's simulated recipients received, one row per arrival (never
 * deduplicated): what the crash test reads to prove nobody got a message twice, and what the
 * sandbox answers when a gateway asks whether an interrupted send went out.
 */
export const sandboxReceived = pgTable(
  'sandbox_received',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromPhone: text('from_phone').notNull(),
    toPhone: text('to_phone').notNull(),
    waMessageId: text('wa_message_id').notNull(),
    text: text('text'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_received_message_idx').on(t.waMessageId)],
);

/**
 * What WhatsApp holds against a sandbox number (per number, as WhatsApp keeps it, so it outlives
 * a re-pairing): its reach-out lock, its cap on new chats in a cycle, and since when its
 * recipients block it at a rising rate. Set by the faults a sandbox device acts out.
 */
export const sandboxNumberLimits = pgTable('sandbox_number_limits', {
  phoneNumber: text('phone_number').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  capTotal: integer('cap_total'),
  capUsed: integer('cap_used').notNull().default(0),
  capEndsAt: timestamp('cap_ends_at', { withTimezone: true }),
  /** Recipients block it more the more new chats it opens from here. */
  blockingSince: timestamp('blocking_since', { withTimezone: true }),
  newChatsSinceBlocking: integer('new_chats_since_blocking').notNull().default(0),
});
