import type { ErrorRef, Plan } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { currentPlan, isSubscribed } from './subscription-view.ts';
import { findLatestSubscription } from './subscriptions.repo.ts';

export type LimitedResource = 'devices' | 'contacts';

const CODES = {
  devices: { reached: 'device_limit_reached', room: 'device_limit_room' },
  contacts: { reached: 'contact_limit_reached', room: 'contact_limit_room' },
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** The plan's cap for a resource; null is unlimited. */
export function planLimit(plan: Plan, resource: LimitedResource): number | null {
  return resource === 'devices' ? plan.maxDevices : plan.maxContacts;
}

/** Why adding `adding` to `currentCount` would break the plan's limit, or null when it fits. */
export function planLimitProblem(
  plan: Plan,
  resource: LimitedResource,
  currentCount: number,
  adding = 1,
): ErrorRef | null {
  const limit = planLimit(plan, resource);
  if (limit === null || currentCount + adding <= limit) return null;
  const room = Math.max(0, limit - currentCount);
  const params = { plan: plan.name, limit: count(limit), current: count(currentCount) };
  return room === 0
    ? { code: CODES[resource].reached, params }
    : { code: CODES[resource].room, params: { ...params, room: count(room) } };
}
/**
 * Refuses (403, with a message saying the plan's limit) to take an account past its plan: call it
 * with what the account has now and how many it is adding. No subscription in force answers the
 * same 403 as the customer-panel guard.
 */
export async function assertWithinPlanLimit(
  db: Database,
  accountId: string,
  resource: LimitedResource,
  currentCount: number,
  adding = 1,
): Promise<void> {
  const row = await findLatestSubscription(db, accountId);
  if (!row || !isSubscribed(row)) throw AppError.forbidden('subscription_inactive');
  const { plan } = currentPlan(row);
  if (!plan) return;
  const problem = planLimitProblem(plan, resource, currentCount, adding);
  if (problem) throw AppError.forbidden(problem.code, problem.params);
}
