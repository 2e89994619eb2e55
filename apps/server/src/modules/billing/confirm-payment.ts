import { type BillingCycle, PAYMENT_STATUS as P, type PlanId } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/sessions.service.ts';
import {
  findPaymentById,
  linkPaymentToSubscription,
  type PaymentRow,
  staffTransitionPayment,
} from './payments.repo.ts';
import { planActivation } from './periods.ts';
import { syncSubscriptionWithDevices } from './subscription-follows-devices.ts';
import {
  endSubscription,
  findLiveSubscription,
  insertSubscription,
  lockAccount,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.repo.ts';

const notFound = () => AppError.notFound('payment_not_found');

async function refuseUnlessAwaiting(db: Database, paymentId: string): Promise<never> {
  if (!(await findPaymentById(db, paymentId))) throw notFound();
  throw AppError.badRequest('payment_not_awaiting');
}

/**
 * Staff confirm a payment the customer said is paid (2 → 3) and the subscription starts or extends,
 * all in one transaction with its audit row. The status change is a conditional UPDATE, so of two
 * confirmations at the same instant one wins and the other answers 400: the plan activates once.
 */
export async function confirmPayment(
  db: Database,
  staff: Pick<AuthUser, 'id' | 'username'>,
  paymentId: string,
  now = new Date(),
): Promise<{ payment: PaymentRow; subscription: SubscriptionRow }> {
  return db.transaction(async (tx) => {
    const before = await findPaymentById(tx, paymentId);
    if (!before) throw notFound();
    const confirmed = await staffTransitionPayment(tx, paymentId, {
      from: [P.awaitingConfirmation],
      to: P.completed,
      patch: { resolvedAt: now, resolvedBy: staff.id },
      note: { by: { staff: staff.id }, reason: 'confirmed' },
    });
    if (!confirmed) return refuseUnlessAwaiting(tx, paymentId);

    const accountId = confirmed.accountId;
    await lockAccount(tx, accountId);
    const live = await findLiveSubscription(tx, accountId);
    const paid = { planId: confirmed.planId as PlanId, billingCycle: confirmed.billingCycle as BillingCycle };
    const activation = planActivation(live, paid, now);
    let subscription: SubscriptionRow;
    if (activation.kind === 'create') {
      if (live && activation.endLive)
        await endSubscription(tx, live, { by: { staff: staff.id }, reason: 'replaced by a paid plan' });
      subscription = await insertSubscription(tx, { ...activation.values, accountId });
    } else {
      subscription = (await updateSubscription(tx, accountId, activation.id, activation.patch))!;
    }
    // A number may be connected already (paired during the trial): the status says so at once.
    await syncSubscriptionWithDevices(tx, accountId);
    subscription = (await findLiveSubscription(tx, accountId)) ?? subscription;
    const payment = await linkPaymentToSubscription(tx, accountId, paymentId, subscription.id);
    await recordAudit(tx, {
      actor: staff,
      action: 'payment.confirm',
      targetType: 'payment',
      targetId: paymentId,
      accountId,
      before: { payment: before, subscription: live ?? null },
      after: { payment, subscription },
    });
    return { payment, subscription };
  });
}

/** Staff reject a payment they could not match to a transfer (2 → 6), with an optional reason. */
export async function rejectPayment(
  db: Database,
  staff: Pick<AuthUser, 'id' | 'username'>,
  paymentId: string,
  reason: string | null,
  now = new Date(),
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const before = await findPaymentById(tx, paymentId);
    if (!before) throw notFound();
    const rejected = await staffTransitionPayment(tx, paymentId, {
      from: [P.awaitingConfirmation],
      to: P.rejected,
      patch: { resolvedAt: now, resolvedBy: staff.id, note: reason },
      note: { by: { staff: staff.id }, reason: 'rejected' },
    });
    if (!rejected) return refuseUnlessAwaiting(tx, paymentId);
    await recordAudit(tx, {
      actor: staff,
      action: 'payment.reject',
      targetType: 'payment',
      targetId: paymentId,
      accountId: rejected.accountId,
      before: { payment: before },
      after: { payment: rejected },
    });
    return rejected;
  });
}
