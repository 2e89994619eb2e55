import {
  OCCURRENCE_STATES,
  type OccurrenceState,
  RECURRING_STATUSES,
  type RecurringStatus,
} from '@siar/shared';
import {
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
import { campaigns } from './campaigns.ts';
import { contactGroups } from './contacts.ts';
import { statusCheck } from './status-check.ts';
import { contentTemplates } from './templates.ts';
import { waDevices } from './wa-devices.ts';

/**
 * A recurring broadcast: a template to groups through devices on an RFC 5545 RRULE, read in
 * `time_zone` from `starts_at`, with a campaign's pacing, window and caps. Each occurrence becomes
 * an ordinary campaign when it is due.
 */
export const recurringBroadcasts = pgTable(
  'recurring_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    templateId: uuid('template_id').references(() => contentTemplates.id, { onDelete: 'set null' }),
    status: text('status').$type<RecurringStatus>().notNull().default('active'),
    /** The RRULE's own line (`FREQ=WEEKLY;BYDAY=MO;COUNT=10`), without DTSTART. */
    rrule: text('rrule').notNull(),
    /** DTSTART: the first occurrence, whose wall-clock time in `time_zone` every occurrence keeps. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    minDelaySeconds: integer('min_delay_seconds').notNull().default(20),
    maxDelaySeconds: integer('max_delay_seconds').notNull().default(60),
    typing: boolean('typing').notNull().default(true),
    dailyCapPerDevice: integer('daily_cap_per_device'),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    skipNotOnWhatsapp: boolean('skip_not_on_whatsapp').notNull().default(false),
    withinBusinessHours: boolean('within_business_hours').notNull().default(false),
    /** Occurrences up to this time have been started, skipped or marked missed. */
    handledUntil: timestamp('handled_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recurring_broadcasts_account_idx').on(t.accountId, t.createdAt),
    index('recurring_broadcasts_status_idx').on(t.status),
    statusCheck('recurring_broadcasts_status_check', t.status, RECURRING_STATUSES),
  ],
);

export const recurringBroadcastGroups = pgTable(
  'recurring_broadcast_groups',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => recurringBroadcasts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.groupId] })],
);

export const recurringBroadcastDevices = pgTable(
  'recurring_broadcast_devices',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => recurringBroadcasts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.deviceId] })],
);

/**
 * What became of one occurrence (the rule's instant, `occurs_at`): moved to `run_at`, skipped,
 * started as its campaign, or missed. Unique per series and instant, so it starts once whichever
 * process sees it due.
 */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => recurringBroadcasts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    occursAt: timestamp('occurs_at', { withTimezone: true }).notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    state: text('state').$type<OccurrenceState>().notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recurring_occurrences_series_instant_key').on(t.seriesId, t.occursAt),
    index('recurring_occurrences_due_idx').on(t.state, t.runAt),
    index('recurring_occurrences_campaign_idx').on(t.campaignId),
    statusCheck('recurring_occurrences_state_check', t.state, OCCURRENCE_STATES),
  ],
);
