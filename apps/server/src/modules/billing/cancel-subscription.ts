import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { formatDate, isSubscribed } from './subscription-view.ts';
import { findLatestSubscription, type SubscriptionRow, updateSubscription } from './subscriptions.repo.ts';

/**
 * The customer cancels: nothing is refunded or cut short; the subscription stays in force until the
 * period ends and then ends (status 4). Cancelling twice is harmless; paying again withdraws it.
 */
export async function cancelSubscription(
  db: Database,
  accountId: string,
  now = new Date(),
): Promise<{ detail: string; subscription: SubscriptionRow }> {
  const row = await findLatestSubscription(db, accountId);
  if (!row || !isSubscribed(row, now)) throw AppError.badRequest('no_subscription_to_cancel');
  const updated = row.cancelAtPeriodEnd
    ? row
    : ((await updateSubscription(db, accountId, row.id, { cancelAtPeriodEnd: true })) ?? row);
  return {
    detail: `Your subscription is cancelled. It stays active until ${formatDate(updated.currentPeriodEnd)}.`,
    subscription: updated,
  };
}
