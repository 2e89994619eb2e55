import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { waOutbox } from '../db/schema/index.ts';
import { recordSentInThreads } from '../modules/chats/index.ts';
import { emitMessageStatuses } from '../modules/integrations/webhook-events.ts';
import { holdLease, leaseHeld } from '../whatsapp/index.ts';
import { type Lease, LeaseLostError } from '../whatsapp/lease.ts';
import { CAPPED_PURPOSES, countOpenedSql, opensNewChat, rampRoomQuery } from './new-chat-ramp.repo.ts';
import { type OutboxRow, outboxMoveCtes } from './outbox-moves.repo.ts';

// A sender's moves of many rows at once: claiming what is due, settling what went out, and
// giving back what it never tried. Each is one statement (or one transaction), whatever the count,
// and each happens only while the sender's gateway holds the device's lease (checked in it).

/** Why a claimed row went back to the queue without a try: the sender stopped or the batch broke off. */
export const NOT_ATTEMPTED = 'Not attempted: the sender stopped before it';

/** The claimed rows, read back whole, in the order they were claimed. */
export async function rowsByIds(db: Database, ids: string[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(waOutbox).where(inArray(waOutbox.id, ids)).orderBy(asc(waOutbox.dueAt));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * Claims up to `max` of the device's due messages (warmup, chats, retries): `sending`, each with
 * its WhatsApp id fixed now (or kept, when an earlier try already fixed one), before any network
 * call. Rows another sender holds are skipped, so two senders never take the same row; a
 * campaign's retry waits while its campaign is not running. A chat or API message that would open
 * a new chat past the device's ramp for today waits for the account's next day (its `due_at`
 * moves there); those claimed are counted in the same statement.
 */
export async function claimDue(
  db: Database,
  lease: Lease,
  newMessageId: () => string,
  max: number,
): Promise<OutboxRow[]> {
  const newIds = Array.from({ length: max }, newMessageId);
  const room = sql`coalesce((select room from ramp), 0)`;
  const claimed = await rawRows<{ held: boolean; id: string | null }>(
    db,
    sql`with lease as (select ${leaseHeld(lease)} as held),
        ramp as (${rampRoomQuery(lease.deviceId)}),
        due as (
          select o.id, o.due_at,
                 (o.purpose in ${CAPPED_PURPOSES} and ${opensNewChat(sql`${lease.deviceId}`)}) as opens
          from wa_outbox o
          where (select held from lease)
            and o.device_id = ${lease.deviceId} and o.state = 'queued' and o.due_at <= now()
            and (o.campaign_id is null
                 or exists (select 1 from campaigns c where c.id = o.campaign_id and c.status = 'running'))
          order by o.due_at
          limit ${max}
          for update of o skip locked
        ),
        ranked as (select id, due_at, opens, count(*) filter (where opens) over (order by due_at, id) as k from due),
        fits as (select * from ranked where not opens or k <= ${room}),
        deferred as (
          update wa_outbox o set due_at = coalesce((select tomorrow from ramp), now() + interval '1 day')
          from ranked r where o.id = r.id and r.opens and r.k > ${room}
          returning o.id
        ),
        counted as (${countOpenedSql(
          lease.deviceId,
          sql`(select account_id from ramp)`,
          sql`(select today from ramp)`,
          sql`select count(*) from fits where opens`,
        )}),
        numbered as (select id, row_number() over (order by due_at, id) as n from fits),
        ${outboxMoveCtes('claimed', {
          source: sql`numbered`,
          from: 'queued',
          to: 'sending',
          set: sql`claimed_at = now(),
                   wa_message_id = coalesce(o.wa_message_id, (${sql.param(newIds)}::text[])[src.n])`,
          returning: sql`src.n`,
        })}
        select lease.held, c.id from lease left join claimed c on true order by c.n`,
  );
  if (!claimed[0]?.held) throw new LeaseLostError(lease);
  return rowsByIds(
    db,
    claimed.flatMap((row) => (row.id ? [row.id] : [])),
  );
}

/** Rows that went out: `sent`, with their moves, thread rows and webhook events, in one transaction. */
export async function settleSent(db: Database, lease: Lease, rows: OutboxRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    await holdLease(tx, lease);
    const moved = await rawRows<{ id: string; sent_at: string }>(
      tx,
      sql`with ${outboxMoveCtes('moved', {
        from: 'sending',
        to: 'sent',
        set: sql`sent_at = now()`,
        where: sql`o.id = any(${sql.param(rows.map((row) => row.id))}::uuid[])`,
      })}
          select id from moved`,
    );
    const ids = new Set(moved.map((row) => row.id));
    await recordSentInThreads(
      tx,
      rows.filter((row) => ids.has(row.id)),
    );
    await emitMessageStatuses(
      tx as unknown as Database,
      rows.filter((row) => ids.has(row.id)).map((row) => ({ ...row, state: 'sent' })),
    );
    return [...ids];
  });
}

/**
 * Claimed rows the sender never tried go back to the queue, their try not counted. A campaign
 * recipient taken from the pool goes back to the pool (any device of the rotation may take it);
 * a device's own row stays with it.
 */
export async function putBack(db: Database, lease: Lease, rows: OutboxRow[], toPool: boolean): Promise<void> {
  if (rows.length === 0) return;
  const [done] = await rawRows<{ held: boolean }>(
    db,
    sql`with lease as (select ${leaseHeld(lease)} as held),
        ${outboxMoveCtes('back', {
          from: 'sending',
          to: 'queued',
          set: sql`claimed_at = null,
                   device_id = case when ${toPool} then null else o.device_id end,
                   wa_message_id = case when ${toPool} then null else o.wa_message_id end`,
          where: sql`(select held from lease) and o.id = any(${sql.param(rows.map((row) => row.id))}::uuid[])`,
          reason: NOT_ATTEMPTED,
        })}
        select held from lease`,
  );
  if (!done?.held) throw new LeaseLostError(lease);
}
