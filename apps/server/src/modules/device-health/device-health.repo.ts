import type { DeviceHealthLevel, DeviceHealthReason, DeviceSignalKind, DeviceState } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { deviceSignals } from '../../db/schema/index.ts';

// Every query of a number's health. The gathering reads every device at once (one statement, set
// based); the answers to the panel are scoped to one account.

/** A 463 or 479 in a failure's words ("WhatsApp restricted this account (463)", a receipt's "463"). */
const CODE_463 = '(^|[^0-9])463([^0-9]|$)';
const CODE_479 = '(^|[^0-9])479([^0-9]|$)';

/**
 * Settings for the rest of the transaction: no JIT (the gathering's plan is big enough for
 * PostgreSQL to compile it, which took 3.6 s of a 3.7 s statement at 10,000 devices), and room
 * to group a week of sends in memory rather than on disk (bench/README.md).
 */
export async function withoutJit(db: Database): Promise<void> {
  await db.execute(sql`set local jit = off`);
  await db.execute(sql`set local work_mem = '64MB'`);
}

/** What one device's health is computed from, as the gathering reads it. */
export interface GatheredDevice {
  device_id: string;
  account_id: string;
  state: DeviceState;
  zone: string;
  age_days: number;
  sent: number;
  delivered: number;
  read: number;
  campaign_sent: number;
  replied: number;
  opted_out: number;
  failures_in_a_row: number;
  refusals_463: number;
  refusals_479: number;
  signals: Partial<Record<DeviceSignalKind, number>> | null;
  previous_level: DeviceHealthLevel | null;
  previous_score: number | null;
  phone_number: string | null;
}

export interface GatherWindow {
  /** The window's start. */
  since: Date;
  /** Sends younger than this have not had time to be delivered, read or answered. */
  settled: Date;
  /** Only these devices (all when absent). */
  deviceIds?: string[];
}

/**
 * Every device's inputs over the window, in one statement: the window's sends (the `sent_at`
 * index) grouped by device in one pass, with each campaign recipient's opt-out and answer (the
 * conversations active in the window, hashed and joined by number; a message in after the send
 * checked only where one may be); failures from each device's `(device, state)` index; and the
 * recorded signals. The failures' join names `wa_devices` itself, not a CTE, so the planner sees
 * its size.
 */
export function gatherHealthInputs(db: Database, window: GatherWindow): Promise<GatheredDevice[]> {
  const { since, settled } = window;
  const ids = window.deviceIds ? sql`${sql.param(window.deviceIds)}::uuid[]` : undefined;
  const only = ids ? sql`where d.id = any(${ids})` : sql``;
  const ofSends = ids ? sql`and o.device_id = any(${ids})` : sql``;
  const ofDevice = ids ? sql`and device_id = any(${ids})` : sql``;
  return rawRows<GatheredDevice>(
    db,
    sql`with dev as (
          select d.id, d.account_id, d.state, d.created_at, d.phone_number,
                 coalesce(a.timezone, 'Asia/Jakarta') as zone
          from wa_devices d join accounts a on a.id = d.account_id ${only}
        ),
        active as (
          select id, device_id, peer_phone, last_message_at from conversations
          where last_message_at >= ${since} ${ofDevice}
        ),
        went as (
          select o.device_id, max(o.sent_at) as last_sent_at,
            count(*) filter (where o.sent_at < ${settled})::int as sent,
            count(*) filter (where o.sent_at < ${settled} and o.state in ('delivered', 'read'))::int as delivered,
            count(*) filter (where o.sent_at < ${settled} and o.state = 'read')::int as read,
            count(*) filter (where o.sent_at < ${settled} and o.purpose = 'campaign')::int as campaign_sent,
            count(*) filter (where o.sent_at < ${settled} and c.opted_out_at > o.sent_at)::int as opted_out,
            count(*) filter (where o.sent_at < ${settled} and cv.id is not null and exists (
              select 1 from messages m
              where m.conversation_id = cv.id and m.sent_at > o.sent_at and m.direction = 'in'))::int as replied
          from wa_outbox o
          left join contacts c on c.id = o.contact_id and o.purpose = 'campaign'
          left join active cv on cv.device_id = o.device_id and cv.peer_phone = o.to_phone
            and o.purpose = 'campaign' and cv.last_message_at > o.sent_at
          where o.sent_at >= ${since} and o.device_id is not null and o.state in ('sent', 'delivered', 'read')
            ${ofSends}
          group by o.device_id
        ),
        failed as (
          select o.device_id,
            count(*) filter (where o.failed_at > coalesce(w.last_sent_at, '-infinity'::timestamptz))::int as in_a_row,
            count(*) filter (where o.failure_reason ~ ${CODE_463})::int as r463,
            count(*) filter (where o.failure_reason ~ ${CODE_479})::int as r479
          from wa_devices d join wa_outbox o on o.device_id = d.id and o.state = 'failed' and o.failed_at >= ${since}
            ${ofSends}
          left join went w on w.device_id = o.device_id
          group by o.device_id
        ),
        sig as (
          select device_id, jsonb_object_agg(kind, n) as signals
          from (select device_id, kind, count(*)::int as n from device_signals
                where at >= ${since} ${ofDevice} group by device_id, kind) s
          group by device_id
        )
        select dev.id as device_id, dev.account_id, dev.state, dev.zone, dev.phone_number,
          (extract(epoch from now() - dev.created_at) / 86400)::float8 as age_days,
          coalesce(w.sent, 0) as sent, coalesce(w.delivered, 0) as delivered, coalesce(w.read, 0) as read,
          coalesce(w.campaign_sent, 0) as campaign_sent, coalesce(w.replied, 0) as replied,
          coalesce(w.opted_out, 0) as opted_out, coalesce(f.in_a_row, 0) as failures_in_a_row,
          coalesce(f.r463, 0) + coalesce((sig.signals ->> 'reach_out_lock')::int, 0) as refusals_463, coalesce(f.r479, 0) as refusals_479, sig.signals,
          h.level as previous_level, h.score as previous_score
        from dev
        left join went w on w.device_id = dev.id
        left join failed f on f.device_id = dev.id
        left join sig on sig.device_id = dev.id
        left join device_health h on h.device_id = dev.id`,
  );
}

/** One device's computed health, as written. */
export interface HealthRow {
  device_id: string;
  account_id: string;
  day: string;
  score: number;
  level: DeviceHealthLevel;
  reasons: DeviceHealthReason[];
  inputs: unknown;
  bans: number;
  refusals_463: number;
}

/**
 * Writes every device's health now and today's row of its history, in one statement: a day keeps
 * one row per device however often the job runs. A level that changed keeps the one it left. A
 * row whose figures did not change is not rewritten (most, from one hour to the next), so
 * `computed_at` is when its figures last changed.
 */
export async function writeHealth(db: Database, rows: HealthRow[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`with r as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
            device_id uuid, account_id uuid, day date, score int, level text, reasons jsonb, inputs jsonb,
            bans int, refusals_463 int)
        ),
        now_rows as (
          insert into device_health as h (device_id, account_id, score, level, reasons, inputs, computed_at)
          select device_id, account_id, score, level, reasons, inputs, ${at} from r
          on conflict (device_id) do update set
            score = excluded.score, reasons = excluded.reasons, inputs = excluded.inputs,
            computed_at = excluded.computed_at, level = excluded.level,
            previous_level = case when h.level <> excluded.level then h.level else h.previous_level end,
            level_changed_at = case when h.level <> excluded.level then excluded.computed_at
                                    else h.level_changed_at end
          where (h.score, h.level, h.reasons, h.inputs)
                is distinct from (excluded.score, excluded.level, excluded.reasons, excluded.inputs)
          returning 1
        )
        insert into device_health_days as d
          (device_id, day, account_id, score, level, reasons, bans, refusals_463, computed_at)
        select device_id, day, account_id, score, level, reasons, bans, refusals_463, ${at} from r
        on conflict (device_id, day) do update set
          score = excluded.score, level = excluded.level, reasons = excluded.reasons, bans = excluded.bans,
          refusals_463 = excluded.refusals_463, computed_at = excluded.computed_at
        where (d.score, d.level, d.reasons, d.bans, d.refusals_463)
              is distinct from (excluded.score, excluded.level, excluded.reasons, excluded.bans, excluded.refusals_463)`,
  );
}

/** History older than this many days goes. */
export async function purgeHealthDays(db: Database, keepDays: number): Promise<void> {
  await db.execute(sql`delete from device_health_days where day < current_date - ${keepDays}::int`);
}

/** Something happened to a number that its health counts. */
export async function recordDeviceSignal(
  db: Database,
  signal: {
    deviceId: string;
    accountId: string;
    kind: DeviceSignalKind;
    detail?: string | null;
    gatewayId?: string | null;
  },
): Promise<void> {
  await db
    .insert(deviceSignals)
    .values({ ...signal, detail: signal.detail ?? null, gatewayId: signal.gatewayId ?? null });
}

export interface StoredHealth {
  device_id: string;
  score: number;
  level: DeviceHealthLevel;
  reasons: DeviceHealthReason[];
  computed_at: Date;
  level_changed_at: Date | null;
  previous_level: DeviceHealthLevel | null;
}

/** An account's devices' health now (or one device's), with their history since `since` (a day). */
export async function accountHealth(db: Database, accountId: string, since: string, deviceId?: string) {
  const one = deviceId ? sql`and device_id = ${deviceId}` : sql``;
  const current = await rawRows<StoredHealth>(
    db,
    sql`select device_id, score, level, reasons, computed_at, level_changed_at, previous_level
        from device_health where account_id = ${accountId} ${one}`,
  );
  const days = await rawRows<{ device_id: string; day: string; score: number }>(
    db,
    sql`select device_id, day::text as day, score from device_health_days
        where account_id = ${accountId} and day >= ${since}::date ${one} order by day`,
  );
  return { current, days };
}
