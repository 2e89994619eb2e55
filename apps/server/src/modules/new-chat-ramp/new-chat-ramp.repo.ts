import type { RampStep } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { accounts } from '../../db/schema/index.ts';

// The ramp's own data: the account's steps (`accounts.new_chat_ramp`, null for the defaults) and
// each device's row (`device_ramps`). The sender counts new chats at the claim
// (sending/new-chat-ramp.repo.ts); this module moves the steps and shows them.

/** The account's saved steps (null: the defaults) and its time zone as stored. */
export async function scheduleOf(
  db: Database,
  accountId: string,
): Promise<{ steps: RampStep[] | null; timezone: string | null } | undefined> {
  const [row] = await db
    .select({ steps: accounts.newChatRamp, timezone: accounts.timezone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export async function saveSchedule(db: Database, accountId: string, steps: RampStep[]): Promise<void> {
  await db.update(accounts).set({ newChatRamp: steps }).where(eq(accounts.id, accountId));
}

/** A device as the ramp sees it: its row (if any), when it came, and its warmup's start. */
export interface RampDeviceRow {
  device_id: string;
  account_id: string;
  name: string;
  step: number;
  moved_on: string | null;
  started_at: Date | string;
  warmup_started_at: Date | string | null;
  day: string | null;
  opened_on_day: number;
  score: number | null;
  timezone: string | null;
  steps: RampStep[] | null;
}

function rampDevices(where: ReturnType<typeof sql>) {
  return sql`select d.id as device_id, d.account_id, d.name, coalesce(r.step, 0) as step, r.moved_on,
                    coalesce(r.started_at, now()) as started_at, w.started_at as warmup_started_at,
                    r.day, coalesce(r.opened_on_day, 0) as opened_on_day, h.score, a.timezone,
                    a.new_chat_ramp as steps
             from wa_devices d
             join accounts a on a.id = d.account_id
             left join device_ramps r on r.device_id = d.id
             left join device_health h on h.device_id = d.id
             left join lateral (
               select min(wr.started_at) as started_at from warmup_devices wd
               join warmups wr on wr.account_id = wd.account_id
               where wd.device_id = d.id and wr.started_at is not null
             ) w on true
             where ${where}
             order by d.created_at, d.id`;
}

/** The account's devices on the ramp (the page). */
export async function accountRampDevices(db: Database, accountId: string): Promise<RampDeviceRow[]> {
  return rawRows<RampDeviceRow>(db, rampDevices(sql`d.account_id = ${accountId}`));
}

/**
 * Every connected device gets its row the first time it is seen connected (its first day on the
 * ramp); answers every device that has one, for the day's moves.
 */
export async function devicesToMove(db: Database): Promise<RampDeviceRow[]> {
  await db.execute(
    sql`insert into device_ramps (device_id, account_id)
        select d.id, d.account_id from wa_devices d where d.state = 'connected'
        on conflict (device_id) do nothing`,
  );
  return rawRows<RampDeviceRow>(db, rampDevices(sql`r.device_id is not null`));
}

/** Writes the day's moves: each device's new step and the day it moved. */
export async function writeMoves(
  db: Database,
  moves: { deviceId: string; step: number; movedOn: string }[],
): Promise<void> {
  if (moves.length === 0) return;
  await db.execute(
    sql`update device_ramps r set step = m.step, moved_on = m.moved_on
        from unnest(${sql.param(moves.map((m) => m.deviceId))}::uuid[],
                    ${sql.param(moves.map((m) => m.step))}::int[],
                    ${sql.param(moves.map((m) => m.movedOn))}::text[]) as m(device_id, step, moved_on)
        where r.device_id = m.device_id`,
  );
}

/** The account's devices' steps, and the account's saved steps (null: the defaults). */
export async function deviceSteps(
  db: Database,
  accountId: string,
): Promise<{ device_id: string; step: number; steps: RampStep[] | null }[]> {
  return rawRows(
    db,
    sql`select d.id as device_id, coalesce(r.step, 0) as step, a.new_chat_ramp as steps
        from wa_devices d
        join accounts a on a.id = d.account_id
        left join device_ramps r on r.device_id = d.id
        where d.account_id = ${accountId}`,
  );
}
