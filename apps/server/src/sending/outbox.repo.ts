import type { SkipReason } from '@siar/shared';
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { waOutbox, waOutboxTransitions } from '../db/schema/index.ts';
import type { ReceiptStatus } from '../whatsapp/engine-port.ts';
import type { Lease } from '../whatsapp/lease.ts';
import { NOT_ATTEMPTED } from './outbox-batch.repo.ts';
import { moveOutboxRow as move, type OutboxRow } from './outbox-moves.repo.ts';

// One row's moves, by a sender (holding its lease on the device) or by a receipt, and what the
// sender reads of the outbox. The moves themselves are `outbox-moves.repo.ts`'s.

export type { OutboxRow };

/** A campaign's row (a retry on its device) waits while its campaign is not running. */
const notHeldByItsCampaign = sql`(${waOutbox.campaignId} is null or exists (select 1 from campaigns c where c.id = ${waOutbox.campaignId} and c.status = 'running'))`;

/** When the device's next queued message falls due, if any. */
export async function nextDueAt(db: Database, deviceId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(waOutbox.dueAt) })
    .from(waOutbox)
    .where(and(eq(waOutbox.deviceId, deviceId), eq(waOutbox.state, 'queued'), notHeldByItsCampaign));
  return row?.at ?? undefined;
}

export function markSent(db: Database, lease: Lease, id: string) {
  return move(db, lease, eq(waOutbox.id, id), 'sent', { sentAt: new Date() });
}

export function markFailed(db: Database, lease: Lease, id: string, reason: string) {
  const patch = { failureReason: reason, failedAt: new Date() };
  return move(db, lease, eq(waOutbox.id, id), 'failed', patch, reason);
}

/** Not to be sent at all (`reason`: one of SKIP_REASONS). */
export function markSkipped(db: Database, lease: Lease, id: string, reason: SkipReason) {
  const patch = { failureReason: reason, failedAt: new Date() };
  return move(db, lease, eq(waOutbox.id, id), 'skipped', patch, reason);
}

/** A try that did not reach WhatsApp: queued again with the same id, a little later. */
export function requeue(db: Database, lease: Lease, id: string, dueAt: Date, reason: string) {
  return move(db, lease, eq(waOutbox.id, id), 'queued', { dueAt }, reason);
}

/**
 * A campaign's message this device may not send (WhatsApp's reach-out lock): back to the
 * campaign's pool, without its id, for another device of the rotation to claim (and fix an id).
 */
export function returnToPool(db: Database, lease: Lease, id: string, reason: string) {
  return move(
    db,
    lease,
    eq(waOutbox.id, id),
    'queued',
    { deviceId: null, waMessageId: null, dueAt: new Date() },
    reason,
  );
}

/** A receipt for one of the device's messages, by its WhatsApp id. */
export function applyReceipt(
  db: Database,
  deviceId: string,
  waMessageId: string,
  status: ReceiptStatus,
  at: Date,
  reason?: string,
) {
  const where = and(eq(waOutbox.deviceId, deviceId), eq(waOutbox.waMessageId, waMessageId));
  switch (status) {
    case 'sent':
      return move(db, undefined, where, 'sent', { sentAt: at });
    case 'delivered':
      return move(db, undefined, where, 'delivered', { deliveredAt: at });
    case 'read':
      return move(db, undefined, where, 'read', { readAt: at });
    case 'failed':
      return move(
        db,
        undefined,
        where,
        'failed',
        { failedAt: at, failureReason: reason ?? 'WhatsApp refused the message' },
        reason,
      );
  }
}

/** Messages a stopped sender left mid-send: whether they went out is unknown. */
export async function interruptedSends(db: Database, deviceId: string) {
  return db
    .select()
    .from(waOutbox)
    .where(and(eq(waOutbox.deviceId, deviceId), eq(waOutbox.state, 'sending')));
}

/** How many tries a row has had: its moves into `sending`, less those given back untried. */
export async function triesOf(db: Database, outboxId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(count(*) filter (where ${waOutboxTransitions.toState} = 'sending')
                     - count(*) filter (where ${waOutboxTransitions.reason} = ${NOT_ATTEMPTED}))::int`,
    })
    .from(waOutboxTransitions)
    .where(eq(waOutboxTransitions.outboxId, outboxId));
  return row?.n ?? 0;
}

export async function transitionsOf(db: Database, outboxIds: string[]) {
  return db
    .select()
    .from(waOutboxTransitions)
    .where(inArray(waOutboxTransitions.outboxId, outboxIds))
    .orderBy(asc(waOutboxTransitions.id));
}
