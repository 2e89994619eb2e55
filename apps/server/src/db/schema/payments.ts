import { PAYMENT_STATUS, type PaymentStatus } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { coupons } from './coupons.ts';
import { statusCheck } from './status-check.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/**
 * A customer's payment for a plan. Status 1 created (counting down to `expires_at`), 2 awaiting
 * confirmation, 3 completed, 4 cancelled, 5 expired, 6 rejected. Amounts are whole rupiah:
 * total_due = net_due - discount + unique_code. Statuses 1 and 2 are "open": one per account, and
 * their unique codes differ, so staff can tell transfers apart by amount.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    method: text('method').notNull(),
    netDue: integer('net_due').notNull(),
    discount: integer('discount').notNull().default(0),
    uniqueCode: integer('unique_code').notNull(),
    totalDue: integer('total_due').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** What the customer was told to pay to (bank, VA number, QRIS payload, crypto address), as of creation. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    status: integer('status').$type<PaymentStatus>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    markedPaidAt: timestamp('marked_paid_at', { withTimezone: true }),
    /** When it reached 3, 4, 5 or 6, and which staff user confirmed or rejected it. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's reason for a rejection. */
    note: text('note'),
    /** The subscription a confirmation started or extended. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Covers an account's payments newest first with their ids: staff searches read only the index.
    index('payments_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    // Staff lists page newest first; the id breaks ties so that the order is total.
    index('payments_created_at_id_idx').on(t.createdAt, t.id),
    // Staff search a transfer by its amount or its unique code.
    index('payments_total_due_idx').on(t.totalDue),
    index('payments_unique_code_idx').on(t.uniqueCode),
    index('payments_status_expires_at_idx').on(t.status, t.expiresAt),
    index('payments_coupon_id_idx').on(t.couponId),
    // The operator dashboard's revenue: confirmed payments by when, with their amounts (index only).
    index('payments_confirmed_resolved_idx').on(t.resolvedAt, t.totalDue).where(sql`${t.status} = 3`),
    uniqueIndex('payments_one_open_per_account').on(t.accountId).where(sql`${t.status} in (1, 2)`),
    statusCheck('payments_status_check', t.status, Object.values(PAYMENT_STATUS)),
    uniqueIndex('payments_open_unique_code').on(t.uniqueCode).where(sql`${t.status} in (1, 2)`),
  ],
);
