import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A tenant: the business that owns users, devices, contacts and a subscription. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
