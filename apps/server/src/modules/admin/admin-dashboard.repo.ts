import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { bossSchemaFor } from '../../jobs/boss.ts';
import { GATEWAY_ALIVE_SECONDS } from '../../whatsapp/index.ts';

// The operator dashboard's figures, across every account. Days and months are read in `zone`;
// sums of rupiah are cast to double precision, since a year of them passes 2^31 (exact to 2^53).

export interface DayAmount {
  date: string;
  amount: number;
  payments: number;
}
export interface DaySent {
  date: string;
  sent: number;
}

const dayOf = (column: string, zone: string) =>
  sql`to_char(${sql.raw(column)} at time zone ${zone}, 'YYYY-MM-DD')`;

/** Confirmed payments (status 3) by the day they were confirmed, from `from` up to `to` (or now). */
export function revenueByDay(db: Database, zone: string, from: Date, to?: Date) {
  return rawRows<DayAmount>(
    db,
    sql`select ${dayOf('resolved_at', zone)} as date, sum(total_due)::float8 as amount, count(*)::int as payments
        from payments
        where status = 3 and resolved_at >= ${from.toISOString()}
          ${to ? sql`and resolved_at < ${to.toISOString()}` : sql``}
        group by 1 order by 1`,
  );
}

/** Outbox messages sent (whatever became of them after) by the day they went out. */
export function messagesSentByDay(db: Database, zone: string, from: Date, to?: Date) {
  return rawRows<DaySent>(
    db,
    sql`select ${dayOf('sent_at', zone)} as date, count(*)::int as sent
        from wa_outbox
        where sent_at is not null and sent_at >= ${from.toISOString()}
          ${to ? sql`and sent_at < ${to.toISOString()}` : sql``}
        group by 1 order by 1`,
  );
}

/** Payments awaiting staff's confirmation (status 2): how many, and their total. */
export async function awaitingConfirmation(db: Database) {
  const [row] = await rawRows<{ count: number; amount: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(total_due), 0)::float8 as amount
        from payments where status = 2`,
  );
  return row ?? { count: 0, amount: 0 };
}

/** Every subscription by status, and the live ones (1-3) by plan, on trial or paid. */
export async function subscriptionCounts(db: Database) {
  const [byStatus, byPlan] = await Promise.all([
    rawRows<{ status: number; count: number }>(
      db,
      sql`select status, count(*)::int as count from subscriptions group by status order by status`,
    ),
    rawRows<{ plan_id: string; paid: number; trial: number }>(
      db,
      sql`select plan_id, count(*) filter (where not is_trial)::int as paid,
                 count(*) filter (where is_trial)::int as trial
          from subscriptions where status in (1, 2, 3)
          group by plan_id order by plan_id`,
    ),
  ]);
  return { byStatus, byPlan };
}

/**
 * Trials started since `since` and how many of them have paid since. A trial that was paid for
 * in force becomes the paid plan in place (its row is no longer marked trial): it is told from a
 * subscription a payment created by its first confirmed payment, which was made after it, not
 * before. A trial paid for after it lapsed stays marked and its account has a later confirmed payment.
 */
export async function trialsSince(db: Database, since: Date) {
  const [row] = await rawRows<{ started: number; converted: number }>(
    db,
    sql`with trial as (
          select s.account_id, s.created_at from subscriptions s
          where s.created_at >= ${since.toISOString()}
            and (s.is_trial or (
              select min(p.created_at) from payments p
              where p.account_id = s.account_id and p.subscription_id = s.id and p.status = 3
            ) > s.created_at)
        )
        select count(*)::int as started,
               count(*) filter (where exists (
                 select 1 from payments p
                 where p.account_id = trial.account_id and p.status = 3 and p.created_at > trial.created_at
               ))::int as converted
        from trial`,
  );
  return row ?? { started: 0, converted: 0 };
}

/** Paid (not trial) subscriptions in force at each instant: begun before it, ending after it. One pass. */
export async function paidSubscriptionsAt(db: Database, instants: Date[]): Promise<number[]> {
  if (instants.length === 0) return [];
  const at = instants.map((instant) => instant.toISOString());
  const counts = at.map(
    (instant, i) =>
      sql`count(*) filter (where current_period_start < ${instant} and current_period_end >= ${instant})::int as ${sql.identifier(`n${i}`)}`,
  );
  const earliest = [...at].sort()[0];
  const [row] = await rawRows<Record<string, number>>(
    db,
    sql`select ${sql.join(counts, sql`, `)} from subscriptions
        where not is_trial and current_period_end >= ${earliest}`,
  );
  return at.map((_, i) => row?.[`n${i}`] ?? 0);
}

/**
 * Paid subscriptions whose period ended (not renewed: a renewal moves the end) from `from` until
 * now, by the month of that end.
 */
export function paidPeriodsEndedByMonth(db: Database, zone: string, from: Date) {
  return rawRows<{ month: string; churned: number }>(
    db,
    sql`select to_char(current_period_end at time zone ${zone}, 'YYYY-MM') as month, count(*)::int as churned
        from subscriptions
        where status in (1, 2, 3, 4) and not is_trial
          and current_period_end >= ${from.toISOString()} and current_period_end < now()
        group by 1 order by 1`,
  );
}

/** Live gateways (a recent heartbeat, not stopped), their room, and the devices. */
export async function gatewayFigures(db: Database) {
  const [row] = await rawRows<{
    alive: number;
    capacity: number;
    devices_connected: number;
    devices_total: number;
  }>(
    db,
    sql`select
          (select count(*)::int from gateways g where g.stopped_at is null
             and g.heartbeat_at > now() - make_interval(secs => ${GATEWAY_ALIVE_SECONDS})) as alive,
          (select coalesce(sum(capacity), 0)::int from gateways g where g.stopped_at is null
             and g.heartbeat_at > now() - make_interval(secs => ${GATEWAY_ALIVE_SECONDS})) as capacity,
          (select count(*)::int from wa_devices where state = 'connected') as devices_connected,
          (select count(*)::int from wa_devices) as devices_total`,
  );
  return row ?? { alive: 0, capacity: 0, devices_connected: 0, devices_total: 0 };
}

/** What waits: the outbox's unsent messages and the webhook deliveries. */
export async function sendingBacklogs(db: Database) {
  const [row] = await rawRows<{
    outbox_pending: number;
    outbox_due: number;
    webhooks_pending: number;
    webhooks_retrying: number;
    webhooks_failed_7d: number;
  }>(
    db,
    sql`select outbox.pending as outbox_pending, outbox.due as outbox_due,
          (select count(*)::int from webhook_deliveries where state = 'pending') as webhooks_pending,
          (select count(*)::int from webhook_deliveries where state = 'pending' and attempts > 0) as webhooks_retrying,
          (select count(*)::int from webhook_deliveries where state = 'failed'
             and last_attempt_at >= now() - interval '7 days') as webhooks_failed_7d
        from (select count(*)::int as pending, count(*) filter (where due_at <= now())::int as due
              from wa_outbox where state in ('queued', 'sending')) outbox`,
  );
  return (
    row ?? {
      outbox_pending: 0,
      outbox_due: 0,
      webhooks_pending: 0,
      webhooks_retrying: 0,
      webhooks_failed_7d: 0,
    }
  );
}

/**
 * pg-boss's jobs waiting (created or to retry) and failed in the last 7 days, from its tables beside
 * the connection's schema; nulls when pg-boss has not made them (it never started here).
 */
export async function jobBacklog(db: Database): Promise<{ queued: number | null; failed: number | null }> {
  const [where] = await rawRows<{ schema: string }>(db, sql`select current_schema() as schema`);
  const table = `${bossSchemaFor(where?.schema ?? 'public')}.job`;
  const [exists] = await rawRows<{ found: boolean }>(
    db,
    sql`select to_regclass(${table}) is not null as found`,
  );
  if (!exists?.found) return { queued: null, failed: null };
  const [row] = await rawRows<{ queued: number; failed: number }>(
    db,
    sql`select count(*) filter (where state in ('created', 'retry'))::int as queued,
               count(*) filter (where state = 'failed' and completed_on >= now() - interval '7 days')::int as failed
        from ${sql.identifier(bossSchemaFor(where?.schema ?? 'public'))}.job
        where state in ('created', 'retry', 'failed')`,
  );
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0 };
}
