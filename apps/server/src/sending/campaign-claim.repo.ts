import { isOpenAt } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { campaignDevices } from '../db/schema/index.ts';
import { businessHoursOf } from '../modules/business-hours/index.ts';
import { holdLease } from '../whatsapp/index.ts';
import type { Lease } from '../whatsapp/lease.ts';
import { countOpenedSql, opensNewChat, rampRoomQuery } from './new-chat-ramp.repo.ts';
import type { OutboxRow } from './outbox.repo.ts';
import { rowsByIds } from './outbox-batch.repo.ts';
import { outboxMoveCtes } from './outbox-moves.repo.ts';

// A device takes a campaign's next recipient when its pacing allows: the campaign runs, the
// device is still in its rotation, its delay since its last message of the campaign has passed,
// its daily cap is not reached, the account's clock is inside the sending window (and its business
// hours are open, when the campaign keeps to them), and a recipient who never wrote to the number
// (a new chat) fits in the device's ramp for today (new-chat-ramp.repo.ts). Whichever
// device of the rotation is free first takes the next row, which spreads the recipients.

interface Slot {
  campaign_id: string;
  min_delay_seconds: number;
  max_delay_seconds: number;
  daily_cap_per_device: number | null;
  window_start: string | null;
  window_end: string | null;
  day: string | null;
  sent_on_day: number;
  today: string;
  clock: string;
  /** Devices in the campaign's rotation now. */
  devices: number;
  account_id: string;
  within_business_hours: boolean;
}

/** Inside a daily window `[start, end)`, which may run past midnight (22:00-06:00). */
export function insideWindow(clock: string, start: string | null, end: string | null): boolean {
  if (!start || !end) return true;
  if (start <= end) return clock >= start && clock < end;
  return clock >= start || clock < end;
}

function randomDelayMs(min: number, max: number, random: () => number): number {
  return Math.round((min + random() * (max - min)) * 1000);
}

/** Whether the account's business hours are open now; with none set, any time is. */
async function businessOpenNow(db: Database, accountId: string): Promise<boolean> {
  const hours = await businessHoursOf(db, accountId);
  return !hours || isOpenAt(hours.schedule, hours.timeZone, new Date());
}

/**
 * Claims campaign recipients for the device, `sending` with their WhatsApp ids fixed, in one
 * transaction with the device's pacing: one when the campaign waits between messages, up to `max`
 * (and the daily cap) when its pacing is off. Opted-out contacts met on the way are skipped,
 * never sent. Only while the sender's gateway holds the device's lease (else LeaseLostError).
 */
export async function claimCampaignRecipients(
  db: Database,
  lease: Lease,
  newMessageId: () => string,
  max = 1,
  random: () => number = Math.random,
): Promise<OutboxRow[]> {
  const { deviceId } = lease;
  const claimed = await db.transaction(async (tx) => {
    await holdLease(tx, lease);
    const slots = await rawRows<Slot>(
      tx,
      sql`select cd.campaign_id, c.min_delay_seconds, c.max_delay_seconds, c.daily_cap_per_device,
                 c.window_start, c.window_end, cd.day, cd.sent_on_day, c.account_id, c.within_business_hours,
                 to_char(now() at time zone z.tz, 'YYYY-MM-DD') as today,
                 to_char(now() at time zone z.tz, 'HH24:MI') as clock,
                 (select count(*)::int from campaign_devices r
                  where r.campaign_id = cd.campaign_id and r.removed_at is null) as devices
          from campaign_devices cd
          join campaigns c on c.id = cd.campaign_id
          join accounts a on a.id = c.account_id
          cross join lateral (select coalesce(a.timezone, 'Asia/Jakarta') as tz) z
          where cd.device_id = ${deviceId} and cd.removed_at is null and c.status = 'running'
            and cd.next_send_at <= now()
          order by cd.next_send_at
          for update of cd skip locked`,
    );
    for (const slot of slots) {
      const sentToday = slot.day === slot.today ? slot.sent_on_day : 0;
      const left = slot.daily_cap_per_device === null ? max : slot.daily_cap_per_device - sentToday;
      const closed =
        slot.within_business_hours && !(await businessOpenNow(tx as unknown as Database, slot.account_id));
      if (left <= 0 || closed || !insideWindow(slot.clock, slot.window_start, slot.window_end)) {
        await notBefore(tx as unknown as Database, slot.campaign_id, deviceId);
        continue;
      }
      const paced = slot.max_delay_seconds > 0;
      const count = paced ? 1 : await fairShare(tx as unknown as Database, slot, Math.min(max, left));
      const { ids, room } = await takeNextRecipients(tx as unknown as Database, {
        campaignId: slot.campaign_id,
        deviceId,
        newMessageId,
        count,
      });
      if (ids.length === 0) {
        // Only new chats left and the device's ramp is full today: look again in a while.
        if (room <= 0) await notBefore(tx as unknown as Database, slot.campaign_id, deviceId);
        continue;
      }
      const delay = randomDelayMs(slot.min_delay_seconds, slot.max_delay_seconds, random);
      await tx.execute(
        sql`update ${campaignDevices}
            set next_send_at = now() + make_interval(secs => ${delay / 1000}),
                day = ${slot.today}, sent_on_day = ${sentToday + ids.length}
            where campaign_id = ${slot.campaign_id} and device_id = ${deviceId}`,
      );
      return ids;
    }
    return [];
  });
  return rowsByIds(db, claimed);
}

/** Not now: the device looks at the campaign again in a while rather than at every turn of its sender. */
async function notBefore(tx: Database, campaignId: string, deviceId: string): Promise<void> {
  await tx.execute(
    sql`update ${campaignDevices} set next_send_at = now() + interval '1 minute'
        where campaign_id = ${campaignId} and device_id = ${deviceId}`,
  );
}

/**
 * How many recipients a device takes at once with pacing off: up to `most`, but no more than its
 * share of what is left, so a small campaign is still spread over its rotation. What is left is
 * counted only as far as it matters (`most` for each device).
 */
async function fairShare(tx: Database, slot: Slot, most: number): Promise<number> {
  const [left] = await rawRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
          select 1 from wa_outbox
          where campaign_id = ${slot.campaign_id} and state = 'queued' and device_id is null
          limit ${most * Math.max(slot.devices, 1)}
        ) t`,
  );
  return Math.max(1, Math.min(most, Math.ceil((left?.n ?? 0) / Math.max(slot.devices, 1))));
}

interface Take {
  campaignId: string;
  deviceId: string;
  newMessageId: () => string;
  count: number;
}

/**
 * The campaign's next unassigned recipients (at most `count`), claimed for the device in one
 * statement; opted-out ones met on the way are skipped. Recipients whose contact never wrote to the
 * device's number open a new chat: no more of them than the device's room for today (its ramp),
 * read and counted in the same statement. Answers the claimed rows' ids in order, and the room
 * there was before the claim.
 */
async function takeNextRecipients(tx: Database, take: Take): Promise<{ ids: string[]; room: number }> {
  const { campaignId, deviceId, count } = take;
  const newIds = Array.from({ length: count }, take.newMessageId);
  const opens = opensNewChat(sql`${deviceId}`);
  const room = sql`coalesce((select room from ramp), 0)`;
  for (;;) {
    const rows = await rawRows<{ id: string | null; room: number; skipped: number }>(
      tx,
      sql`with ramp as (${rampRoomQuery(deviceId)}),
          picked as (
            select o.id, o.seq, (ct.opted_out_at is not null) as opted_out, ${opens} as opens
            from wa_outbox o left join contacts ct on ct.id = o.contact_id
            where o.campaign_id = ${campaignId} and o.state = 'queued' and o.device_id is null
              and (${room} > 0 or not ${opens})
            order by o.seq
            limit ${count}
            for update of o skip locked
          ),
          ranked as (
            select id, seq, opens, count(*) filter (where opens) over (order by seq) as k
            from picked where not opted_out
          ),
          numbered as (
            select id, opens, row_number() over (order by seq) as n from ranked where not opens or k <= ${room}
          ),
          ${outboxMoveCtes('skipped', {
            source: sql`picked`,
            where: sql`src.opted_out`,
            from: 'queued',
            to: 'skipped',
            set: sql`failure_reason = 'opted_out', failed_at = now()`,
            reason: 'opted_out',
          })},
          ${outboxMoveCtes('claimed', {
            source: sql`numbered`,
            from: 'queued',
            to: 'sending',
            set: sql`device_id = ${deviceId}, claimed_at = now(),
                     wa_message_id = (${sql.param(newIds)}::text[])[src.n]`,
            returning: sql`src.n, src.opens`,
          })},
          counted as (${countOpenedSql(
            deviceId,
            sql`(select account_id from ramp)`,
            sql`(select today from ramp)`,
            sql`select count(*) from claimed where opens`,
          )})
          select c.id, ${room} as room, (select count(*)::int from skipped) as skipped
          from (select 1) one left join claimed c on true
          order by c.n`,
    );
    const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
    // Only opted-out contacts in this stretch: on to the next ones.
    if (ids.length > 0 || (rows[0]?.skipped ?? 0) === 0) return { ids, room: rows[0]?.room ?? 0 };
  }
}

/** When the device may next take a campaign recipient, if any running campaign waits for it. */
export async function nextCampaignSlotAt(db: Database, deviceId: string): Promise<Date | undefined> {
  const [row] = await rawRows<{ at: Date | string | null }>(
    db,
    sql`select min(cd.next_send_at) as at
        from campaign_devices cd join campaigns c on c.id = cd.campaign_id
        where cd.device_id = ${deviceId} and cd.removed_at is null and c.status = 'running'
          and exists (select 1 from wa_outbox o
                      where o.campaign_id = cd.campaign_id and o.state = 'queued' and o.device_id is null)`,
  );
  return row?.at ? new Date(row.at) : undefined;
}
