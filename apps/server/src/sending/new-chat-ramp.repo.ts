import { DEFAULT_RAMP_SCHEDULE, WHATSAPP_CAP_SHARE } from '@siar/shared';
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
  // A scalar read through the unique key, one probe per row: an `exists` may be planned as a
  // scan of all the device's conversations at every claim.
  return sql`((select cv.contact_wrote_at from conversations cv
               where cv.device_id = ${deviceId} and cv.peer_phone = o.to_phone) is null)`;
}

/** Purposes of a device's own rows the ramp caps; warmup (between the account's numbers), tests and auto-replies are not. */
export const CAPPED_PURPOSES = sql`('chat', 'api')`;

/** The cap a day of the device's step (`r`: its device_ramps row, `s.steps`: the account's schedule). */
const CAP = sql`(s.steps -> least(coalesce(r.step, 0), jsonb_array_length(s.steps) - 1) ->> 'cap')::int`;
/** New chats it opened today (`z.today`: the account's day). */
const OPENED = sql`case when r.day = z.today then r.opened_on_day else 0 end`;
/** WhatsApp's cap, while its cycle lasts: what is left of the share Siar uses (null: no cap known). */
const WA_LEFT = sql`case when r.wa_cap_total is not null and (r.wa_cap_ends_at is null or r.wa_cap_ends_at > now())
                         then floor(r.wa_cap_total * ${WHATSAPP_CAP_SHARE}::float8)::int - r.wa_cap_used end`;
/** New chats it may still open today: none while WhatsApp's reach-out lock holds. */
const ROOM = sql`case when r.locked_until > now() then 0
                      else greatest(0, least(${CAP} - ${OPENED}, coalesce(${WA_LEFT}, 2147483647))) end`;
/** The account's next midnight (`z.tz`: its zone). */
const NEXT_DAY = sql`(z.today::date + 1)::timestamp at time zone z.tz`;

/**
 * One row: the new chats the device may still open today (`room`), the account's day (`today`),
 * and when a message that does not fit may look again (`tomorrow`): once every limit that holds
 * it has passed (the day's cap: the account's next day; the reach-out lock: its end, before or
 * after midnight; WhatsApp's cap: its cycle's end). A device never counted stands on the first step.
 */
export function rampRoomQuery(deviceId: string): SQL {
  return sql`select ${ROOM} as room,
                 z.today, d.account_id,
                 coalesce(greatest(
                   case when ${CAP} - ${OPENED} <= 0 then ${NEXT_DAY} end,
                   case when r.locked_until > now() then r.locked_until end,
                   case when ${WA_LEFT} <= 0 then coalesce(r.wa_cap_ends_at, ${NEXT_DAY}) end
                 ),
                 -- Room left but not enough for all: the tighter cap decides.
                 case when ${WA_LEFT} < ${CAP} - ${OPENED} then coalesce(r.wa_cap_ends_at, ${NEXT_DAY}) end,
                 ${NEXT_DAY}) as tomorrow
             from wa_devices d
             join accounts a on a.id = d.account_id
             cross join lateral (select coalesce(a.timezone, 'Asia/Jakarta') as tz) tz
             cross join lateral (select tz.tz, to_char(now() at time zone tz.tz, 'YYYY-MM-DD') as today) z
             cross join lateral (select coalesce(a.new_chat_ramp, ${DEFAULT_SCHEDULE}::jsonb) as steps) s
             left join device_ramps r on r.device_id = d.id
             where d.id = ${deviceId}`;
}

/**
 * Adds the new chats a claim opened to the device's count of the day, as a common table
 * expression's body: `opened` is a scalar query.
 */
export function countOpenedSql(deviceId: string, accountId: SQL, today: SQL, opened: SQL): SQL {
  return sql`insert into device_ramps as r (device_id, account_id, day, opened_on_day)
             select ${deviceId}, ${accountId}, ${today}, n.opened from (select (${opened})::int as opened) n
             where n.opened > 0
             on conflict (device_id) do update set
               opened_on_day = case when r.day = excluded.day then r.opened_on_day else 0 end + excluded.opened_on_day,
               day = excluded.day,
               -- Counted against WhatsApp's cap too, until its next report says where it stands.
               wa_cap_used = r.wa_cap_used + excluded.opened_on_day`;
}

export interface SpreadFigures {
  today: string;
  total: number;
  /** Recipients not yet taken, and of them those who never wrote to any device of the rotation. */
  remaining: number;
  opening: number;
  devices: { room: number; perDay: number }[];
}

/**
 * What a campaign's spread over days is computed from: its recipients left, those of them that
 * open a new chat, and each device of its rotation's room today and cap a day (the ramp's, or the
 * campaign's daily cap when lower).
 */
export async function campaignSpreadFigures(
  db: Database,
  campaignId: string,
): Promise<SpreadFigures | undefined> {
  const [devices, [left]] = await Promise.all([
    rawRows<{ room: number; per_day: number; today: string; total: number }>(
      db,
      sql`select least(${ROOM},
                       coalesce(c.daily_cap_per_device - case when cd.day = z.today then cd.sent_on_day else 0 end,
                                2147483647)) as room,
                 least(${CAP}, coalesce(c.daily_cap_per_device, 2147483647)) as per_day,
                 z.today, c.total_recipients as total
          from campaign_devices cd
          join campaigns c on c.id = cd.campaign_id
          join accounts a on a.id = c.account_id
          cross join lateral (select coalesce(a.timezone, 'Asia/Jakarta') as tz) tz
          cross join lateral (select to_char(now() at time zone tz.tz, 'YYYY-MM-DD') as today) z
          cross join lateral (select coalesce(a.new_chat_ramp, ${DEFAULT_SCHEDULE}::jsonb) as steps) s
          left join device_ramps r on r.device_id = cd.device_id
          where cd.campaign_id = ${campaignId} and cd.removed_at is null`,
    ),
    rawRows<{ remaining: number; opening: number }>(
      db,
      sql`select count(*)::int as remaining,
                 (count(*) filter (where not exists (
                    select 1 from campaign_devices cd join conversations cv on cv.device_id = cd.device_id
                    where cd.campaign_id = o.campaign_id and cv.peer_phone = o.to_phone
                      and cv.contact_wrote_at is not null)))::int as opening
          from wa_outbox o
          where o.campaign_id = ${campaignId} and o.state = 'queued' and o.device_id is null`,
    ),
  ]);
  const first = devices[0];
  if (!first || !left) return undefined;
  return {
    today: first.today,
    total: first.total,
    remaining: left.remaining,
    opening: left.opening,
    devices: devices.map((d) => ({ room: d.room, perDay: d.per_day })),
  };
}

/** Without a time from the engine, a reach-out lock is taken to hold this long. */
export const REACH_OUT_LOCK_BACKOFF_MS = 24 * 60 * 60 * 1000;

/**
 * WhatsApp's reach-out lock (a 463, or the engine's report of it): the device opens no new chat
 * until `until`, or for the back-off when nobody says. A time from a refusal or a guess only
 * extends the lock; the end WhatsApp itself reports (`exact`) replaces it.
 */
export async function lockNewChats(
  db: Database,
  deviceId: string,
  until: Date | undefined,
  exact = false,
): Promise<void> {
  const end = until ?? new Date(Date.now() + REACH_OUT_LOCK_BACKOFF_MS);
  const lockedUntil = exact
    ? sql`excluded.locked_until`
    : sql`greatest(coalesce(r.locked_until, excluded.locked_until), excluded.locked_until)`;
  await db.execute(
    sql`insert into device_ramps as r (device_id, account_id, locked_until)
        select d.id, d.account_id, ${end.toISOString()}::timestamptz from wa_devices d where d.id = ${deviceId}
        on conflict (device_id) do update set locked_until = ${lockedUntil}`,
  );
}

/** WhatsApp lifted the reach-out lock (the engine said so): new chats may open again. */
export async function liftNewChatLock(db: Database, deviceId: string): Promise<void> {
  await db.execute(sql`update device_ramps set locked_until = null where device_id = ${deviceId}`);
}

/** WhatsApp's cap on new chats as the engine reported it: where the device stands in the cycle. */
export async function recordNewChatCap(
  db: Database,
  deviceId: string,
  cap: { total: number; used: number; cycleEndsAt?: Date },
): Promise<void> {
  await db.execute(
    sql`insert into device_ramps as r (device_id, account_id, wa_cap_total, wa_cap_used, wa_cap_ends_at)
        select d.id, d.account_id, ${cap.total}, ${cap.used}, ${cap.cycleEndsAt?.toISOString() ?? null}::timestamptz
        from wa_devices d where d.id = ${deviceId}
        on conflict (device_id) do update
        set wa_cap_total = excluded.wa_cap_total, wa_cap_used = excluded.wa_cap_used,
            wa_cap_ends_at = excluded.wa_cap_ends_at`,
  );
}
