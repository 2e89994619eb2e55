import { PAYMENT_STATUS, type PaymentStatus } from '@siar/shared';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, virtualAccounts } from '../../db/schema/index.ts';
import { type MoveNote, transition, transitionAll } from '../../db/transitions.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<Omit<NewPayment, 'id' | 'accountId' | 'createdAt'>>;

export const OPEN_STATUSES: PaymentStatus[] = [PAYMENT_STATUS.created, PAYMENT_STATUS.awaitingConfirmation];

/** The account's open payment (created, or awaiting confirmation), if any. */
export async function findOpenPayment(db: Database, accountId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), inArray(payments.status, OPEN_STATUSES)))
    .limit(1);
  return row;
}

export async function findAccountPayment(
  db: Database,
  accountId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)))
    .limit(1);
  return row;
}

/** Staff look a payment up by id alone. */
export async function findPaymentById(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

export async function latestAccountPayment(db: Database, accountId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Unique codes held by open payments right now. */
export async function openUniqueCodes(db: Database): Promise<number[]> {
  const rows = await db
    .select({ code: payments.uniqueCode })
    .from(payments)
    .where(inArray(payments.status, OPEN_STATUSES));
  return rows.map((r) => r.code);
}

export async function insertPayment(db: Database, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

type Move = { from: readonly PaymentStatus[]; to: PaymentStatus; patch?: PaymentPatch; note?: MoveNote };

/** The account's own payment moves on (db/transitions.ts); undefined when it was not in `from`. */
export function transitionPayment(db: Database, accountId: string, paymentId: string, move: Move) {
  const target = { id: paymentId, scope: { accountId } };
  return transition(db, 'payment', target, move.from, move.to, move.patch, move.note);
}

/** Staff move any account's payment on. */
export function staffTransitionPayment(db: Database, paymentId: string, move: Move) {
  const target = { id: paymentId, scope: 'staff' as const };
  return transition(db, 'payment', target, move.from, move.to, move.patch, move.note);
}

/** Links a confirmed payment to the subscription it started or extended. */
export async function linkPaymentToSubscription(
  db: Database,
  accountId: string,
  paymentId: string,
  subscriptionId: string,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ subscriptionId, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)))
    .returning();
  return row!;
}

/** Payments still awaiting the transfer past their deadline expire (status 5; only 1 may, says the table). */
export async function expireOverduePayments(
  db: Database,
  now: Date,
  paymentId?: string,
): Promise<PaymentRow[]> {
  const where = and(lte(payments.expiresAt, now), paymentId ? eq(payments.id, paymentId) : undefined);
  return transitionAll(db, 'payment', where, PAYMENT_STATUS.expired, {
    patch: { resolvedAt: now, updatedAt: now },
    note: { reason: 'deadline passed' },
  });
}

/** The account's own virtual account sequence number, allocated on first use. */
export async function virtualAccountSeq(db: Database, accountId: string): Promise<number> {
  const find = () =>
    db
      .select({ seq: virtualAccounts.seq })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.accountId, accountId));
  const [existing] = await find();
  if (existing) return existing.seq;
  await db.insert(virtualAccounts).values({ accountId }).onConflictDoNothing();
  const [row] = await find();
  return row!.seq;
}
