import { PAYMENT_STATUS as P } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import type { MovedBy } from '../../db/transitions.ts';
import { AppError } from '../../http/errors.ts';
import {
  expireOverduePayments,
  findAccountPayment,
  findOpenPayment,
  type PaymentRow,
  transitionPayment,
} from './payments.repo.ts';

const paymentNotFound = () => AppError.notFound('payment_not_found');

/** A payment past its deadline is expired as soon as anyone looks, whether or not the timer ran yet. */
async function expiredIfOverdue(db: Database, row: PaymentRow, now: Date): Promise<PaymentRow> {
  if (row.status !== P.created || row.expiresAt > now) return row;
  const [expired] = await expireOverduePayments(db, now, row.id);
  return expired ?? (await findAccountPayment(db, row.accountId, row.id)) ?? row;
}

/** The account's open payment (created or awaiting confirmation), or nothing. */
export async function pendingPayment(db: Database, accountId: string, now = new Date()) {
  const open = await findOpenPayment(db, accountId);
  if (!open) return undefined;
  const current = await expiredIfOverdue(db, open, now);
  return current.status === P.created || current.status === P.awaitingConfirmation ? current : undefined;
}

/** One of the account's payments in whatever status: what the payment page polls. */
export async function paymentStatus(db: Database, accountId: string, paymentId: string, now = new Date()) {
  const row = await findAccountPayment(db, accountId, paymentId);
  if (!row) throw paymentNotFound();
  return expiredIfOverdue(db, row, now);
}

/** "I have paid": 1 → 2. Saying it twice is harmless; an expired or closed payment refuses. */
export async function markPaid(
  db: Database,
  accountId: string,
  paymentId: string,
  now = new Date(),
  by: MovedBy = 'system',
): Promise<PaymentRow> {
  const row = await paymentStatus(db, accountId, paymentId, now);
  if (row.status === P.awaitingConfirmation) return row;
  if (row.status === P.expired) throw AppError.badRequest('payment_expired');
  if (row.status !== P.created) {
    throw AppError.badRequest('payment_closed');
  }
  const updated = await transitionPayment(db, accountId, paymentId, {
    from: [P.created],
    to: P.awaitingConfirmation,
    patch: { markedPaidAt: now },
    note: { by, reason: 'marked paid' },
  });
  return updated ?? markPaid(db, accountId, paymentId, now, by);
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
  by: MovedBy = 'system',
): Promise<PaymentRow> {
  const row = await paymentStatus(db, accountId, paymentId, now);
  if (row.status === P.cancelled) return row;
  if (row.status === P.awaitingConfirmation) {
    throw AppError.badRequest('payment_awaiting_cannot_cancel');
  }
  if (row.status !== P.created) throw AppError.badRequest('payment_closed');
  const updated = await transitionPayment(db, accountId, paymentId, {
    from: [P.created],
    to: P.cancelled,
    patch: { resolvedAt: now },
    note: { by, reason: 'cancelled by the customer' },
  });
  return updated ?? cancelPayment(db, accountId, paymentId, now, by);
}
