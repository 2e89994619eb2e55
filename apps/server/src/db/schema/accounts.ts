import type { RampStep } from '@siar/shared';
import { type AnyPgColumn, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A tenant: the business that owns users, devices, contacts and a subscription. Its owner is the
 * user who signed it up, kept here so staff lists join it directly and search it through an index.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    industry: text('industry'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** IANA time zone, e.g. Asia/Jakarta. */
    timezone: text('timezone'),
    ownerUserId: uuid('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner hid the dashboard's first-run checklist; null while it shows. */
    gettingStartedDismissedAt: timestamp('getting_started_dismissed_at', { withTimezone: true }),
    /** The account's new-chat ramp (steps of day and cap); null: DEFAULT_RAMP_SCHEDULE. */
    newChatRamp: jsonb('new_chat_ramp').$type<RampStep[]>(),
  },
  (t) => [
    index('accounts_owner_user_id_idx').on(t.ownerUserId),
    index('accounts_created_at_idx').on(t.createdAt, t.id),
    // Staff search by any part of the name (ILIKE '%term%'); pg_trgm makes that an index lookup.
    index('accounts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
