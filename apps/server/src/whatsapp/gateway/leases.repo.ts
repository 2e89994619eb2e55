import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { waDeviceLeases } from '../../db/schema/index.ts';
import { RUNNABLE_STATES } from '../device-states.ts';
import { type Lease, LeaseLostError } from '../lease.ts';

// A device is connected by exactly one gateway: the one holding its lease row. Taking a lease is
// one statement that only succeeds on a free or lapsed lease, so two gateways racing for a device
// cannot both win; renewing answers the leases still held, so a gateway learns at once which
// devices another took while it stalled.

/**
 * Takes up to `limit` devices that want a connection and have no live lease, oldest first (a
 * device pinned elsewhere is left to its gateway). Answers the device ids taken.
 */
export async function acquireLeases(
  db: Database,
  gateway: { id: string; name: string },
  limit: number,
  leaseSeconds: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const runnable = sql.join(
    RUNNABLE_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into wa_device_leases (device_id, gateway_id, acquired_at, expires_at)
    select d.id, ${gateway.id}, now(), now() + make_interval(secs => ${leaseSeconds})
    from wa_devices d
    left join wa_device_leases l on l.device_id = d.id
    where d.state in (${runnable})
      and (d.gateway_pin is null or d.gateway_pin = ${gateway.name})
      and (l.device_id is null or l.expires_at < now())
    order by d.created_at
    limit ${limit}
    on conflict (device_id) do update
      set gateway_id = excluded.gateway_id, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at
      where wa_device_leases.expires_at < now()
    returning device_id`);
  return (result as unknown as { rows: { device_id: string }[] }).rows.map((row) => row.device_id);
}

/** Extends every lease the gateway still holds; answers their device ids. */
export async function renewLeases(
  db: Database,
  gatewayId: string,
  leaseSeconds: number,
): Promise<Set<string>> {
  const rows = await db
    .update(waDeviceLeases)
    .set({ expiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(eq(waDeviceLeases.gatewayId, gatewayId))
    .returning({ deviceId: waDeviceLeases.deviceId });
  return new Set(rows.map((row) => row.deviceId));
}

/** Gives devices up (all of the gateway's when `deviceIds` is omitted): others may take them at once. */
export async function releaseLeases(db: Database, gatewayId: string, deviceIds?: string[]): Promise<void> {
  if (deviceIds?.length === 0) return;
  await db
    .delete(waDeviceLeases)
    .where(
      deviceIds
        ? and(eq(waDeviceLeases.gatewayId, gatewayId), inArray(waDeviceLeases.deviceId, deviceIds))
        : eq(waDeviceLeases.gatewayId, gatewayId),
    );
}

/**
 * A statement's condition that `lease` still holds (unexpired), locking the lease row until the
 * statement's transaction ends: a takeover, which updates that row, waits for the statement, and
 * a statement that begins after a takeover finds the new holder and does nothing.
 */
export function leaseHeld(lease: Lease): SQL {
  return sql`exists (select 1 from wa_device_leases l
                     where l.device_id = ${lease.deviceId} and l.gateway_id = ${lease.gatewayId}
                       and l.expires_at > now()
                     for share of l)`;
}

/** Holds the lease for the rest of the transaction `tx`, or throws LeaseLostError. */
export async function holdLease(tx: Pick<Database, 'execute'>, lease: Lease): Promise<void> {
  const [row] = await rawRows<{ held: boolean }>(tx, sql`select ${leaseHeld(lease)} as held`);
  if (!row?.held) throw new LeaseLostError(lease);
}
