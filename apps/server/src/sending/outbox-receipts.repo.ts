import { canMoveOutbox, OUTBOX_STATES, type OutboxState } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { recordSentInThreads } from '../modules/chats/index.ts';
import { emitMessageStatuses, type MessageStatusRow } from '../modules/integrations/webhook-events.ts';
import { type ReceiptSteps, writeSteps } from './outbox-moves.repo.ts';

// Receipts applied many at once: one transaction for a burst of a device's (or several devices')
// "sent", "delivered" and "read", with the same rules as one move at a time (`outbox.repo.ts`):
// a row takes each step the outbox's moves allow (forward only; a receipt proves a message
// "failed" by an interruption went out), written by `writeSteps`.

/** A receipt that moves a message forward ("failed" ones go through `applyReceipt`, one by one). */
export interface ForwardReceipt {
  deviceId: string;
  waMessageId: string;
  status: 'sent' | 'delivered' | 'read';
  at: Date;
}

const AT_COLUMN = { sent: 'sent_at', delivered: 'delivered_at', read: 'read_at' } as const;

interface Current {
  id: string;
  device_id: string;
  wa_message_id: string;
  account_id: string;
  purpose: string;
  campaign_id: string | null;
  to_phone: string;
  state: OutboxState;
}

/**
 * A row a receipt moved. `endedSend`: it was still `sending` (the receipt came before its sender
 * settled it, or that sender lost the device's lease and never will), so its campaign may be done.
 */
export type MovedByReceipt = MessageStatusRow & { endedSend?: boolean };

/** The steps a row takes for the receipts heard of it, in order: none when it is further already. */
function stepsOf(state: OutboxState, heard: Map<ForwardReceipt['status'], Date>) {
  const statuses = [...heard.keys()].sort((a, b) => OUTBOX_STATES.indexOf(a) - OUTBOX_STATES.indexOf(b));
  const steps: { from: OutboxState; to: ForwardReceipt['status'] }[] = [];
  let from = state;
  for (const to of statuses) {
    if (!canMoveOutbox(from, to)) continue;
    steps.push({ from, to });
    from = to;
  }
  return steps;
}

/**
 * Applies a batch of receipts: each row moves to the furthest state heard, its times set, one
 * transition and one webhook event per step. Answers the rows that moved.
 */
export async function applyReceipts(db: Database, receipts: ForwardReceipt[]): Promise<MovedByReceipt[]> {
  if (receipts.length === 0) return [];
  const heard = new Map<string, Map<ForwardReceipt['status'], Date>>();
  for (const receipt of receipts) {
    const key = `${receipt.deviceId} ${receipt.waMessageId}`;
    const statuses = heard.get(key) ?? new Map();
    if (!statuses.has(receipt.status)) statuses.set(receipt.status, receipt.at);
    heard.set(key, statuses);
  }
  const keys = [...heard.keys()].map((key) => key.split(' ') as [string, string]);
  return db.transaction(async (tx) => {
    const current = await rawRows<Current>(
      tx,
      sql`select o.id, o.device_id, o.wa_message_id, o.account_id, o.purpose, o.campaign_id, o.to_phone, o.state
          from wa_outbox o
          join unnest(${sql.param(keys.map((k) => k[0]))}::uuid[], ${sql.param(keys.map((k) => k[1]))}::text[])
               as r(device_id, wa_message_id)
            on o.device_id = r.device_id and o.wa_message_id = r.wa_message_id
          order by o.id
          for update of o`,
    );
    const updates: ReceiptSteps[] = [];
    const moved: MovedByReceipt[] = [];
    for (const row of current) {
      const statuses = heard.get(`${row.device_id} ${row.wa_message_id}`)!;
      const steps = stepsOf(row.state, statuses);
      if (steps.length === 0) continue;
      const times: ReceiptSteps['times'] = { sent_at: null, delivered_at: null, read_at: null };
      for (const { to } of steps) {
        times[AT_COLUMN[to]] = statuses.get(to)!.toISOString();
        moved.push({
          id: row.id,
          accountId: row.account_id,
          deviceId: row.device_id,
          purpose: row.purpose,
          campaignId: row.campaign_id,
          toPhone: row.to_phone,
          state: to,
          failureReason: null,
          ...(row.state === 'sending' ? { endedSend: true } : {}),
        });
      }
      updates.push({ id: row.id, steps, times });
    }
    if (updates.length === 0) return [];
    await writeSteps(tx, updates);
    const purposeOf = new Map(current.map((row) => [row.id, row.purpose]));
    await recordSentInThreads(
      tx,
      updates.map((u) => ({ id: u.id, purpose: purposeOf.get(u.id)! })),
    );
    await emitMessageStatuses(tx as unknown as Database, moved);
    // The rows as they stand: the last step of each.
    return [...new Map(moved.map((row) => [row.id, row])).values()];
  });
}
