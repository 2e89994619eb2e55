import {
  NUMBER_CHECK_STATUSES,
  type NumberCheckResult,
  type NumberCheckSource,
  type NumberCheckStatus,
} from '@siar/shared';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { contacts } from './contacts.ts';
import { statusCheck } from './status-check.ts';
import { users } from './users.ts';
import { waDevices } from './wa-devices.ts';

/**
 * A paced check of numbers on WhatsApp (for contacts, a group, an import or the REST API), with
 * its progress. Its numbers are its items; each answer is also kept on the contact.
 */
export const numberChecks = pgTable(
  'number_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: text('source').$type<NumberCheckSource>().notNull(),
    /** The group or import it checks. */
    sourceId: uuid('source_id'),
    status: text('status').$type<NumberCheckStatus>().notNull().default('queued'),
    total: integer('total').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    onWhatsapp: integer('on_whatsapp').notNull().default(0),
    notOnWhatsapp: integer('not_on_whatsapp').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('number_checks_account_idx').on(t.accountId, t.createdAt),
    index('number_checks_status_idx').on(t.status),
    statusCheck('number_checks_status_check', t.status, NUMBER_CHECK_STATUSES),
  ],
);

/** One number of a check, in order; its result once a device asked WhatsApp. */
export const numberCheckItems = pgTable(
  'number_check_items',
  {
    checkId: uuid('check_id')
      .notNull()
      .references(() => numberChecks.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    result: text('result').$type<NumberCheckResult>(),
    /** The device that asked: its checks in the last hour are capped. */
    deviceId: uuid('device_id').references(() => waDevices.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.checkId, t.seq] }),
    index('number_check_items_device_idx').on(t.deviceId, t.checkedAt),
  ],
);
