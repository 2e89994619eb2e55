import type { BillingCycle, PlanId } from '@siar/shared';
import type { NewSubscription, SubscriptionPatch, SubscriptionRow } from './subscriptions.repo.ts';

/** One month or one year later, the same time of day; the 31st becomes the month's last day. */
export function addCycle(from: Date, cycle: BillingCycle): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  if (cycle === 'yearly') result.setUTCFullYear(result.getUTCFullYear() + 1);
  else result.setUTCMonth(result.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface PaidPlan {
  planId: PlanId;
  billingCycle: BillingCycle;
}

export type Activation =
  | { kind: 'create'; endLive?: string; values: Omit<NewSubscription, 'accountId'> }
  | { kind: 'update'; id: string; patch: SubscriptionPatch };

/**
 * What a confirmed payment does to the account's subscription:
 * - none in force (none, ended, or its period over): a new paid subscription from now;
 * - a trial: it becomes the paid plan from now, and the paid cycle starts when the trial would have
 *   ended, so the trial days the customer was given are kept;
 * - paid, the same plan and cycle: the period is extended by one cycle;
 * - paid, another plan or cycle: the period is extended by the new cycle, and the new plan takes
 *   over when the period already paid for ends (the latest plan bought wins).
 * Paying again also withdraws a cancellation.
 */
export function planActivation(live: SubscriptionRow | undefined, paid: PaidPlan, now: Date): Activation {
  if (!live || live.currentPeriodEnd <= now) {
    return {
      kind: 'create',
      endLive: live?.id,
      values: {
        planId: paid.planId,
        billingCycle: paid.billingCycle,
        status: live?.status ?? 2,
        isTrial: false,
        currentPeriodStart: now,
        currentPeriodEnd: addCycle(now, paid.billingCycle),
      },
    };
  }
  if (live.isTrial) {
    return {
      kind: 'update',
      id: live.id,
      patch: {
        planId: paid.planId,
        billingCycle: paid.billingCycle,
        isTrial: false,
        currentPeriodStart: now,
        currentPeriodEnd: addCycle(live.currentPeriodEnd, paid.billingCycle),
        cancelAtPeriodEnd: false,
        nextPlanId: null,
        nextBillingCycle: null,
        nextPlanStartsAt: null,
      },
    };
  }
  const currentEnd = live.currentPeriodEnd;
  const upcomingPlan = live.nextPlanId ?? live.planId;
  const upcomingCycle = live.nextBillingCycle ?? live.billingCycle;
  if (upcomingPlan === paid.planId && upcomingCycle === paid.billingCycle) {
    return {
      kind: 'update',
      id: live.id,
      patch: { currentPeriodEnd: addCycle(currentEnd, paid.billingCycle), cancelAtPeriodEnd: false },
    };
  }
  return {
    kind: 'update',
    id: live.id,
    patch: {
      currentPeriodEnd: addCycle(currentEnd, paid.billingCycle),
      cancelAtPeriodEnd: false,
      nextPlanId: paid.planId,
      nextBillingCycle: paid.billingCycle,
      nextPlanStartsAt: live.nextPlanStartsAt ?? currentEnd,
    },
  };
}
