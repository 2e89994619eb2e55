import { REPORTS_LIMITS } from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { customerPeer } from '../chats/index.ts';
import type { OpenTime } from './open-time.ts';

/** What a report counts: the account's conversations, of some devices, of one member. */
export interface ReportScope {
  accountId: string;
  timeZone: string;
  /** The first instant of the range and the first after it. */
  from: Date;
  to: Date;
  /** A channel's devices; undefined: every device. */
  deviceIds?: string[];
  /** One member's conversations (their assignee); undefined: everyone's. */
  memberId?: string;
  /** The open hours when the account has set business hours; null: every second counts. */
  openTime: OpenTime | null;
}

/** The figures of one group, as the statement answers them. */
export interface FigureRow {
  opened: number;
  resolved: number;
  first_response_median: number | null;
  first_response_p90: number | null;
  resolution_median: number | null;
  resolution_p90: number | null;
  messages_sent: number;
  messages_received: number;
  campaign_replies: number;
}

const KIND = { opened: 1, resolved: 2, response: 3, sent: 4, received: 5, campaignReply: 6 } as const;
const REPLY_WINDOW = sql.raw(`interval '${REPORTS_LIMITS.campaignReplyWindowHours} hours'`);

/** The conversations counted, with whose they are. */
function conversationsOf(scope: ReportScope): SQL {
  const devices = scope.deviceIds
    ? sql`and c.device_id in (${sql.join(
        scope.deviceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const member = scope.memberId ? sql`and c.assignee_id = ${scope.memberId}::uuid` : sql``;
  return sql`select c.id, c.assignee_id, c.device_id, c.created_at from conversations c
    where c.account_id = ${scope.accountId}::uuid ${devices} ${member}
      and ${customerPeer(sql`c.account_id`, sql`c.peer_phone`)}`;
}

/**
 * Every counted event of the range, one row each: when, which conversation, what, and (for a
 * time) when it started. Opened: the conversation began, or was opened again after it was
 * resolved. A response: a contact's wait ended by a member's reply (chat_response_times; the
 * automated messages answer nobody). Resolved: a move to resolved, timed from the latest opening.
 */
function events(scope: ReportScope): SQL {
  const a = sql`${scope.accountId}::uuid`;
  const dayOf = (at: SQL) => sql`(${at} at time zone ${scope.timeZone})::date`;
  const inRange = (at: SQL) => sql`${at} >= ${scope.from.toISOString()}::timestamptz
    and ${at} < ${scope.to.toISOString()}::timestamptz`;
  return sql`
    select c.created_at as at, c.id as conv, ${KIND.opened} as kind, null::timestamptz as started, 1 as n
      from conv c where ${inRange(sql`c.created_at`)}
    union all
    select m.at, m.row_id, ${KIND.opened}, null, 1 from status_moves m
      where m.account_id = ${a} and m.entity = 'conversation' and m.from_status = 'resolved'
        and m.to_status = 'open' and ${inRange(sql`m.at`)}
    union all
    select m.at, m.row_id, ${KIND.resolved}, greatest(c.created_at, (
        select max(o.at) from status_moves o where o.entity = 'conversation' and o.row_id = m.row_id
          and o.from_status = 'resolved' and o.to_status = 'open' and o.at <= m.at)), 1
      from status_moves m join conv c on c.id = m.row_id
      where m.account_id = ${a} and m.entity = 'conversation' and m.to_status = 'resolved' and ${inRange(sql`m.at`)}
    union all
    select r.responded_at, r.conversation_id, ${KIND.response}, r.responded_at - make_interval(secs => r.seconds), 1
      from chat_response_times r where r.account_id = ${a} and ${inRange(sql`r.responded_at`)}
    union all
    select min(m.sent_at), m.conversation_id, case when m.direction = 'in' then ${KIND.received} else ${KIND.sent} end,
           null, count(*)::int
      from messages m where m.account_id = ${a} and ${inRange(sql`m.sent_at`)} and m.conversation_id is not null
      group by m.conversation_id, m.direction, ${dayOf(sql`m.sent_at`)}
    union all
    select reply.at, reply.conv, ${KIND.campaignReply}, null, 1
      from wa_outbox o cross join lateral (
        select m.sent_at as at, m.conversation_id as conv from messages m
        where m.contact_id = o.contact_id and m.direction = 'in' and m.conversation_id is not null
          and m.sent_at >= o.sent_at and m.sent_at < o.sent_at + ${REPLY_WINDOW}
        order by m.sent_at limit 1) reply
      where o.account_id = ${a} and o.purpose = 'campaign' and o.contact_id is not null
        and o.sent_at >= ${scope.from.toISOString()}::timestamptz - ${REPLY_WINDOW}
        and o.sent_at < ${scope.to.toISOString()}::timestamptz and ${inRange(sql`reply.at`)}`;
}

/**
 * The open seconds before an instant (`x`, epoch seconds) in SQL; `h` is a row holding the
 * arrays as `h.b` (bounds) and `h.c` (open seconds before each). Without business hours every
 * second counts, and the report passes the epoch itself.
 */
export function openSecondsBefore(x: SQL): SQL {
  const i = sql`width_bucket(${x}, h.b)`;
  return sql`(case when ${i} = 0 then 0::float8
    when ${i} % 2 = 1 then h.c[${i}] + (${x} - h.b[${i}])
    else h.c[${i}] end)`;
}

/** The aggregates of a group of events (`v`: a time in seconds, business hours only when set). */
const FIGURES = sql`
  coalesce(sum(n) filter (where kind = ${KIND.opened}), 0)::int as opened,
  coalesce(sum(n) filter (where kind = ${KIND.resolved}), 0)::int as resolved,
  round(percentile_cont(0.5) within group (order by v) filter (where kind = ${KIND.response}))::int as first_response_median,
  round(percentile_cont(0.9) within group (order by v) filter (where kind = ${KIND.response}))::int as first_response_p90,
  round(percentile_cont(0.5) within group (order by v) filter (where kind = ${KIND.resolved}))::int as resolution_median,
  round(percentile_cont(0.9) within group (order by v) filter (where kind = ${KIND.resolved}))::int as resolution_p90,
  coalesce(sum(n) filter (where kind = ${KIND.sent}), 0)::int as messages_sent,
  coalesce(sum(n) filter (where kind = ${KIND.received}), 0)::int as messages_received,
  coalesce(sum(n) filter (where kind = ${KIND.campaignReply}), 0)::int as campaign_replies`;

/**
 * The statement in a transaction of its own without JIT (PostgreSQL compiled the plan for 4 s of a
 * 20 s run at 1,000,000 messages) and with room to sort in memory (bench/README.md, reports).
 */
function quickly<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return read(tx as unknown as Database);
  });
}

/** The counted events with their day, member, device and time taken. */
function measured(scope: ReportScope): SQL {
  const hours = scope.openTime
    ? sql`select ${`{${scope.openTime.bounds.join(',')}}`}::float8[] as b, ${`{${scope.openTime.openBefore.join(',')}}`}::float8[] as c`
    : sql`select null::float8[] as b, null::float8[] as c`;
  const epoch = (at: SQL) => sql`extract(epoch from ${at})::float8`;
  const seconds = scope.openTime
    ? sql`${openSecondsBefore(epoch(sql`e.at`))} - ${openSecondsBefore(epoch(sql`e.started`))}`
    : sql`${epoch(sql`e.at`)} - ${epoch(sql`e.started`)}`;
  return sql`with conv as (${conversationsOf(scope)}), h as (${hours}),
    e as (${events(scope)}),
    x as (
      select (e.at at time zone ${scope.timeZone})::date as day, c.assignee_id as member, c.device_id as device,
             e.kind, e.n, case when e.started is null then null else greatest(0, ${seconds}) end as v
      from e join conv c on c.id = e.conv cross join h
    )`;
}

export type SummaryRow = FigureRow & {
  day: string | null;
  member: string | null;
  by: 'day' | 'member' | 'all';
};

/** The range's totals, each day's figures and each member's, in one statement. */
export function reportSummary(db: Database, scope: ReportScope) {
  return quickly(db, (tx) =>
    rawRows<SummaryRow>(
      tx,
      sql`${measured(scope)}
      select case when grouping(day) = 0 then 'day' when grouping(member) = 0 then 'member' else 'all' end as by,
             to_char(day, 'YYYY-MM-DD') as day, member, ${FIGURES}
      from x group by grouping sets ((day), (member), ())`,
    ),
  );
}

export type DetailRow = FigureRow & {
  day: string;
  channel: string | null;
  member: string | null;
  member_name: string | null;
};

/**
 * The figures per day, channel and member (the CSV). A device in two channels counts in both;
 * a device in none is in the row without a channel.
 */
export function reportDetail(db: Database, scope: ReportScope) {
  return quickly(db, (tx) =>
    rawRows<DetailRow>(
      tx,
      sql`${measured(scope)}
      select to_char(x.day, 'YYYY-MM-DD') as day, ch.name as channel, x.member,
             coalesce(nullif(u.name, ''), u.username) as member_name, ${FIGURES}
      from x left join chat_channel_devices cd on cd.device_id = x.device
        left join chat_channels ch on ch.id = cd.channel_id
        left join users u on u.id = x.member
      group by x.day, ch.id, ch.name, ch.position, x.member, u.name, u.username
      order by x.day, ch.position nulls last, ch.name, member_name nulls first`,
    ),
  );
}

/** The account's members for the report's table: the owner first, then by when they joined. */
export function reportMembers(db: Database, accountId: string) {
  return rawRows<{ id: string; name: string; active: boolean }>(
    db,
    sql`select u.id, coalesce(nullif(u.name, ''), u.username) as name, u.is_active as active
        from users u join accounts a on a.id = u.account_id
        where u.account_id = ${accountId}::uuid
        order by a.owner_user_id = u.id desc, u.created_at, u.id`,
  );
}
