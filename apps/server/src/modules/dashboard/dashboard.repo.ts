import type { CampaignStatus, DeviceState } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { customerPeer } from '../chats/index.ts';

// The dashboard's figures, each one query over the account's own rows. "Today" and the days of
// the chart are the account's time zone.

const tz = (accountId: string) =>
  sql`coalesce((select timezone from accounts where id = ${accountId}), 'Asia/Jakarta')`;
const startOfToday = (accountId: string) =>
  sql`(date_trunc('day', now() at time zone ${tz(accountId)}) at time zone ${tz(accountId)})`;

export function devicesWithSentToday(db: Database, accountId: string) {
  return rawRows<{ id: string; name: string; state: DeviceState; sent_today: number }>(
    db,
    sql`select d.id, d.name, d.state,
          (select count(*)::int from wa_outbox o where o.device_id = d.id and o.sent_at >= ${startOfToday(accountId)}) as sent_today
        from wa_devices d where d.account_id = ${accountId}
        order by d.created_at, d.id`,
  );
}

export async function chatToday(db: Database, accountId: string) {
  const [row] = await rawRows<{ incoming: number; unanswered: number }>(
    db,
    sql`with today as (
          select peer_phone, peer_lid, direction, sent_at from messages m
          where account_id = ${accountId} and sent_at >= ${startOfToday(accountId)}
            and ${customerPeer(sql`m.account_id`, sql`m.peer_phone`)}
            -- A campaign's or the API's message answers nobody.
            and (m.outbox_id is null or exists (select 1 from wa_outbox o where o.id = m.outbox_id and o.purpose = 'chat'))
        ), last as (
          select distinct on (coalesce(peer_phone, peer_lid)) direction from today
          order by coalesce(peer_phone, peer_lid), sent_at desc
        )
        select (select count(*)::int from today where direction = 'in') as incoming,
               (select count(*)::int from last where direction = 'in') as unanswered`,
  );
  return { incoming: row?.incoming ?? 0, unanswered: row?.unanswered ?? 0 };
}

/** The inbox now: open and unanswered conversations, and how fast answers came over 7 days. */
export async function conversationFigures(db: Database, accountId: string) {
  // Warmup's conversations between the account's own devices are no customer's.
  const customer = customerPeer(sql`c.account_id`, sql`c.peer_phone`);
  const [row] = await rawRows<{
    open: number;
    unanswered: number;
    longest_wait: number | null;
    responses: number;
    avg_response: number | null;
    median_response: number | null;
  }>(
    db,
    sql`select
          (select count(*)::int from conversations c where account_id = ${accountId} and ${customer} and last_message_at >= now() - interval '24 hours') as open,
          (select count(*)::int from conversations c where account_id = ${accountId} and ${customer} and unanswered) as unanswered,
          (select extract(epoch from now() - min(awaiting_since))::int from conversations c where account_id = ${accountId} and ${customer} and unanswered) as longest_wait,
          r.responses, r.avg_response, r.median_response
        from (select count(*)::int as responses, round(avg(seconds))::int as avg_response,
                round(percentile_cont(0.5) within group (order by seconds))::int as median_response
              from chat_response_times where account_id = ${accountId} and responded_at >= now() - interval '7 days') r`,
  );
  return row!;
}

export function campaignsByStatus(db: Database, accountId: string) {
  return rawRows<{ status: CampaignStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from campaigns where account_id = ${accountId} group by status`,
  );
}

/** Campaign messages sent, delivered, read and failed per day of the last `days` days. */
export function campaignDays(db: Database, accountId: string, days: number) {
  const zone = tz(accountId);
  return rawRows<{ date: string; sent: number; delivered: number; read: number; failed: number }>(
    db,
    sql`with days as (
          select to_char(d, 'YYYY-MM-DD') as date from generate_series(
            (now() at time zone ${zone})::date - ${days - 1}::int, (now() at time zone ${zone})::date, interval '1 day') d
        ), recent as (
          select sent_at, delivered_at, read_at, failed_at, state from wa_outbox
          where account_id = ${accountId} and campaign_id is not null
            and coalesce(sent_at, failed_at, created_at) >= ${startOfToday(accountId)} - make_interval(days => ${days})
        )
        select days.date,
          (select count(*)::int from recent where to_char(sent_at at time zone ${zone}, 'YYYY-MM-DD') = days.date) as sent,
          (select count(*)::int from recent where to_char(delivered_at at time zone ${zone}, 'YYYY-MM-DD') = days.date) as delivered,
          (select count(*)::int from recent where to_char(read_at at time zone ${zone}, 'YYYY-MM-DD') = days.date) as read,
          (select count(*)::int from recent where state = 'failed' and to_char(failed_at at time zone ${zone}, 'YYYY-MM-DD') = days.date) as failed
        from days order by days.date`,
  );
}

/** The latest campaigns with their totals per outcome (sent counts every message that went out). */
export function latestCampaignTotals(db: Database, accountId: string, limit: number) {
  return rawRows<{
    id: string;
    name: string;
    status: CampaignStatus;
    total: number;
    sent: number;
    delivered: number;
    read: number;
    failed: number;
    skipped: number;
  }>(
    db,
    sql`select c.id, c.name, c.status, c.total_recipients as total,
          count(*) filter (where o.state in ('sent', 'delivered', 'read'))::int as sent,
          count(*) filter (where o.state in ('delivered', 'read'))::int as delivered,
          count(*) filter (where o.state = 'read')::int as read,
          count(*) filter (where o.state = 'failed')::int as failed,
          count(*) filter (where o.state = 'skipped')::int as skipped
        from (select * from campaigns where account_id = ${accountId} order by created_at desc limit ${limit}) c
        left join wa_outbox o on o.campaign_id = c.id
        group by c.id, c.name, c.status, c.total_recipients, c.created_at
        order by c.created_at desc`,
  );
}
