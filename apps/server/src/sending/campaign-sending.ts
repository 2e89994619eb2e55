import { BAN_RISK_FAILURES_IN_A_ROW } from '@siar/shared';
import type { Database } from '../db/client.ts';
import type { SendRefusal } from '../whatsapp/engine-port.ts';
import { completeIfDone, deviceFailed, deviceSucceeded } from './campaign-progress.repo.ts';
import type { OutboxRow } from './outbox.repo.ts';

/** What became of a campaign row's send, for its campaign's bookkeeping. */
export type CampaignSendResult =
  | { kind: 'sent' }
  | { kind: 'skipped' }
  | { kind: 'failed'; refusal?: SendRefusal }
  | { kind: 'retrying' };

/**
 * A campaign row moved on a device: the device's failure run and ban-risk signals, and the
 * campaign's end. Answers whether the campaign changed in a way its page shows.
 */
export async function afterCampaignSend(
  db: Database,
  row: OutboxRow,
  deviceId: string,
  result: CampaignSendResult,
): Promise<void> {
  const campaignId = row.campaignId;
  if (!campaignId) return;
  if (result.kind === 'sent') await deviceSucceeded(db, campaignId, deviceId);
  // Failures count up to the limit. A 463 (WhatsApp's reach-out lock) is not a reason to leave:
  // the lock holds the device's new chats until it ends (sending/new-chat-ramp.repo.ts), the
  // rotation's other devices take them meanwhile, and the device resumes after it.
  if (result.kind === 'failed') await deviceFailed(db, campaignId, deviceId, BAN_RISK_FAILURES_IN_A_ROW);
  if (result.kind !== 'retrying') await completeIfDone(db, campaignId);
}

/** A batch of rows went out on a device: their campaigns' bookkeeping, once per campaign. */
export async function afterCampaignSends(db: Database, rows: OutboxRow[], deviceId: string): Promise<void> {
  const campaignIds = new Set(rows.flatMap((row) => (row.campaignId ? [row.campaignId] : [])));
  for (const campaignId of campaignIds) {
    await deviceSucceeded(db, campaignId, deviceId);
    await completeIfDone(db, campaignId);
  }
}
