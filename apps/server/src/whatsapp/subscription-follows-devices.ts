import { SUBSCRIPTION_STATUS as S, type SubscriptionStatus } from '@siar/shared';
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { waDevices } from '../db/schema/index.ts';
import { transition } from '../db/transitions.ts';
import { isSubscribed } from '../modules/billing/subscription-view.ts';
import { findLatestSubscription } from '../modules/billing/subscriptions.repo.ts';

/**
 * DESIGN.md's meanings: a subscription in force is 1 while a device is connected, 3 when a number
 * was paired but none is connected now, 2 while no number was ever paired. Called whenever a
 * device connects, drops, is logged out or deleted.
 */
export async function syncSubscriptionWithDevices(db: Database, accountId: string): Promise<void> {
  const subscription = await findLatestSubscription(db, accountId);
  if (!subscription || !isSubscribed(subscription)) return;
  const [connected] = await db
    .select({ n: count() })
    .from(waDevices)
    .where(and(eq(waDevices.accountId, accountId), eq(waDevices.state, 'connected')));
  const [paired] = await db
    .select({ n: count() })
    .from(waDevices)
    .where(
      and(
        eq(waDevices.accountId, accountId),
        or(isNotNull(waDevices.phoneNumber), isNotNull(waDevices.connectedAt)),
      ),
    );
  const wanted: SubscriptionStatus =
    (connected?.n ?? 0) > 0 ? S.active : (paired?.n ?? 0) > 0 ? S.deviceDisconnected : S.awaitingDevice;
  if (wanted === subscription.status) return;
  await transition(
    db,
    'subscription',
    { id: subscription.id, scope: { accountId } },
    [subscription.status],
    wanted,
  );
}
