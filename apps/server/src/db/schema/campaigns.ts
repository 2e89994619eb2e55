import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  type CampaignStatusReason,
  type DeviceRemovalReason,
} from '@siar/shared';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { contactGroups } from './contacts.ts';
import { mediaFiles } from './media.ts';
import { statusCheck } from './status-check.ts';
import { contentTemplates } from './templates.ts';
import { waDevices } from './wa-devices.ts';

/**
 * A broadcast: a template sent to the contacts of some groups through some devices, paced per
 * device. Its recipients are `wa_outbox` rows (purpose `campaign`, one per contact).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    templateId: uuid('template_id').references(() => contentTemplates.id, { onDelete: 'set null' }),
    /** What was sent: the template's text and attachment as they were at the start. */
    messageText: text('message_text'),
    mediaId: uuid('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    /** Why the product paused or ended it. */
    statusReason: text('status_reason').$type<CampaignStatusReason>(),
    /** Send at this time (null: when started). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Seconds between two messages of one device: a random value between these bounds. */
    minDelaySeconds: integer('min_delay_seconds').notNull().default(20),
    maxDelaySeconds: integer('max_delay_seconds').notNull().default(60),
    /** Show "typing…" before each message. */
    typing: boolean('typing').notNull().default(true),
    /** Messages per device per day (in the account's time zone), null for no cap. */
    dailyCapPerDevice: integer('daily_cap_per_device'),
    /** Sending window, `HH:MM` in the account's time zone; both null for any time. */
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    /** Skip recipients whose last check found them not on WhatsApp, without sending. */
    skipNotOnWhatsapp: boolean('skip_not_on_whatsapp').notNull().default(false),
    /** Send only while the account's business hours are open (besides the window). */
    withinBusinessHours: boolean('within_business_hours').notNull().default(false),
    totalRecipients: integer('total_recipients').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_account_idx').on(t.accountId, t.createdAt, t.id),
    index('campaigns_status_idx').on(t.status, t.scheduledAt),
    statusCheck('campaigns_status_check', t.status, CAMPAIGN_STATUSES),
  ],
);

export const campaignGroups = pgTable(
  'campaign_groups',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.groupId] })],
);

/**
 * A device in a campaign's rotation, with its pacing: the earliest it may send the campaign's
 * next message, and how many it sent on `day`. `removed_reason` takes it out (ban-risk signals).
 */
export const campaignDevices = pgTable(
  'campaign_devices',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account-local date (YYYY-MM-DD) `sent_on_day` counts. */
    day: text('day'),
    sentOnDay: integer('sent_on_day').notNull().default(0),
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    removedReason: text('removed_reason').$type<DeviceRemovalReason>(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.deviceId] }),
    index('campaign_devices_device_idx').on(t.deviceId),
  ],
);
