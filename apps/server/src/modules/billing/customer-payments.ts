import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { paymentStatusDisplay } from './payment-view.ts';
import {
  expireOverduePayments,
  findAccountPayment,
  findOpenPayment,
  type PaymentRow,
  transitionPayment,
} from './payments.repo.ts';

const paymentNotFound = () => AppError.notFound('Payment not found.');

/** A payment past its deadline is expired as soon as anyone looks, whether or not the timer ran yet. */
async function expiredIfOverdue(db: Database, row: PaymentRow, now: Date): Promise<PaymentRow> {
  if (row.status !== 1 || row.expiresAt > now) return row;
  const [expired] = await expireOverduePayments(db, now, row.id);
  return expired ?? (await findAccountPayment(db, row.accountId, row.id)) ?? row;
}

/** The account's open payment (created or awaiting confirmation), or nothing. */
export async function pendingPayment(db: Database, accountId: string, now = new Date()) {
  const open = await findOpenPayment(db, accountId);
  if (!open) return undefined;
  const current = await expiredIfOverdue(db, open, now);
  return current.status === 1 || current.status === 2 ? current : undefined;
}

/** One of the account's payments in whatever status: what the payment page polls. */
export async function paymentStatus(db: Database, accountId: string, paymentId: string, now = new Date()) {
  const row = await findAccountPayment(db, accountId, paymentId);
  if (!row) throw paymentNotFound();
  return expiredIfOverdue(db, row, now);
}

function describe(row: PaymentRow): string {
  return paymentStatusDisplay(row.status).toLowerCase();
}

/** "I have paid": 1 → 2. Saying it twice is harmless; an expired or closed payment refuses. */
export async function markPaid(
  db: Database,
  accountId: string,
  paymentId: string,
  now = new Date(),
): Promise<PaymentRow> {
  const row = await paymentStatus(db, accountId, paymentId, now);
  if (row.status === 2) return row;
  if (row.status === 5) throw AppError.badRequest('This payment has expired. Please create a new one.');
  if (row.status !== 1) {
    throw AppError.badRequest(`This payment is ${describe(row)} and can no longer be marked as paid.`);
  }
  const updated = await transitionPayment(db, {
    accountId,
    paymentId,
    from: [1],
    patch: { status: 2, markedPaidAt: now },
  });
  return updated ?? markPaid(db, accountId, paymentId, now);
}

/**
 * The customer withdraws a payment they have not paid: 1 → 4. Once they said it is paid (2) only
 * staff can close it, so a transfer that was made is never dropped unseen.
 */
export async function cancelPayment(
  db: Database,
  accountId: string,
  paymentId: string,
  now = new Date(),
): Promise<PaymentRow> {
  const row = await paymentStatus(db, accountId, paymentId, now);
  if (row.status === 4) return row;
  if (row.status === 2) {
    throw AppError.badRequest(
      'This payment is awaiting confirmation by our team and can no longer be cancelled. Contact support if you did not pay.',
    );
  }
  if (row.status !== 1) throw AppError.badRequest(`This payment is already ${describe(row)}.`);
  const updated = await transitionPayment(db, {
    accountId,
    paymentId,
    from: [1],
    patch: { status: 4, resolvedAt: now },
  });
  return updated ?? cancelPayment(db, accountId, paymentId, now);
}
