import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

// A user's role is not stored: the account's owner is `accounts.owner_user_id` (set at sign-up),
// every other user of the account is a team member (agent). One truth, nothing to keep in step.

/** An account's security settings; no row means the defaults (numbers visible to agents). */
export const accountSettings = pgTable('account_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Agents see customers' numbers masked, and the server never sends them the full number. */
  hidePhoneNumbers: boolean('hide_phone_numbers').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
