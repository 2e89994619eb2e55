import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { campaignDevices, waOutbox, waOutboxTransitions } from '../../db/schema/index.ts';
import type { OutboxRow } from '../gateway/outbox.repo.ts';

// A device takes a campaign's next recipient when its pacing allows: the campaign runs, the
// device is still in its rotation, its delay since its last message of the campaign has passed,
// its daily cap is not reached and the account's clock is inside the sending window. Whichever
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

/**
 * Claims one campaign recipient for the device, `sending` with its WhatsApp id fixed, in one
 * transaction with the device's pacing. Opted-out contacts met on the way are skipped, never sent.
 */
export async function claimCampaignRecipient(
  db: Database,
  deviceId: string,
  newMessageId: () => string,
  random: () => number = Math.random,
): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const slots = await rawRows<Slot>(
      tx,
      sql`select cd.campaign_id, c.min_delay_seconds, c.max_delay_seconds, c.daily_cap_per_device,
                 c.window_start, c.window_end, cd.day, cd.sent_on_day,
                 to_char(now() at time zone z.tz, 'YYYY-MM-DD') as today,
                 to_char(now() at time zone z.tz, 'HH24:MI') as clock
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
      const capped = slot.daily_cap_per_device !== null && sentToday >= slot.daily_cap_per_device;
      if (capped || !insideWindow(slot.clock, slot.window_start, slot.window_end)) {
        // Not now: look again in a while rather than at every turn of the sender.
        await tx.execute(
          sql`update ${campaignDevices} set next_send_at = now() + interval '1 minute'
              where campaign_id = ${slot.campaign_id} and device_id = ${deviceId}`,
        );
        continue;
      }
      const row = await takeNextRecipient(
        tx as unknown as Database,
        slot.campaign_id,
        deviceId,
        newMessageId,
      );
      if (!row) continue;
      const delay = randomDelayMs(slot.min_delay_seconds, slot.max_delay_seconds, random);
      await tx.execute(
        sql`update ${campaignDevices}
            set next_send_at = now() + make_interval(secs => ${delay / 1000}),
                day = ${slot.today}, sent_on_day = ${sentToday + 1}
            where campaign_id = ${slot.campaign_id} and device_id = ${deviceId}`,
      );
      return row;
    }
    return undefined;
  });
}

/** The campaign's next unassigned recipient, claimed for the device; opted-out ones skipped on the way. */
async function takeNextRecipient(
  tx: Database,
  campaignId: string,
  deviceId: string,
  newMessageId: () => string,
): Promise<OutboxRow | undefined> {
  for (;;) {
    const [next] = await rawRows<{ id: string; opted_out: boolean }>(
      tx,
      sql`select o.id, (ct.opted_out_at is not null) as opted_out
          from wa_outbox o left join contacts ct on ct.id = o.contact_id
          where o.campaign_id = ${campaignId} and o.state = 'queued' and o.device_id is null
          order by o.seq
          limit 1
          for update of o skip locked`,
    );
    if (!next) return undefined;
    if (next.opted_out) {
      await tx.execute(
        sql`update ${waOutbox} set state = 'skipped', failure_reason = 'opted_out', failed_at = now()
            where id = ${next.id}`,
      );
      await tx
        .insert(waOutboxTransitions)
        .values({ outboxId: next.id, fromState: 'queued', toState: 'skipped', reason: 'opted_out' });
      continue;
    }
    const [claimed] = await tx
      .update(waOutbox)
      .set({ state: 'sending', deviceId, waMessageId: newMessageId(), claimedAt: new Date() })
      .where(sql`${waOutbox.id} = ${next.id}`)
      .returning();
    await tx
      .insert(waOutboxTransitions)
      .values({ outboxId: next.id, fromState: 'queued', toState: 'sending' });
    return claimed;
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
