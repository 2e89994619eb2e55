import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  apiIdempotencyKeys,
  statusMoves,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { transition } from '../../db/transitions.ts';

export async function findEndpoint(db: Database, accountId: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId));
  return row;
}

/** Makes the account's endpoint row with its first secret, once (two first visits keep one). */
export async function insertEndpointOnce(db: Database, accountId: string, secretSealed: string) {
  await db.insert(webhookEndpoints).values({ accountId, secretSealed }).onConflictDoNothing();
}

export async function updateEndpoint(
  db: Database,
  accountId: string,
  patch: { url?: string; secretSealed?: string },
) {
  await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookEndpoints.accountId, accountId));
}

export async function latestDeliveries(db: Database, accountId: string, limit = 50) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.accountId, accountId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Takes up to `limit` due deliveries for one try: each is counted as tried and held back for
 * `holdSeconds` (the longest a try takes), so another process's run skips it meanwhile, and a
 * crash mid-try only delays it.
 */
export async function claimDue(db: Database, limit: number, holdSeconds: number) {
  return rawRows<{ id: string; account_id: string; body: string; attempts: number }>(
    db,
    sql`update webhook_deliveries d set attempts = d.attempts + 1, last_attempt_at = now(),
          next_attempt_at = now() + make_interval(secs => ${holdSeconds})
        where d.id in (select id from webhook_deliveries
                       where state = 'pending' and next_attempt_at <= now()
                       order by next_attempt_at limit ${limit} for update skip locked)
        returning d.id, d.account_id, d.body, d.attempts`,
  );
}

/** A 2xx: delivered for good (only a pending row moves, so a late duplicate try changes nothing). */
export async function markDelivered(db: Database, id: string, responseCode: number) {
  const target = { id, scope: 'system' as const };
  await transition(db, 'webhookDelivery', target, ['pending'], 'delivered', { responseCode, error: null });
}

/** A failed try: due again at `nextAt`, or failed for good when no try is left (`nextAt` null). */
export async function markTryFailed(
  db: Database,
  id: string,
  result: { responseCode: number | null; error: string },
  nextAt: Date | null,
) {
  const tried = { responseCode: result.responseCode, error: result.error.slice(0, 500) };
  if (!nextAt) {
    const target = { id, scope: 'system' as const };
    await transition(db, 'webhookDelivery', target, ['pending'], 'failed', tried, { reason: 'no try left' });
    return;
  }
  await db
    .update(webhookDeliveries)
    .set({ ...tried, nextAttemptAt: nextAt })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'pending')));
}

/** When the next pending delivery falls due, if any. */
export async function nextDueAt(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${webhookDeliveries.nextAttemptAt})` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.state, 'pending'));
  return row?.at ? new Date(row.at) : undefined;
}

/** Idempotency keys past their day, and deliveries past 30 days: the hourly clean-up. */
export async function purgeOld(db: Database, idempotencyHours: number) {
  await db
    .delete(apiIdempotencyKeys)
    .where(lte(apiIdempotencyKeys.createdAt, sql`now() - make_interval(hours => ${idempotencyHours})`));
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        sql`${webhookDeliveries.state} <> 'pending'`,
        lte(webhookDeliveries.createdAt, sql`now() - interval '30 days'`),
      ),
    );
  // Their recorded moves go with them (a delivery's last move is at most a day after it was made).
  await db
    .delete(statusMoves)
    .where(
      and(eq(statusMoves.entity, 'webhookDelivery'), lte(statusMoves.at, sql`now() - interval '30 days'`)),
    );
}

/**
 * Queues deliveries for the account's webhook in one statement, however many, unless it has no
 * URL; a key the account had already queues nothing. A NOTIFY on the live channel per delivery
 * wakes the delivery job (and the page's list) once the caller's transaction commits.
 */
export async function queueWebhookDeliveries(
  db: Database,
  rows: { id: string; accountId: string; event: string; eventKey: string; body: string }[],
): Promise<void> {
  const column = (pick: (row: (typeof rows)[number]) => string) => sql.param(rows.map(pick));
  await db.execute(
    sql`with queued as (
          insert into webhook_deliveries (id, account_id, event, event_key, body)
          select e.id, w.account_id, e.event, e.event_key, e.body
          from unnest(${column((r) => r.id)}::uuid[], ${column((r) => r.accountId)}::uuid[], ${column((r) => r.event)}::text[],
                      ${column((r) => r.eventKey)}::text[], ${column((r) => r.body)}::text[])
                 as e(id, account_id, event, event_key, body)
          join webhook_endpoints w on w.account_id = e.account_id and w.url <> ''
          on conflict (account_id, event_key) do nothing
          returning account_id, id
        )
        select pg_notify(left('siar_live_' || current_schema(), 63),
                         json_build_object('account_id', account_id, 'topic', 'webhooks', 'id', id::text)::text)
        from queued`,
  );
}
