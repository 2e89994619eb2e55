import {
  type BillingCycle,
  isSubscribedStatus,
  PLANS,
  type Plan,
  SUBSCRIPTION_STATUS_DISPLAY,
  type SubscriptionInfo,
  type SubscriptionStatus,
} from '@siar/shared';
import type { SubscriptionRow } from './subscriptions.repo.ts';

/** Subscribed: status 1-3 and the period not over (the trial included). */
export function isSubscribed(
  row: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd'> | null | undefined,
  now = new Date(),
): boolean {
  return !!row && isSubscribedStatus(row.status) && row.currentPeriodEnd > now;
}

/** The plan in force now: a plan bought for the next cycle counts from its start, sweep or not. */
export function currentPlan(
  row: SubscriptionRow,
  now = new Date(),
): { plan: Plan | undefined; cycle: string } {
  const switched = !!row.nextPlanId && !!row.nextPlanStartsAt && row.nextPlanStartsAt <= now;
  const planId = switched ? row.nextPlanId! : row.planId;
  return {
    plan: PLANS.find((p) => p.id === planId),
    cycle: switched ? row.nextBillingCycle! : row.billingCycle,
  };
}

export function planDisplay(planId: string, isTrial = false): string {
  const plan = PLANS.find((p) => p.id === planId);
  return `${plan?.name ?? planId}${isTrial ? ' (trial)' : ''}`;
}

export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }).format(date);
}

export function toSubscriptionInfo(row: SubscriptionRow, now = new Date()): SubscriptionInfo {
  const { plan, cycle } = currentPlan(row, now);
  const pendingNext = row.nextPlanId && row.nextPlanStartsAt && row.nextPlanStartsAt > now;
  return {
    subscription_id: row.id,
    plan_id: plan?.id ?? row.planId,
    plan_display: planDisplay(plan?.id ?? row.planId, row.isTrial),
    billing_cycle: cycle as BillingCycle,
    status: row.status,
    status_display: SUBSCRIPTION_STATUS_DISPLAY[row.status as SubscriptionStatus] ?? String(row.status),
    is_trial: row.isTrial,
    start_date: row.currentPeriodStart.toISOString(),
    end_date: row.currentPeriodEnd.toISOString(),
    end_date_display: formatDate(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    is_subscribed: isSubscribed(row, now),
    next_plan_id: pendingNext ? row.nextPlanId : null,
    next_billing_cycle: pendingNext ? row.nextBillingCycle : null,
    next_plan_starts_at: pendingNext ? row.nextPlanStartsAt!.toISOString() : null,
  };
}
