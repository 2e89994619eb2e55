import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waDeviceLeases } from '../../db/schema/index.ts';
import { registerGateway } from '../gateway/gateways.repo.ts';
import type { Lease } from '../lease.ts';

/** A gateway of its own holding the device for `seconds`: what a sender's moves need. */
export async function heldLease(db: Database, deviceId: string, seconds = 300): Promise<Lease> {
  const name = `test-gw-${randomBytes(4).toString('hex')}`;
  const gatewayId = await registerGateway(db, { name, address: 'http://gw.test', capacity: 10 });
  await db.insert(waDeviceLeases).values({
    deviceId,
    gatewayId,
    acquiredAt: new Date(),
    expiresAt: sql`now() + make_interval(secs => ${seconds})` as unknown as Date,
  });
  return { deviceId, gatewayId };
}

/** The lease runs out now, as a crashed gateway's does: another gateway may take the device. */
export async function lapseLease(db: Database, lease: Lease): Promise<void> {
  await db.execute(
    sql`update wa_device_leases set expires_at = now() - interval '1 second'
        where device_id = ${lease.deviceId} and gateway_id = ${lease.gatewayId}`,
  );
}
