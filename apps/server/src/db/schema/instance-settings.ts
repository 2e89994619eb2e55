import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Values this installation generates once and keeps, such as its secret when none is configured. */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
