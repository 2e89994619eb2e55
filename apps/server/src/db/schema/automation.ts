import {
  AUTO_REPLY_SCOPES,
  AUTO_REPLY_TRIGGERS,
  type AutoReplyOptAction,
  type AutoReplyScope,
  type AutoReplyTrigger,
  type KeywordMatchMode,
  type OpenSpan,
  type WeeklySpans,
} from '@siar/shared';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { chatChannels, conversations, quickReplies } from './chats.ts';
import { contactGroups } from './contacts.ts';
import { labels } from './labels.ts';
import { messages } from './messages.ts';
import { statusCheck } from './status-check.ts';
import { contentTemplates } from './templates.ts';
import { users } from './users.ts';
import { waDevices } from './wa-devices.ts';
import { waOutbox } from './wa-outbox.ts';

/** The account's weekly opening hours, read in its time zone. No row: no hours set (away rules wait). */
export const businessHours = pgTable('business_hours', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  weekly: jsonb('weekly').$type<WeeklySpans>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A dated exception (a holiday): closed all day when it has no spans, else open only in them. */
export const businessHoursExceptions = pgTable(
  'business_hours_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
    spans: jsonb('spans').$type<OpenSpan[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_hours_exceptions_account_date_key').on(t.accountId, t.date)],
);

/** The account's guards on automatic answers (defaults in AUTO_REPLY_LIMITS when no row). */
export const automationSettings = pgTable('automation_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  maxPerConversationHour: integer('max_per_conversation_hour').notNull(),
  humanPauseMinutes: integer('human_pause_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An auto-reply rule: a trigger, an answer (a content template or a quick reply) sent after a
 * short random delay with "typing…", and optional actions. Rules are tried in `position` order.
 */
export const autoReplyRules = pgTable(
  'auto_reply_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    scope: text('scope').$type<AutoReplyScope>().notNull().default('all'),
    /** The channel whose devices a `channel` rule listens on. */
    channelId: uuid('channel_id').references(() => chatChannels.id, { onDelete: 'set null' }),
    trigger: text('trigger').$type<AutoReplyTrigger>().notNull(),
    matchMode: text('match_mode').$type<KeywordMatchMode>(),
    keywords: text('keywords').array().notNull().default([]),
    pattern: text('pattern'),
    /** Welcome and away: at most one answer per contact within this many hours. */
    onceWindowHours: integer('once_window_hours').notNull().default(24),
    templateId: uuid('template_id').references(() => contentTemplates.id, { onDelete: 'set null' }),
    quickReplyId: uuid('quick_reply_id').references(() => quickReplies.id, { onDelete: 'set null' }),
    optAction: text('opt_action').$type<AutoReplyOptAction>(),
    /** The member the conversation is given to when the rule fires (null: left as it is). */
    assignUserId: uuid('assign_user_id').references(() => users.id, { onDelete: 'set null' }),
    minDelaySeconds: integer('min_delay_seconds').notNull().default(2),
    maxDelaySeconds: integer('max_delay_seconds').notNull().default(6),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auto_reply_rules_account_idx').on(t.accountId, t.position),
    statusCheck('auto_reply_rules_trigger_check', t.trigger, AUTO_REPLY_TRIGGERS),
    statusCheck('auto_reply_rules_scope_check', t.scope, AUTO_REPLY_SCOPES),
  ],
);

/** The devices a `devices` rule listens on. */
export const autoReplyRuleDevices = pgTable(
  'auto_reply_rule_devices',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => autoReplyRules.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.deviceId] })],
);

/** The groups a rule adds the contact to. */
export const autoReplyRuleGroups = pgTable(
  'auto_reply_rule_groups',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => autoReplyRules.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.groupId] })],
);

/** The labels a rule puts on the conversation it answers. */
export const autoReplyRuleLabels = pgTable(
  'auto_reply_rule_labels',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => autoReplyRules.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.labelId] })],
);

/**
 * A rule answering one incoming message: one row per message at most (unique), so no message is
 * answered twice whichever process decides. The guards count these rows.
 */
export const autoReplyFirings = pgTable(
  'auto_reply_firings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => autoReplyRules.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** E.164. */
    peerPhone: text('peer_phone').notNull(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    outboxId: uuid('outbox_id').references(() => waOutbox.id, { onDelete: 'set null' }),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auto_reply_firings_message_key').on(t.messageId),
    index('auto_reply_firings_rule_idx').on(t.ruleId, t.firedAt),
    index('auto_reply_firings_rule_peer_idx').on(t.ruleId, t.peerPhone, t.firedAt),
    index('auto_reply_firings_conversation_idx').on(t.deviceId, t.peerPhone, t.firedAt),
  ],
);
