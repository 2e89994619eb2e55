import { type DeviceRemovalReason, PENDING_OUTBOX_STATES } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { transitionAll } from '../db/transitions.ts';
import { emitCampaignFinished } from '../modules/integrations/webhook-events.ts';

// What a campaign row's move does to its campaign: a device's run of failures (ban-risk), the
// campaign's end when no recipient is left to send, its pause when no device is left.

/** Completes the campaign if every recipient has a final state; answers whether it did now. */
export async function completeIfDone(db: Database, campaignId: string): Promise<boolean> {
  // Most calls come while recipients are left: one cheap look, then the locking transaction.
  const [left] = await rawRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from wa_outbox where campaign_id = ${campaignId} and state in ('queued', 'sending')) as any`,
  );
  if (left?.any) return false;
  return db.transaction(async (tx) => {
    const [done] = await transitionAll(
      tx,
      'campaign',
      sql`id = ${campaignId} and not exists (select 1 from wa_outbox
            where campaign_id = ${campaignId} and state = any(${sql.param([...PENDING_OUTBOX_STATES])}::text[]))`,
      'completed',
      {
        patch: { statusReason: null, finishedAt: sql`now()` },
        note: { reason: 'every recipient has a final state' },
      },
    );
    if (done) await emitCampaignFinished(tx, { id: done.id, accountId: done.accountId, status: 'completed' });
    return !!done;
  });
}

/** A send of the campaign went out: the device's run of failures ends. */
export async function deviceSucceeded(db: Database, campaignId: string, deviceId: string): Promise<void> {
  await db.execute(
    sql`update campaign_devices set failures_in_a_row = 0
        where campaign_id = ${campaignId} and device_id = ${deviceId} and failures_in_a_row <> 0`,
  );
}

/** A send failed: counted, and past the limit the device leaves the rotation. Answers whether it left. */
export async function deviceFailed(
  db: Database,
  campaignId: string,
  deviceId: string,
  limit: number,
): Promise<boolean> {
  const [row] = await rawRows<{ failures_in_a_row: number }>(
    db,
    sql`update campaign_devices set failures_in_a_row = failures_in_a_row + 1
        where campaign_id = ${campaignId} and device_id = ${deviceId}
        returning failures_in_a_row`,
  );
  if (!row || row.failures_in_a_row < limit) return false;
  await removeDeviceFrom(db, deviceId, 'failures_in_a_row', campaignId);
  return true;
}

/**
 * Takes a device out of the rotation of its running, scheduled or paused campaigns (or of one),
 * gives its waiting retries back to the others, and pauses campaigns left with no device.
 * Answers the campaigns touched, with their account.
 */
export async function removeDeviceFrom(
  db: Database,
  deviceId: string,
  reason: DeviceRemovalReason,
  campaignId?: string,
): Promise<{ campaign_id: string; account_id: string }[]> {
  const one = campaignId ? sql`and cd.campaign_id = ${campaignId}` : sql``;
  const touched = await rawRows<{ campaign_id: string; account_id: string }>(
    db,
    sql`update campaign_devices cd set removed_reason = ${reason}, removed_at = now()
        from campaigns c
        where c.id = cd.campaign_id and cd.device_id = ${deviceId} and cd.removed_at is null
          and c.status in ('running', 'scheduled', 'paused', 'draft') ${one}
        returning cd.campaign_id, c.account_id`,
  );
  for (const { campaign_id } of touched) {
    // Queued retries waiting on this device go back to the pool: they never reached WhatsApp.
    await db.execute(
      sql`update wa_outbox set device_id = null
          where campaign_id = ${campaign_id} and device_id = ${deviceId} and state = 'queued'`,
    );
    await pauseIfNoDevice(db, campaign_id);
  }
  return touched;
}

/** A running or scheduled campaign whose every device left its rotation pauses, saying why. */
export async function pauseIfNoDevice(db: Database, campaignId: string): Promise<boolean> {
  const paused = await transitionAll(
    db,
    'campaign',
    sql`id = ${campaignId}
        and not exists (select 1 from campaign_devices where campaign_id = ${campaignId} and removed_at is null)`,
    'paused',
    { patch: { statusReason: 'no_device_left' }, note: { reason: 'no device left' } },
  );
  return paused.length > 0;
}
