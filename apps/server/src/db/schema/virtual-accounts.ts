import { bigserial, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Each account's own virtual account number: the configured prefix followed by `seq`, 11 digits. */
export const virtualAccounts = pgTable('virtual_accounts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  seq: bigserial('seq', { mode: 'number' }).notNull().unique('virtual_accounts_seq_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
