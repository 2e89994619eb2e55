import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A tenant: the business that owns users, devices, contacts and a subscription. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  industry: text('industry'),
  /** ISO 3166-1 alpha-2. */
  country: text('country'),
  /** IANA time zone, e.g. Asia/Jakarta. */
  timezone: text('timezone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
