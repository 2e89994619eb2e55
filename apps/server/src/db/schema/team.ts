import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

// A user's role is not stored: the account's owner is `accounts.owner_user_id` (set at sign-up),
// every other user of the account is a team member (agent). One truth, nothing to keep in step.

/** An account's security settings; no row means the defaults (numbers visible to agents). */
export const accountSettings = pgTable('account_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Agents see customers' numbers masked, and the server never sends them the full number. */
  hidePhoneNumbers: boolean('hide_phone_numbers').notNull().default(false),
  /** Agents see every conversation; by default only their own and the unassigned ones. */
  agentsSeeAllConversations: boolean('agents_see_all_conversations').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's share of the inbox: how many open conversations they take at most, and their turn. */
export const memberInbox = pgTable('member_inbox', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Auto assignment passes them by at this many open conversations; null: no limit. */
  openLimit: integer('open_limit'),
  /** When auto assignment last gave them one: the one given longest ago has the next turn. */
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
});

/**
 * The members' open tabs, per process: a process writes its own rows as sockets open and close and
 * renews them while they stay, so a process that died stops counting once its rows are stale.
 */
export const memberPresence = pgTable(
  'member_presence',
  {
    processId: text('process_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tabs: integer('tabs').notNull(),
    /** Of them, tabs hidden or idle for a while. */
    awayTabs: integer('away_tabs').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.processId, t.userId] }),
    index('member_presence_account_idx').on(t.accountId),
  ],
);
