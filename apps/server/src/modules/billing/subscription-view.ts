import {
  isSubscribedStatus,
  PLANS,
  SUBSCRIPTION_STATUS_DISPLAY,
  type SubscriptionStatus,
} from '@siar/shared';
import { z } from 'zod';
import type { SubscriptionRow } from './subscriptions.repo.ts';

export const subscriptionInfo = z.object({
  subscription_id: z.string(),
  plan_id: z.string(),
  plan_display: z.string(),
  billing_cycle: z.string(),
  status: z.number().int(),
  status_display: z.string(),
  is_trial: z.boolean(),
  end_date: z.string(),
  end_date_display: z.string(),
  cancel_at_period_end: z.boolean(),
  is_subscribed: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfo>;

/** Subscribed: status 1-3 and the period not over (the trial included). */
export function isSubscribed(row: SubscriptionRow | undefined, now = new Date()): boolean {
  return !!row && isSubscribedStatus(row.status) && row.currentPeriodEnd > now;
}

export function toSubscriptionInfo(row: SubscriptionRow, now = new Date()): SubscriptionInfo {
  const plan = PLANS.find((p) => p.id === row.planId);
  return {
    subscription_id: row.id,
    plan_id: row.planId,
    plan_display: `${plan?.name ?? row.planId}${row.isTrial ? ' (trial)' : ''}`,
    billing_cycle: row.billingCycle,
    status: row.status,
    status_display: SUBSCRIPTION_STATUS_DISPLAY[row.status as SubscriptionStatus] ?? String(row.status),
    is_trial: row.isTrial,
    end_date: row.currentPeriodEnd.toISOString(),
    end_date_display: new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeZone: 'Asia/Jakarta',
    }).format(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    is_subscribed: isSubscribed(row, now),
  };
}
