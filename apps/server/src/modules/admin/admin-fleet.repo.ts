import type {
  DeviceHealthLevel,
  DeviceHealthReason,
  DeviceState,
  FleetEventKind,
  FleetQuery,
} from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

// The staff's fleet view: every customer's devices, by state and health, and what went wrong lately.

const RECENT_DAYS = 7;
const EVENTS_LIMIT = 50;
const LOWEST_LIMIT = 20;

/** Devices (`d`) with their health (`h`) and the gateway holding them now (`g`). */
const DEVICES = sql`wa_devices d
  left join device_health h on h.device_id = d.id
  left join wa_device_leases l on l.device_id = d.id and l.expires_at > now()
  left join gateways g on g.id = l.gateway_id`;

function filtersOf(query: FleetQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.gateway) parts.push(sql`g.name = ${query.gateway}`);
  if (query.state) parts.push(sql`d.state = ${query.state}`);
  if (query.engine) parts.push(sql`d.engine = ${query.engine}`);
  if (query.level) parts.push(sql`h.level = ${query.level}`);
  return sql.join(parts, sql` and `);
}

export function devicesByState(db: Database, query: FleetQuery) {
  return rawRows<{ state: DeviceState; count: number }>(
    db,
    sql`select d.state, count(*)::int as count from ${DEVICES} where ${filtersOf(query)}
        group by d.state order by d.state`,
  );
}

export function devicesByLevel(db: Database, query: FleetQuery) {
  return rawRows<{ level: DeviceHealthLevel | 'none'; count: number }>(
    db,
    sql`select coalesce(h.level, 'none') as level, count(*)::int as count from ${DEVICES}
        where ${filtersOf(query)} group by 1 order by 1`,
  );
}

const DEVICE_COLUMNS = sql`d.id as device_id, d.name as device_name, d.phone_number, d.state,
  d.account_id, a.name as account_name, g.name as gateway`;

export interface FleetDeviceRow {
  device_id: string;
  device_name: string;
  phone_number: string | null;
  state: DeviceState;
  account_id: string;
  account_name: string;
  gateway: string | null;
  score: number;
  level: DeviceHealthLevel;
  reasons: DeviceHealthReason[];
}

/** The lowest scores across customers, lowest first. */
export function lowestHealth(db: Database, query: FleetQuery) {
  return rawRows<FleetDeviceRow>(
    db,
    sql`select ${DEVICE_COLUMNS}, h.score, h.level, h.reasons
        from ${DEVICES} join accounts a on a.id = d.account_id
        where h.device_id is not null and ${filtersOf(query)}
        order by h.score, d.id limit ${LOWEST_LIMIT}`,
  );
}

export interface FleetEventRow {
  kind: FleetEventKind;
  at: Date | string;
  count: number;
  device_id: string;
  device_name: string;
  phone_number: string | null;
  account_id: string;
  account_name: string;
  gateway: string | null;
}

/**
 * The last week's bans (each one WhatsApp gave) and 463 refusals (per device, as its health last
 * counted them over its window), newest first.
 */
export function recentEvents(db: Database, query: FleetQuery) {
  const bans = sql`select 'banned' as kind, s.at, 1 as count, ${DEVICE_COLUMNS}
    from device_signals s join ${DEVICES} on d.id = s.device_id join accounts a on a.id = d.account_id
    where s.kind = 'banned' and s.at > now() - make_interval(days => ${RECENT_DAYS}) and ${filtersOf(query)}`;
  const refusals = sql`select 'refusals_463' as kind, h.computed_at as at,
      (h.inputs ->> 'refusals463')::int as count, ${DEVICE_COLUMNS}
    from ${DEVICES} join accounts a on a.id = d.account_id
    where (h.inputs ->> 'refusals463')::int > 0 and ${filtersOf(query)}`;
  const parts =
    query.event === 'banned' ? [bans] : query.event === 'refusals_463' ? [refusals] : [bans, refusals];
  return rawRows<FleetEventRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) e order by e.at desc limit ${EVENTS_LIMIT}`,
  );
}
