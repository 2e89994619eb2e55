import type { CampaignStatus, DeviceState } from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-rows.ts';
import { customerPeer } from '../chats/index.ts';

// The dashboard's figures over the account's own rows, in one prepared statement: the page asks
// for them on every visit and every live refresh, and six statements cost six round trips and
// six plans where one costs one of each. "Today" and the chart's days are the account's time zone.

export interface DayCounts {
  date: string;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
}

export interface DashboardFigures {
  devices: { id: string; name: string; state: DeviceState; sent_today: number }[];
  incoming_today: number;
  unanswered_today: number;
  open: number;
  unanswered: number;
  longest_wait: number | null;
  responses: number;
  avg_response: number | null;
  median_response: number | null;
  by_status: Partial<Record<CampaignStatus, number>>;
  /** Today in the account's time zone, YYYY-MM-DD. */
  today: string;
  days: DayCounts[];
  campaigns: {
    id: string;
    name: string;
    status: CampaignStatus;
    total: number;
    sent: number;
    delivered: number;
    read: number;
    failed: number;
    skipped: number;
  }[];
}

/** The statement's values, given on each run. */
const accountId = sql.placeholder('accountId');
const chartDays = sql.placeholder('chartDays');
const latest = sql.placeholder('latestCampaigns');
const zone = sql`(select tz from z)`;
const startOfToday = sql`(select start from z)`;

/** The account's devices with the messages each sent today, in the order they were added. */
const devices = sql`(
  select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'state', d.state,
    'sent_today', (select count(*)::int from wa_outbox o where o.device_id = d.id and o.sent_at >= ${startOfToday}))
    order by d.created_at, d.id), '[]') from wa_devices d where d.account_id = ${accountId})`;

/** Today's customer messages that a person sent or answers: not a campaign's nor the API's. */
const todaysMessages = sql`
  select peer_phone, peer_lid, direction, sent_at from messages m
  where account_id = ${accountId} and sent_at >= ${startOfToday}
    and ${customerPeer(sql`m.account_id`, sql`m.peer_phone`)}
    and (m.outbox_id is null or exists (select 1 from wa_outbox o where o.id = m.outbox_id and o.purpose = 'chat'))`;

/** The inbox now: open and unanswered conversations (warmup's between own devices left out). */
function inboxNow(): SQL {
  const customer = customerPeer(sql`c.account_id`, sql`c.peer_phone`);
  const mine = sql`from conversations c where account_id = ${accountId} and ${customer}`;
  return sql`(select count(*)::int ${mine} and last_message_at >= now() - interval '24 hours') as open,
    (select count(*)::int ${mine} and unanswered) as unanswered,
    (select extract(epoch from now() - min(awaiting_since))::int ${mine} and unanswered) as longest_wait`;
}

/** How many answers came over 7 days, and how fast. */
const responseTimes = sql`
  select count(*)::int as responses, round(avg(seconds))::int as avg_response,
    round(percentile_cont(0.5) within group (order by seconds))::int as median_response
  from chat_response_times where account_id = ${accountId} and responded_at >= now() - interval '7 days'`;

const campaignsByStatus = sql`(
  select coalesce(json_object_agg(status, n), '{}') from (
    select status, count(*)::int as n from campaigns where account_id = ${accountId} group by status) s)`;

/**
 * Campaign messages sent, delivered, read and failed on each day of the chart that had any. Each
 * message is read once and counted on the days of its moments (a scan per day and outcome read a
 * busy account's 14 days of messages 56 times); the service lays out the days without any.
 */
const campaignDays = sql`(
  with recent as (
    select sent_at, delivered_at, read_at, case when state = 'failed' then failed_at end as failed_at
    from wa_outbox
    where account_id = ${accountId} and campaign_id is not null
      and coalesce(sent_at, failed_at, created_at) >= ${startOfToday} - make_interval(days => ${chartDays}::int)
  ), counts as (
    select to_char(moment.at at time zone ${zone}, 'YYYY-MM-DD') as date,
      count(*) filter (where moment.kind = 'sent')::int as sent,
      count(*) filter (where moment.kind = 'delivered')::int as delivered,
      count(*) filter (where moment.kind = 'read')::int as read,
      count(*) filter (where moment.kind = 'failed')::int as failed
    from recent cross join lateral (values (sent_at, 'sent'), (delivered_at, 'delivered'),
      (read_at, 'read'), (failed_at, 'failed')) as moment(at, kind)
    where moment.at is not null
    group by 1
  )
  select coalesce(json_agg(json_build_object('date', date, 'sent', sent, 'delivered', delivered,
    'read', read, 'failed', failed)), '[]') from counts)`;

/** The latest campaigns with their totals per outcome (sent counts every message that went out). */
const latestCampaigns = sql`(
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'status', t.status,
    'total', t.total, 'sent', t.sent, 'delivered', t.delivered, 'read', t.read, 'failed', t.failed,
    'skipped', t.skipped) order by t.created_at desc), '[]')
  from (
    select c.id, c.name, c.status, c.total_recipients as total, c.created_at,
      count(*) filter (where o.state in ('sent', 'delivered', 'read'))::int as sent,
      count(*) filter (where o.state in ('delivered', 'read'))::int as delivered,
      count(*) filter (where o.state = 'read')::int as read,
      count(*) filter (where o.state = 'failed')::int as failed,
      count(*) filter (where o.state = 'skipped')::int as skipped
    from (select * from campaigns where account_id = ${accountId} order by created_at desc limit ${latest}) c
    left join wa_outbox o on o.campaign_id = c.id
    group by c.id, c.name, c.status, c.total_recipients, c.created_at) t)`;

const figures = () => sql`with z as (
    select tz, (date_trunc('day', now() at time zone tz) at time zone tz) as start
    from (select coalesce((select timezone from accounts where id = ${accountId}), 'Asia/Jakarta') as tz) t
  ), today as (${todaysMessages}
  ), last as (
    select distinct on (coalesce(peer_phone, peer_lid)) direction from today
    order by coalesce(peer_phone, peer_lid), sent_at desc
  )
  select ${devices} as devices, (select to_char(now() at time zone tz, 'YYYY-MM-DD') from z) as today,
    (select count(*)::int from today where direction = 'in') as incoming_today,
    (select count(*)::int from last where direction = 'in') as unanswered_today,
    ${inboxNow()}, r.responses, r.avg_response, r.median_response,
    ${campaignsByStatus} as by_status, ${campaignDays} as days, ${latestCampaigns} as campaigns
  from (${responseTimes}) r`;

export async function dashboardFigures(
  db: Database,
  account: string,
  options: { chartDays: number; latestCampaigns: number },
): Promise<DashboardFigures> {
  const statement = preparedStatement<DashboardFigures>(db, 'dashboard_figures', figures);
  const [row] = await statement.rows({ accountId: account, ...options });
  return row!;
}
