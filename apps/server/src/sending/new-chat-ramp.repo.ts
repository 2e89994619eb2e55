import { DEFAULT_RAMP_SCHEDULE } from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';

// The new-chat ramp at the claim (packages/shared/src/new-chat-ramp.ts): a message opens a new
// chat when its contact never wrote to the device's number (`conversations.contact_wrote_at`, read
// through the conversation's unique (device, number) key); the device may open up to its step's
// cap of them on the account's day, counted in `device_ramps` by the statement or transaction that
// claims them. What does not fit waits for the account's next day.

const DEFAULT_SCHEDULE = JSON.stringify(DEFAULT_RAMP_SCHEDULE);

/** Whether `o` (a `wa_outbox` row with a device) would open a new chat: its contact never wrote to that number. */
export function opensNewChat(deviceId: SQL): SQL {
  return sql`not exists (select 1 from conversations cv
                         where cv.device_id = ${deviceId} and cv.peer_phone = o.to_phone
                           and cv.contact_wrote_at is not null)`;
}

/** Purposes of a device's own rows the ramp caps; warmup (between the account's numbers), tests and auto-replies are not. */
export const CAPPED_PURPOSES = sql`('chat', 'api')`;

/**
 * One row: the new chats the device may still open today (`room`), the account's day (`today`),
 * and the start of its next day (`tomorrow`), from the account's schedule, the device's step and
 * its count (a device never counted yet stands on the first step).
 */
export function rampRoomQuery(deviceId: string): SQL {
  return sql`select greatest(0, (s.steps -> least(coalesce(r.step, 0), jsonb_array_length(s.steps) - 1) ->> 'cap')::int
                  - case when r.day = z.today then r.opened_on_day else 0 end) as room,
                 z.today, ((z.today::date + 1)::timestamp at time zone z.tz) as tomorrow, d.account_id
             from wa_devices d
             join accounts a on a.id = d.account_id
             cross join lateral (select coalesce(a.timezone, 'Asia/Jakarta') as tz) tz
             cross join lateral (select tz.tz, to_char(now() at time zone tz.tz, 'YYYY-MM-DD') as today) z
             cross join lateral (select coalesce(a.new_chat_ramp, ${DEFAULT_SCHEDULE}::jsonb) as steps) s
             left join device_ramps r on r.device_id = d.id
             where d.id = ${deviceId}`;
}

export interface RampRoom {
  room: number;
  today: string;
  account_id: string;
}

/** The device's room for new chats today (in the claim's transaction). */
export async function rampRoom(tx: Database, deviceId: string): Promise<RampRoom | undefined> {
  const [row] = await rawRows<RampRoom>(tx, rampRoomQuery(deviceId));
  return row;
}

/**
 * Adds the new chats a claim opened to the device's count of the day, as a statement or as a
 * common table expression's body: `opened` is a scalar query or a number.
 */
export function countOpenedSql(deviceId: string, accountId: SQL, today: SQL, opened: SQL): SQL {
  return sql`insert into device_ramps as r (device_id, account_id, day, opened_on_day)
             select ${deviceId}, ${accountId}, ${today}, n.opened from (select (${opened})::int as opened) n
             where n.opened > 0
             on conflict (device_id) do update set
               opened_on_day = case when r.day = excluded.day then r.opened_on_day else 0 end + excluded.opened_on_day,
               day = excluded.day`;
}

export async function countOpened(tx: Database, deviceId: string, room: RampRoom, opened: number): Promise<void> {
  if (opened <= 0) return;
  await tx.execute(countOpenedSql(deviceId, sql`${room.account_id}::uuid`, sql`${room.today}`, sql`${opened}`));
}
