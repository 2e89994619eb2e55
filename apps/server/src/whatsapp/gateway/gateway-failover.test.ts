import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { gateways, waAuth, waDeviceLeases, waDevices } from '../../db/schema/index.ts';
import { createCustomer } from '../../test/factories.ts';
import { dropRunSchema, freePort } from '../../test/processes.ts';

// Two gateway processes on one PostgreSQL: kill -9 one, and the other resumes its devices from
// the stored auth state within 30 s, never holding a device while the dead one's lease still ran.
const url = process.env.DATABASE_URL;
const schema = `failover_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
let handle: DatabaseHandle;

function startGateway(name: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      ROLE: 'gateway',
      GATEWAY_NAME: name,
      SANDBOX_SPEED: '20',
      LOG_LEVEL: 'warn',
      RUN_JOBS: 'false',
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function healthy(port: number) {
  await vi.waitFor(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
      if (!response.ok) throw new Error('not yet');
    },
    { timeout: 150_000, interval: 200 },
  );
}

describe.skipIf(!url)('gateway failover (two processes, PostgreSQL)', () => {
  beforeAll(async () => {
    handle = await openDatabase({ url, schemaName: schema });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await handle?.close();
    if (url) await dropRunSchema(url, schema);
  });

  it('resumes a killed gateway’s devices on the other within 30 s, one holder at a time', {
    timeout: 300_000,
  }, async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startGateway('gw-a', portA);
    await healthy(portA);
    const { db } = handle;
    const customer = await createCustomer(db);
    // Six paired sandbox devices: auth state stored, so any gateway connects them without a QR.
    const devices = await db
      .insert(waDevices)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          accountId: customer.accountId,
          name: `Phone ${i}`,
          engine: 'sandbox' as const,
          state: 'connecting' as const,
          phoneNumber: `+62899555000${i + 1}`,
        })),
      )
      .returning({ id: waDevices.id, phoneNumber: waDevices.phoneNumber });
    await db
      .insert(waAuth)
      .values(devices.map((d) => ({ deviceId: d.id, key: 'creds', value: { phoneNumber: d.phoneNumber } })));
    const ids = devices.map((d) => d.id);
    const [gwA] = await db.select().from(gateways).where(eq(gateways.name, 'gw-a'));

    const holders = async () => db.select().from(waDeviceLeases).where(inArray(waDeviceLeases.deviceId, ids));
    const allConnected = async () =>
      (await db.select().from(waDevices).where(inArray(waDevices.id, ids))).every(
        (d) => d.state === 'connected',
      );
    await vi.waitFor(
      async () => {
        const leases = await holders();
        expect(leases.filter((l) => l.gatewayId === gwA!.id)).toHaveLength(6);
        expect(await allConnected()).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );

    startGateway('gw-b', portB);
    await healthy(portB);
    const [gwB] = await db.select().from(gateways).where(eq(gateways.name, 'gw-b'));
    // A's leases as last renewed, before it dies.
    const lastOfA = new Map((await holders()).map((l) => [l.deviceId, l.expiresAt]));
    a.kill('SIGKILL');
    const killedAt = Date.now();
    for (const lease of await holders()) lastOfA.set(lease.deviceId, lease.expiresAt);

    await vi.waitFor(
      async () => {
        const leases = await holders();
        expect(leases.filter((l) => l.gatewayId === gwB!.id)).toHaveLength(6);
        expect(await allConnected()).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    for (const lease of await holders()) {
      // B took each device only once A's lease on it had run out.
      expect(lease.acquiredAt.getTime()).toBeGreaterThanOrEqual(lastOfA.get(lease.deviceId)!.getTime());
    }
  });
});
