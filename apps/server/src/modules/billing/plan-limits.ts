import { BILLING_MESSAGES, type Plan } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { currentPlan, isSubscribed } from './subscription-view.ts';
import { findLatestSubscription } from './subscriptions.repo.ts';

export type LimitedResource = 'devices' | 'contacts';

const NOUNS: Record<LimitedResource, [string, string]> = {
  devices: ['WhatsApp device', 'WhatsApp devices'],
  contacts: ['contact', 'contacts'],
};

const count = (n: number, resource: LimitedResource) =>
  `${n.toLocaleString('en-US')} ${NOUNS[resource][n === 1 ? 0 : 1]}`;

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
): string | null {
  const limit = planLimit(plan, resource);
  if (limit === null || currentCount + adding <= limit) return null;
  const room = Math.max(0, limit - currentCount);
  const head = `Your ${plan.name} plan allows up to ${count(limit, resource)}`;
  const upgrade = 'Upgrade your plan to add more.';
  return room === 0
    ? `${head}, and you have ${count(currentCount, resource)}. ${upgrade}`
    : `${head}. You have ${count(currentCount, resource)}, so you can add ${room.toLocaleString('en-US')} more. ${upgrade}`;
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
  if (!row || !isSubscribed(row)) throw AppError.forbidden(BILLING_MESSAGES.subscriptionInactive);
  const { plan } = currentPlan(row);
  if (!plan) return;
  const problem = planLimitProblem(plan, resource, currentCount, adding);
  if (problem) throw AppError.forbidden(problem);
}
