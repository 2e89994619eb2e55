import type {
  DeviceHealthLevel,
  DeviceHealthReason,
  DeviceState,
  FleetEventKind,
  FleetQuery,
  GatewayIncidentKind,
} from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

// The staff's fleet view: every customer's devices, by state and health, and what went wrong lately.

const RECENT_DAYS = 7;
const EVENTS_LIMIT = 50;
const INCIDENTS_LIMIT = 20;
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
 * The last week's bans (each one WhatsApp gave), 463 refusals (per device, as its health last
 * counted them over its window) and silent sessions reconnected (per device, the last one's time),
 * newest first.
 */
export function recentEvents(db: Database, query: FleetQuery) {
  const recent = sql`s.at > now() - make_interval(days => ${RECENT_DAYS})`;
  const bans = sql`select 'banned' as kind, s.at, 1 as count, ${DEVICE_COLUMNS}
    from device_signals s join ${DEVICES} on d.id = s.device_id join accounts a on a.id = d.account_id
    where s.kind = 'banned' and ${recent} and ${filtersOf(query)}`;
  const refusals = sql`select 'refusals_463' as kind, h.computed_at as at,
      (h.inputs ->> 'refusals463')::int as count, ${DEVICE_COLUMNS}
    from ${DEVICES} join accounts a on a.id = d.account_id
    where (h.inputs ->> 'refusals463')::int > 0 and ${filtersOf(query)}`;
  const silent = sql`select 'silent_session' as kind, max(s.at) as at, count(*)::int as count, ${DEVICE_COLUMNS}
    from device_signals s join ${DEVICES} on d.id = s.device_id join accounts a on a.id = d.account_id
    where s.kind = 'silent_session' and ${recent} and ${filtersOf(query)}
    group by d.id, a.id, g.id`;
  const kinds = { banned: bans, refusals_463: refusals, silent_session: silent };
  const parts = query.event ? [kinds[query.event]] : Object.values(kinds);
  return rawRows<FleetEventRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) e order by e.at desc limit ${EVENTS_LIMIT}`,
  );
}

export interface FleetIncidentRow {
  id: string;
  gateway: string;
  kind: GatewayIncidentKind;
  devices: number;
  campaigns_paused: number;
  started_at: Date | string;
  ended_at: Date | string | null;
}

/** The gateways' incidents (reconnect storms) of the last week, newest first. */
export function recentIncidents(db: Database, query: FleetQuery) {
  const gateway = query.gateway ? sql`and g.name = ${query.gateway}` : sql``;
  return rawRows<FleetIncidentRow>(
    db,
    sql`select i.id, g.name as gateway, i.kind, jsonb_array_length(i.device_ids)::int as devices,
          i.campaigns_paused, i.started_at, i.ended_at
        from gateway_incidents i join gateways g on g.id = i.gateway_id
        where i.started_at > now() - make_interval(days => ${RECENT_DAYS}) ${gateway}
        order by i.started_at desc limit ${INCIDENTS_LIMIT}`,
  );
}
