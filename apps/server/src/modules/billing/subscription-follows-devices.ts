import { SUBSCRIPTION_STATUS as S, type SubscriptionStatus } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { transition } from '../../db/transitions.ts';
import { countConnectedAndPaired } from '../devices/index.ts';
import { isSubscribed } from './subscription-view.ts';
import { findLatestSubscription } from './subscriptions.repo.ts';

/**
 * DESIGN.md's meanings: a subscription in force is 1 while a device is connected, 3 when a number
 * was paired but none is connected now, 2 while no number was ever paired. Called whenever a
 * device connects, drops, is logged out or deleted.
 */
export async function syncSubscriptionWithDevices(db: Database, accountId: string): Promise<void> {
  const subscription = await findLatestSubscription(db, accountId);
  if (!subscription || !isSubscribed(subscription)) return;
  const { connected, paired } = await countConnectedAndPaired(db, accountId);
  const wanted: SubscriptionStatus =
    connected > 0 ? S.active : paired > 0 ? S.deviceDisconnected : S.awaitingDevice;
  if (wanted === subscription.status) return;
  await transition(
    db,
    'subscription',
    { id: subscription.id, scope: { accountId } },
    [subscription.status],
    wanted,
    undefined,
    { reason: 'devices changed' },
  );
}
