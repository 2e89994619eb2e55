import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * Every status move of a payment, subscription, device, warmup, campaign, contact import or webhook
 * delivery (db/transitions.ts writes it in the statement that moves the row): which row, from and
 * to what, why, and who moved it: a customer's user, a staff user, or the system (`by_user_id`
 * null). Statuses are text, numbers included. The outbox records its own (wa_outbox_transitions).
 */
export const statusMoves = pgTable(
  'status_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    rowId: uuid('row_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    byKind: text('by_kind').$type<'user' | 'staff' | 'system'>().notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('status_moves_row_idx').on(t.entity, t.rowId, t.id),
    index('status_moves_account_idx').on(t.accountId),
    index('status_moves_by_user_idx').on(t.byUserId),
    check('status_moves_by_kind_check', sql`${t.byKind} in ('user', 'staff', 'system')`),
  ],
);
