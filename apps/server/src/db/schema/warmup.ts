import { WARMUP_STATUS, type WarmupStatus, type WarmupStopCondition } from '@siar/shared';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { statusCheck } from './status-check.ts';
import { waDevices } from './wa-devices.ts';

/**
 * An account's warmup: its settings (seconds, as the spec stores them) and its run. Status 1 idle,
 * 2 running, 3 finished (the stop condition was met), 4 stopped by the user.
 */
export const warmups = pgTable(
  'warmups',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    intervalStartsAt: integer('interval_starts_at').notNull(),
    intervalEndsAt: integer('interval_ends_at').notNull(),
    breakAfterTotalMsgs: integer('break_after_total_msgs').notNull(),
    minBreakDuration: integer('min_break_duration').notNull(),
    maxBreakDuration: integer('max_break_duration').notNull(),
    stopCondition: integer('stop_condition').$type<WarmupStopCondition>().notNull(),
    stopAt: timestamp('stop_at', { withTimezone: true }),
    stopAfterTotalMsgs: integer('stop_after_total_msgs'),
    status: integer('status').$type<WarmupStatus>().notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Messages queued in this run, and since the last break. */
    messagesSent: integer('messages_sent').notNull().default(0),
    messagesSinceBreak: integer('messages_since_break').notNull().default(0),
    /** When the next message is due (after a break, the break's end). */
    nextMessageAt: timestamp('next_message_at', { withTimezone: true }),
    /** Where the current conversation is: its index in the corpus and the line to say next. */
    conversation: integer('conversation').notNull().default(0),
    conversationLine: integer('conversation_line').notNull().default(0),
    /** The two devices holding the current conversation. */
    speakerA: uuid('speaker_a'),
    speakerB: uuid('speaker_b'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [statusCheck('warmups_status_check', t.status, Object.values(WARMUP_STATUS))],
);

/** The devices that take part in an account's warmup, with what each sent. */
export const warmupDevices = pgTable(
  'warmup_devices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    messagesSent: integer('messages_sent').notNull().default(0),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.deviceId] })],
);
