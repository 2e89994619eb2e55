import { OUTBOX_STATES, type OutboxPurpose, type OutboxState } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { campaigns } from './campaigns.ts';
import { contacts } from './contacts.ts';
import { mediaFiles } from './media.ts';
import { statusCheck } from './status-check.ts';
import { waDevices } from './wa-devices.ts';

/**
 * The sending invariant (DESIGN.md): a device's one sender claims due rows with `FOR UPDATE SKIP
 * LOCKED`, fixes `wa_message_id` before the network call, and records every move in
 * `wa_outbox_transitions`. A row left in `sending` by a crash is never sent again blindly: the
 * engine is asked whether its id went out; when it cannot tell, the row fails with that reason
 * unless a receipt for its id proves it went.
 *
 * A campaign's recipients are rows here too, one per contact (unique), written when it starts
 * with no device: a device of the campaign's rotation takes the next one when its pacing allows.
 */
export const waOutbox = pgTable(
  'wa_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * Null for a campaign recipient no device has taken yet. Deleting a device keeps its
     * campaign rows (a recipient's record outlives the number that sent to it).
     */
    deviceId: uuid('device_id').references(() => waDevices.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<OutboxPurpose>().notNull(),
    /** The warmup run, campaign recipient or chat message the row sends for. */
    refId: uuid('ref_id'),
    /** E.164. */
    toPhone: text('to_phone').notNull(),
    text: text('text'),
    mediaId: uuid('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** A campaign's sending order. */
    seq: integer('seq'),
    typingMs: integer('typing_ms').notNull().default(0),
    state: text('state').$type<OutboxState>().notNull().default('queued'),
    /** Why it failed, in words a customer can act on. */
    failureReason: text('failure_reason'),
    /** Fixed when claimed, before the engine is called. */
    waMessageId: text('wa_message_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('wa_outbox_device_due_idx').on(t.deviceId, t.state, t.dueAt),
    index('wa_outbox_ref_id_idx').on(t.refId),
    uniqueIndex('wa_outbox_device_message_id_key').on(t.deviceId, t.waMessageId),
    uniqueIndex('wa_outbox_campaign_contact_key')
      .on(t.campaignId, t.contactId)
      .where(sql`${t.campaignId} is not null`),
    index('wa_outbox_campaign_state_idx').on(t.campaignId, t.state, t.seq),
    // The operator dashboard: messages sent per day, and the backlog waiting to be sent.
    index('wa_outbox_sent_at_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
    index('wa_outbox_pending_due_idx').on(t.dueAt).where(sql`${t.state} in ('queued', 'sending')`),
    statusCheck('wa_outbox_state_check', t.state, OUTBOX_STATES),
  ],
);

/** Every move of an outbox row, in order: what happened to a message, and when. */
export const waOutboxTransitions = pgTable(
  'wa_outbox_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => waOutbox.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<OutboxState>(),
    toState: text('to_state').$type<OutboxState>().notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wa_outbox_transitions_outbox_id_idx').on(t.outboxId, t.id)],
);
