import type { OutboxState, SkipReason } from '@siar/shared';
import { and, asc, eq, getTableColumns, inArray, lte, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waOutbox, waOutboxTransitions } from '../../db/schema/index.ts';
import type { ReceiptStatus } from '../engine-port.ts';

// The outbox's moves, each with its transition recorded in the same transaction. States only move
// forward: a late "delivered" never undoes a "read".

const RANK: Record<OutboxState, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
  skipped: 5,
};

export type OutboxRow = typeof waOutbox.$inferSelect;

/** A campaign's row (a retry on its device) waits while its campaign is not running. */
const notHeldByItsCampaign = sql`(${waOutbox.campaignId} is null or exists (select 1 from campaigns c where c.id = ${waOutbox.campaignId} and c.status = 'running'))`;

/**
 * Claims the device's next due message: `sending`, with its WhatsApp id fixed now (or kept, when
 * an earlier try already fixed one), before any network call. Rows another sender holds are
 * skipped, so two senders never take the same row.
 */
export async function claimNext(
  db: Database,
  deviceId: string,
  newMessageId: () => string,
): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(waOutbox)
      .where(
        and(
          eq(waOutbox.deviceId, deviceId),
          eq(waOutbox.state, 'queued'),
          lte(waOutbox.dueAt, new Date()),
          notHeldByItsCampaign,
        ),
      )
      .orderBy(asc(waOutbox.dueAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(waOutbox)
      .set({ state: 'sending', waMessageId: due.waMessageId ?? newMessageId(), claimedAt: new Date() })
      .where(eq(waOutbox.id, due.id))
      .returning();
    await tx
      .insert(waOutboxTransitions)
      .values({ outboxId: due.id, fromState: 'queued', toState: 'sending' });
    return claimed;
  });
}

/** When the device's next queued message falls due, if any. */
export async function nextDueAt(db: Database, deviceId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(waOutbox.dueAt) })
    .from(waOutbox)
    .where(and(eq(waOutbox.deviceId, deviceId), eq(waOutbox.state, 'queued'), notHeldByItsCampaign));
  return row?.at ?? undefined;
}

const COLUMNS = getTableColumns(waOutbox);

/** A raw row of `wa_outbox` (snake_case, as a raw statement answers it) as Drizzle's row. */
function fromRaw(raw: Record<string, unknown>): OutboxRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = raw[column.name];
    row[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return row as OutboxRow;
}

/** The states a row may move to `to` from: forward only; back to queued from sending (a try that did not reach WhatsApp); and from failed to sent, delivered or read when a receipt proves an interrupted send went out. */
function allowedFrom(to: OutboxState): OutboxState[] {
  const forward = (Object.keys(RANK) as OutboxState[]).filter(
    (state) => RANK[state] < RANK[to] && state !== 'failed' && state !== 'skipped',
  );
  if (to === 'queued') return ['sending'];
  if (to === 'sent' || to === 'delivered' || to === 'read') return [...forward, 'failed'];
  return forward;
}

/**
 * Moves the row `where` names to `to`, if the move is allowed from its state, and records the
 * transition: one statement (locking, updating, recording), so a move costs one round trip and a
 * late receipt racing a send cannot both move the row.
 */
async function move(
  db: Database,
  where: SQL,
  to: OutboxState,
  patch: Partial<typeof waOutbox.$inferInsert>,
  reason?: string,
): Promise<OutboxRow | undefined> {
  const sets = [sql`state = ${to}`];
  for (const [key, value] of Object.entries(patch)) {
    const column = COLUMNS[key as keyof typeof COLUMNS];
    sets.push(sql`${sql.identifier(column.name)} = ${value instanceof Date ? value.toISOString() : value}`);
  }
  if (to === 'sent' || to === 'delivered' || to === 'read')
    sets.push(
      sql`failure_reason = case when old.state = 'failed' then null else o.failure_reason end`,
      sql`failed_at = case when old.state = 'failed' then null else o.failed_at end`,
    );
  const from = allowedFrom(to);
  const result = (await db.execute(sql`
    with old as (
      select id, state from ${waOutbox} where ${where} and state in ${from} for update
    ), moved as (
      update ${waOutbox} o set ${sql.join(sets, sql`, `)} from old where o.id = old.id
      returning o.*, old.state as from_state
    ), recorded as (
      insert into ${waOutboxTransitions} (outbox_id, from_state, to_state, reason)
      select id, from_state, ${to}, ${reason ?? null} from moved
    )
    select * from moved`)) as unknown as { rows: Record<string, unknown>[] };
  const [raw] = result.rows;
  return raw ? fromRaw(raw) : undefined;
}

export function markSent(db: Database, id: string) {
  return move(db, eq(waOutbox.id, id), 'sent', { sentAt: new Date() });
}

export function markFailed(db: Database, id: string, reason: string) {
  return move(db, eq(waOutbox.id, id), 'failed', { failureReason: reason, failedAt: new Date() }, reason);
}

/** Not to be sent at all (`reason`: one of SKIP_REASONS). */
export function markSkipped(db: Database, id: string, reason: SkipReason) {
  return move(db, eq(waOutbox.id, id), 'skipped', { failureReason: reason, failedAt: new Date() }, reason);
}

/** A try that did not reach WhatsApp: queued again with the same id, a little later. */
export function requeue(db: Database, id: string, dueAt: Date, reason: string) {
  return move(db, eq(waOutbox.id, id), 'queued', { dueAt }, reason);
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
  const where = and(eq(waOutbox.deviceId, deviceId), eq(waOutbox.waMessageId, waMessageId))!;
  switch (status) {
    case 'sent':
      return move(db, where, 'sent', { sentAt: at });
    case 'delivered':
      return move(db, where, 'delivered', { deliveredAt: at });
    case 'read':
      return move(db, where, 'read', { readAt: at });
    case 'failed':
      return move(
        db,
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

/** How many tries a row has had: its moves into `sending`. */
export async function triesOf(db: Database, outboxId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waOutboxTransitions)
    .where(and(eq(waOutboxTransitions.outboxId, outboxId), eq(waOutboxTransitions.toState, 'sending')));
  return row?.n ?? 0;
}

export async function transitionsOf(db: Database, outboxIds: string[]) {
  return db
    .select()
    .from(waOutboxTransitions)
    .where(inArray(waOutboxTransitions.outboxId, outboxIds))
    .orderBy(asc(waOutboxTransitions.id));
}
