import {
  type addSubscriptionSchema,
  canMove,
  type editSubscriptionSchema,
  SUBSCRIPTION_MOVES,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_STATUS_DISPLAY,
  type SubscriptionStatus,
} from '@siar/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/sessions.service.ts';
import {
  deleteEndedSubscription,
  endSubscription,
  findLiveSubscription,
  findSubscriptionById,
  insertSubscription,
  lockAccount,
  moveSubscription,
  type SubscriptionPatch,
  type SubscriptionRow,
  updateSubscription,
} from '../billing/index.ts';
import { addCycle } from '../billing/periods.ts';

type Staff = Pick<AuthUser, 'id' | 'username'>;
const notFound = () => AppError.notFound('subscription_not_found');

/**
 * Staff grant a plan by hand. An account has one live subscription: one still in force must be
 * edited instead (409); one whose period is over is ended first.
 */
export async function addSubscription(
  db: Database,
  staff: Staff,
  input: z.output<typeof addSubscriptionSchema>,
  now = new Date(),
): Promise<SubscriptionRow> {
  const end = input.end_date ?? addCycle(now, input.billing_cycle);
  if (end <= now) throw AppError.fields({ end_date: 'end_date_in_past' });
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, input.account_id))) throw AppError.notFound('account_not_found');
    const live = await findLiveSubscription(tx, input.account_id);
    if (live && live.currentPeriodEnd > now) {
      throw AppError.conflict('already_subscribed');
    }
    if (live) await endSubscription(tx, live, { by: { staff: staff.id }, reason: 'replaced by staff' });
    const created = await insertSubscription(tx, {
      accountId: input.account_id,
      planId: input.plan_id,
      billingCycle: input.billing_cycle,
      status: input.status,
      isTrial: input.is_trial,
      currentPeriodStart: now,
      currentPeriodEnd: end,
    });
    await recordAudit(tx, {
      actor: staff,
      action: 'subscription.create',
      targetType: 'subscription',
      targetId: created.id,
      accountId: input.account_id,
      before: live ?? null,
      after: created,
    });
    return created;
  });
}

/**
 * A status staff ask for must be a move the subscription's table allows (packages/shared
 * SUBSCRIPTION_MOVES); asking for the status it has already is no move.
 */
function refuseDisallowedMove(from: SubscriptionStatus, to: SubscriptionStatus | undefined) {
  if (to === undefined || to === from || canMove(SUBSCRIPTION_MOVES, from, to)) return;
  const names = { from: SUBSCRIPTION_STATUS_DISPLAY[from], to: SUBSCRIPTION_STATUS_DISPLAY[to] };
  throw AppError.conflict('subscription_move_not_allowed', names);
}

/** Writes the edit: the status through its move (recorded), the rest as a plain update. */
async function writeEdit(tx: Database, staff: Staff, before: SubscriptionRow, patch: SubscriptionPatch) {
  const { status, ...rest } = patch;
  if (status === undefined || status === before.status) {
    return (await updateSubscription(tx, before.accountId, before.id, rest))!;
  }
  const moved = await moveSubscription(
    tx,
    { id: before.id, scope: 'staff' },
    {
      from: before.status,
      to: status,
      patch: rest,
      note: { by: { staff: staff.id }, reason: 'edited by staff' },
    },
  );
  return moved!;
}

/**
 * Staff change plan, cycle, end date, status or the trial flag; an ended subscription stays as it
 * was, and a status the subscription may not move to answers 409.
 */
export async function editSubscription(
  db: Database,
  staff: Staff,
  subscriptionId: string,
  input: z.output<typeof editSubscriptionSchema>,
): Promise<SubscriptionRow> {
  const found = await findSubscriptionById(db, subscriptionId);
  if (!found) throw notFound();
  return db.transaction(async (tx) => {
    await lockAccount(tx, found.accountId);
    const before = await findSubscriptionById(tx, subscriptionId);
    if (!before) throw notFound();
    refuseDisallowedMove(before.status, input.status);
    if (before.status === SUBSCRIPTION_STATUS.ended)
      throw AppError.badRequest('subscription_ended_not_editable');
    // Staff may end a period early, even before it began (a trial ended by hand): the start
    // follows the end back, and the subscription is no longer in force.
    const endsBeforeStart = !!input.end_date && input.end_date < before.currentPeriodStart;
    const after = await writeEdit(tx, staff, before, {
      planId: input.plan_id,
      billingCycle: input.billing_cycle,
      currentPeriodStart: endsBeforeStart ? input.end_date : undefined,
      currentPeriodEnd: input.end_date,
      status: input.status,
      isTrial: input.is_trial,
    });
    await recordAudit(tx, {
      actor: staff,
      action: 'subscription.update',
      targetType: 'subscription',
      targetId: subscriptionId,
      accountId: before.accountId,
      before,
      after,
    });
    return after;
  });
}

/** Removes an ended (status 4) subscription for good; anything else answers 400. */
export async function forceDeleteSubscription(
  db: Database,
  staff: Staff,
  subscriptionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findSubscriptionById(tx, subscriptionId);
    if (!before) throw notFound();
    if (
      before.status !== SUBSCRIPTION_STATUS.ended ||
      !(await deleteEndedSubscription(tx, before.accountId, subscriptionId))
    ) {
      throw AppError.badRequest('only_ended_deletable');
    }
    await recordAudit(tx, {
      actor: staff,
      action: 'subscription.force_delete',
      targetType: 'subscription',
      targetId: subscriptionId,
      accountId: before.accountId,
      before,
      after: null,
    });
  });
}
