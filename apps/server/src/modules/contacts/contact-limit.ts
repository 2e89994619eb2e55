import type { ErrorRef } from '@siar/shared';
import { lockUntilCommit } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findLatestSubscription } from '../billing/index.ts';
import { planLimit, planLimitProblem } from '../billing/plan-limits.ts';
import { currentPlan, isSubscribed } from '../billing/subscription-view.ts';
import { countContacts } from './contacts.repo.ts';

// The plan's contact limit holds for every way in (the form, imports, later the API): each takes
// this account's contacts lock in its transaction, then counts, so two at once cannot both take
// the last places. The lock is the same key whoever adds.

/** Serializes additions of contacts to one account until the transaction ends. */
export async function lockAccountContacts(tx: Database, accountId: string): Promise<void> {
  await lockUntilCommit(tx, `contacts:${accountId}`);
}

export interface ContactRoom {
  /** How many more contacts fit; null is unlimited. */
  room: number | null;
  /** Why one more would not fit, for the 403 (when room is 0). */
  problem(adding: number): ErrorRef | null;
}

/** What the plan still allows, counted inside the caller's locked transaction. */
export async function contactRoom(tx: Database, accountId: string): Promise<ContactRoom> {
  const subscription = await findLatestSubscription(tx, accountId);
  if (!subscription || !isSubscribed(subscription)) throw AppError.forbidden('subscription_inactive');
  const { plan } = currentPlan(subscription);
  const limit = plan ? planLimit(plan, 'contacts') : null;
  if (!plan || limit === null) return { room: null, problem: () => null };
  const current = await countContacts(tx, accountId);
  return {
    room: Math.max(0, limit - current),
    problem: (adding) => planLimitProblem(plan, 'contacts', current, adding),
  };
}

/** Refuses (403, naming the plan's limit) when `adding` more contacts would not fit. */
export async function assertContactRoom(tx: Database, accountId: string, adding = 1): Promise<void> {
  const problem = (await contactRoom(tx, accountId)).problem(adding);
  if (problem) throw AppError.forbidden(problem.code, problem.params);
}
