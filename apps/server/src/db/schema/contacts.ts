import { type ContactSource, IMPORT_STATUSES, type ImportRowError, type ImportStatus } from '@siar/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { bytea } from './bytea.ts';
import { statusCheck } from './status-check.ts';
import { users } from './users.ts';

/**
 * A person an account sends to. One phone number (E.164) is one contact per account. Custom
 * fields are the template variables beyond name and phone. `opted_out_at` set means never sent
 * to again (a STOP reply, or the customer's choice).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    source: text('source').$type<ContactSource>().notNull().default('manual'),
    /** Whether the number is on WhatsApp, as the last check found (null: never checked). */
    onWhatsapp: boolean('on_whatsapp'),
    whatsappCheckedAt: timestamp('whatsapp_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_account_phone_key').on(t.accountId, t.phone),
    index('contacts_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('contacts_account_name_idx').on(t.accountId, t.name, t.id),
    index('contacts_account_on_whatsapp_idx').on(t.accountId, t.onWhatsapp),
    // Search by any part of the name, number or email (ILIKE '%term%') through pg_trgm.
    index('contacts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contacts_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('contacts_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** A named set of an account's contacts; campaigns send to groups. */
export const contactGroups = pgTable(
  'contact_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_groups_account_name_key').on(t.accountId, sql`lower(${t.name})`),
    index('contact_groups_account_created_idx').on(t.accountId, t.createdAt, t.id),
  ],
);

export const contactGroupMembers = pgTable(
  'contact_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.contactId] }),
    index('contact_group_members_contact_idx').on(t.contactId),
  ],
);

/**
 * An uploaded CSV or XLSX file and its import, run as a background job: the file is kept here so
 * any process can run it, and the counts move as it goes (the page's progress bar).
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** `csv` or `xlsx`. */
    format: text('format').notNull(),
    file: bytea('file').notNull(),
    /** Column index (or header) for each field: name, phone, email, custom fields, group. */
    mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull().default({}),
    /** A group every imported contact joins, if chosen. */
    groupId: uuid('group_id').references(() => contactGroups.id, { onDelete: 'set null' }),
    status: text('status').$type<ImportStatus>().notNull().default('pending'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Why the whole import failed (an unreadable file), if it did. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_imports_account_idx').on(t.accountId, t.createdAt),
    statusCheck('contact_imports_status_check', t.status, IMPORT_STATUSES),
  ],
);

/** One refused row of an import: the downloadable error report. */
export const contactImportErrors = pgTable(
  'contact_import_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: uuid('import_id')
      .notNull()
      .references(() => contactImports.id, { onDelete: 'cascade' }),
    /** 1-based row number in the file, the header being row 1. */
    row: integer('row').notNull(),
    value: text('value').notNull().default(''),
    reason: text('reason').$type<ImportRowError>().notNull(),
  },
  (t) => [index('contact_import_errors_import_idx').on(t.importId, t.row)],
);
