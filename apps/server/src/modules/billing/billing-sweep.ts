import type { Database } from '../../db/client.ts';
import { expireOverduePayments } from './payments.repo.ts';
import { applyDueNextPlans, endLapsedSubscriptions } from './subscriptions.repo.ts';

export interface SweepResult {
  expiredPayments: number;
  startedNextPlans: number;
  endedSubscriptions: number;
}

/**
 * Brings billing up to date with the clock: overdue payments expire, plans bought for the next cycle
 * take over, and subscriptions whose period is over end (status 4). Every step is a conditional
 * UPDATE, so running it twice, or in two processes at once, changes nothing more.
 */
export async function runBillingSweep(db: Database, now = new Date()): Promise<SweepResult> {
  const expired = await expireOverduePayments(db, now);
  const startedNextPlans = await applyDueNextPlans(db, now);
  const endedSubscriptions = await endLapsedSubscriptions(db, now);
  return { expiredPayments: expired.length, startedNextPlans, endedSubscriptions };
}
