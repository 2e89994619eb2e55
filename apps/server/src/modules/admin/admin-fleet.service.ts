import type { Fleet, FleetQuery } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { gatewayFleet } from '../../whatsapp/index.ts';
import * as repo from './admin-fleet.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * /apanel/gateways: the gateways (with their silent sessions and storms), every customer's devices by
 * state and health, and recent trouble.
 */
export async function fleetView(db: Database, query: FleetQuery): Promise<Fleet> {
  const [gateways, byState, byLevel, events, lowest, incidents] = await Promise.all([
    gatewayFleet(db),
    repo.devicesByState(db, query),
    repo.devicesByLevel(db, query),
    repo.recentEvents(db, query),
    repo.lowestHealth(db, query),
    repo.recentIncidents(db, query),
  ]);
  return {
    gateways: gateways.map((gateway) => ({
      name: gateway.name,
      address: gateway.address,
      alive: gateway.alive,
      capacity: gateway.capacity,
      devices: gateway.devices,
      rss_bytes: gateway.rssBytes,
      heap_used_bytes: gateway.heapUsedBytes,
      event_loop_p99_ms: gateway.eventLoopP99Ms,
      heartbeat_at: iso(gateway.heartbeatAt),
      started_at: iso(gateway.startedAt),
      silent_reconnects: gateway.silentReconnects,
      storm: gateway.storm,
    })),
    by_state: byState,
    by_level: byLevel,
    events: events.map((event) => ({ ...event, at: iso(event.at) })),
    lowest,
    incidents: incidents.map((incident) => ({
      ...incident,
      started_at: iso(incident.started_at),
      ended_at: incident.ended_at === null ? null : iso(incident.ended_at),
    })),
  };
}
