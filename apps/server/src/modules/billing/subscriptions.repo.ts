import { SUBSCRIPTION_STATUS as S, type SubscriptionStatus } from '@siar/shared';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, subscriptions } from '../../db/schema/index.ts';
import { type MoveNote, type Scope, transition, transitionAll } from '../../db/transitions.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionPatch = Partial<Omit<NewSubscription, 'id' | 'accountId' | 'createdAt'>>;

const LIVE: SubscriptionStatus[] = [S.active, S.awaitingDevice, S.deviceDisconnected];

/** The account's most recent subscription (the live one when there is one). */
export async function findLatestSubscription(
  db: Database,
  accountId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/**
 * Serializes changes to one account's subscription: call inside a transaction before reading the
 * live subscription to change it. Answers whether the account exists.
 */
export async function lockAccount(tx: Database, accountId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return rows.length > 0;
}

/** The account's live (status 1-3) subscription, whether or not its period is over. */
export async function findLiveSubscription(
  db: Database,
  accountId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.status, LIVE)))
    .limit(1);
  return row;
}

export async function findSubscriptionById(db: Database, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

export async function insertSubscription(db: Database, row: NewSubscription): Promise<SubscriptionRow> {
  const [inserted] = await db.insert(subscriptions).values(row).returning();
  return inserted!;
}

/** Changes anything but the status (moveSubscription moves it). */
export async function updateSubscription(
  db: Database,
  accountId: string,
  id: string,
  patch: Omit<SubscriptionPatch, 'status'>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.accountId, accountId)))
    .returning();
  return row;
}

export async function deleteEndedSubscription(db: Database, accountId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.status, S.ended),
      ),
    )
    .returning({ id: subscriptions.id });
  return removed.length > 0;
}

/** A plan bought for the next cycle takes over once its start has come. */
export async function applyDueNextPlans(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({
      planId: sql`${subscriptions.nextPlanId}`,
      billingCycle: sql`${subscriptions.nextBillingCycle}`,
      currentPeriodStart: sql`${subscriptions.nextPlanStartsAt}`,
      nextPlanId: null,
      nextBillingCycle: null,
      nextPlanStartsAt: null,
      updatedAt: now,
    })
    .where(
      and(
        inArray(subscriptions.status, LIVE),
        isNotNull(subscriptions.nextPlanId),
        lte(subscriptions.nextPlanStartsAt, now),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** Live subscriptions whose period is over (cancelled, trial ended, not renewed) end: status 4. */
export async function endLapsedSubscriptions(db: Database, now: Date): Promise<number> {
  const rows = await transitionAll(db, 'subscription', lte(subscriptions.currentPeriodEnd, now), S.ended, {
    patch: { updatedAt: now },
    note: { reason: 'period over' },
  });
  return rows.length;
}

/**
 * Moves the subscription to `to` (db/transitions.ts: refused before any SQL when the table does
 * not allow it) from the status it was read in, with the rest of `patch`. Undefined when it was
 * no longer in that status, or is not the scope's.
 */
export function moveSubscription(
  db: Database,
  target: { id: string; scope: Scope },
  move: { from: SubscriptionStatus; to: SubscriptionStatus; patch?: SubscriptionPatch; note?: MoveNote },
): Promise<SubscriptionRow | undefined> {
  return transition(db, 'subscription', target, [move.from], move.to, move.patch, move.note);
}

/** The account's live subscription ends (a new one replaces it). */
export function endSubscription(db: Database, live: SubscriptionRow, note: MoveNote) {
  const target = { id: live.id, scope: { accountId: live.accountId } };
  return moveSubscription(db, target, { from: live.status, to: S.ended, note });
}
