import type { SkipReason } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { waOutbox, waOutboxTransitions } from '../db/schema/index.ts';
import { type OutboxRow, outboxMoveCtes } from './outbox-moves.repo.ts';

// How each purpose puts messages in the outbox: the one way in. A row starts `queued` (or
// `skipped`, for a campaign recipient who must not get it) and from then on only the sending
// module moves it.

/** A message for one device's sender, due now unless `dueAt` says otherwise. */
export interface OutgoingForDevice {
  purpose: 'chat' | 'api' | 'warmup' | 'campaign_test' | 'auto_reply';
  accountId: string;
  deviceId: string;
  toPhone: string;
  text: string | null;
  mediaId?: string | null;
  contactId?: string | null;
  typingMs?: number;
  dueAt?: Date;
  /** What the row sends for (an auto-reply's firing). */
  refId?: string;
}

/** Queues one message on a device (a chat reply, a REST API send, a warmup line, a campaign's test, an auto-reply). */
export async function enqueue(db: Database, message: OutgoingForDevice): Promise<OutboxRow> {
  const [row] = await db.insert(waOutbox).values(message).returning();
  return row!;
}

/** A campaign recipient's row, rendered at the campaign's start; `skipped` with its reason when it must not go. */
export type CampaignRecipientRow = Omit<
  typeof waOutbox.$inferInsert,
  'id' | 'purpose' | 'deviceId' | 'waMessageId' | 'state'
> & { state: 'queued' | 'skipped'; failureReason?: SkipReason | null };

/**
 * Writes a batch of a campaign's recipients (no device: the rotation's senders take them);
 * those written as skipped get their transition recorded with the reason, as every move does.
 */
export async function enqueueCampaignRecipients(tx: Database, rows: CampaignRecipientRow[]): Promise<void> {
  const written = await tx
    .insert(waOutbox)
    .values(rows.map((row) => ({ ...row, purpose: 'campaign' as const })))
    .returning({ id: waOutbox.id, state: waOutbox.state, reason: waOutbox.failureReason });
  const skipped = written.filter((row) => row.state === 'skipped');
  if (skipped.length > 0)
    await tx
      .insert(waOutboxTransitions)
      .values(skipped.map((row) => ({ outboxId: row.id, toState: 'skipped' as const, reason: row.reason })));
}

/** A cancelled campaign's recipients not yet taken: skipped, each move recorded. */
export async function skipQueuedRecipients(db: Database, campaignId: string): Promise<void> {
  await db.execute(
    sql`with ${outboxMoveCtes('skipped', {
      from: 'queued',
      to: 'skipped',
      set: sql`failure_reason = 'cancelled', failed_at = now()`,
      where: sql`o.campaign_id = ${campaignId}`,
      reason: 'cancelled',
    })}
    select count(*) from skipped`,
  );
}
