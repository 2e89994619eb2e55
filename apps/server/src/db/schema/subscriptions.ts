import { SUBSCRIPTION_STATUS, type SubscriptionStatus } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { statusCheck } from './status-check.ts';

/**
 * An account's plan over a period. Status 1 active, 2 awaiting device, 3 device disconnected,
 * 4 ended; 1-3 count as subscribed until `current_period_end`. One live (status 1-3) row per account.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    status: integer('status').$type<SubscriptionStatus>().notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Cancelled by the customer: stays subscribed until the period ends, then ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan change waits for the next cycle. */
    nextPlanId: text('next_plan_id'),
    nextBillingCycle: text('next_billing_cycle'),
    /** When the next plan takes over (the end of the period paid for at the old plan). */
    nextPlanStartsAt: timestamp('next_plan_starts_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The account's latest subscription, read on every customer request.
    // Covers an account's subscriptions newest first with their ids (staff searches: index only).
    index('subscriptions_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('subscriptions_created_at_id_idx').on(t.createdAt, t.id),
    index('subscriptions_status_period_end_idx').on(t.status, t.currentPeriodEnd),
    statusCheck('subscriptions_status_check', t.status, Object.values(SUBSCRIPTION_STATUS)),
    uniqueIndex('subscriptions_one_live_per_account').on(t.accountId).where(sql`${t.status} in (1, 2, 3)`),
  ],
);
