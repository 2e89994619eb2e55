import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gateways, waDeviceLeases } from '../../db/schema/index.ts';
import { processVitals } from './process-vitals.ts';

/** A gateway counts as alive while its heartbeat is younger than this. */
export const GATEWAY_ALIVE_SECONDS = 20;

/** Registers (or re-registers, after a restart) the gateway by its name. */
export async function registerGateway(
  db: Database,
  gateway: { name: string; address: string; capacity: number },
): Promise<string> {
  const now = new Date();
  const [row] = await db
    .insert(gateways)
    .values({ ...gateway, startedAt: now, heartbeatAt: now })
    .onConflictDoUpdate({
      target: gateways.name,
      set: {
        address: gateway.address,
        capacity: gateway.capacity,
        startedAt: now,
        heartbeatAt: now,
        stoppedAt: null,
      },
    })
    .returning({ id: gateways.id });
  return row!.id;
}

/** What a gateway process reports of itself with each heartbeat (the staff's fleet view shows it). */
export interface GatewayVitals {
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopP99Ms: number;
}

/** The heartbeat, with what the process reports of itself. */
export async function beat(db: Database, gatewayId: string, vitals = processVitals()): Promise<void> {
  await db
    .update(gateways)
    .set({ heartbeatAt: new Date(), ...vitals })
    .where(eq(gateways.id, gatewayId));
}

export async function markStopped(db: Database, gatewayId: string): Promise<void> {
  await db.update(gateways).set({ stoppedAt: new Date() }).where(eq(gateways.id, gatewayId));
}

/** The live gateways with how many devices each holds: what devices may be pinned to. */
export async function liveGateways(db: Database) {
  return db
    .select({
      id: gateways.id,
      name: gateways.name,
      address: gateways.address,
      capacity: gateways.capacity,
      devices: sql<number>`(select count(*)::int from ${waDeviceLeases} where ${waDeviceLeases.gatewayId} = "gateways"."id" and ${waDeviceLeases.expiresAt} > now())`,
    })
    .from(gateways)
    .where(
      and(
        isNull(gateways.stoppedAt),
        gt(gateways.heartbeatAt, sql`now() - make_interval(secs => ${GATEWAY_ALIVE_SECONDS})`),
      ),
    )
    .orderBy(gateways.name);
}

/**
 * Every gateway that beat in the last day, alive or not, with its live leases and what it last
 * reported of itself (the staff's fleet view). Alive as `liveGateways` counts it.
 */
export async function gatewayFleet(db: Database) {
  return db
    .select({
      name: gateways.name,
      address: gateways.address,
      capacity: gateways.capacity,
      alive: sql<boolean>`(${gateways.stoppedAt} is null and ${gateways.heartbeatAt} > now() - make_interval(secs => ${GATEWAY_ALIVE_SECONDS}))`,
      devices: sql<number>`(select count(*)::int from ${waDeviceLeases} where ${waDeviceLeases.gatewayId} = "gateways"."id" and ${waDeviceLeases.expiresAt} > now())`,
      rssBytes: gateways.rssBytes,
      heapUsedBytes: gateways.heapUsedBytes,
      eventLoopP99Ms: gateways.eventLoopP99Ms,
      heartbeatAt: gateways.heartbeatAt,
      startedAt: gateways.startedAt,
      silentReconnects: sql<number>`(select count(*)::int from device_signals s where s.gateway_id = "gateways"."id"
        and s.kind = 'silent_session' and s.at > now() - interval '7 days')`,
      storm: sql<boolean>`exists (select 1 from gateway_incidents i where i.gateway_id = "gateways"."id"
        and i.kind = 'reconnect_storm' and i.ended_at is null)`,
    })
    .from(gateways)
    .where(gt(gateways.heartbeatAt, sql`now() - interval '1 day'`))
    .orderBy(gateways.name);
}
