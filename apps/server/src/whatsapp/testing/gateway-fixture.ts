import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { waDevices } from '../../db/schema/index.ts';
import { LiveEvents } from '../../modules/live/live-events.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createSandboxEngine, type SandboxEngine } from '../adapters/sandbox/sandbox-engine.ts';
import { scanQr } from '../adapters/sandbox/sandbox-phone.ts';
import { EngineRegistry } from '../engine-registry.ts';
import { Gateway } from '../gateway/gateway.ts';
import type { GatewayOptions } from '../gateway/gateway-options.ts';

export const WAIT = { timeout: 20_000, interval: 20 };

/** A database, live events and a fast sandbox, with gateways on them: what a gateway process has. */
export interface GatewayFixture {
  handle: DatabaseHandle;
  live: LiveEvents;
  engine: SandboxEngine;
  startGateway(name: string, capacity?: number, options?: Partial<GatewayOptions>): Promise<Gateway>;
  /** Adds a sandbox device to the account, waits for its QR and scans it as `phoneNumber`. */
  pairedDevice(accountId: string, phoneNumber: string): Promise<string>;
  device(deviceId: string): Promise<typeof waDevices.$inferSelect>;
  close(): Promise<void>;
}

/** On a database of its own, or on an app's (`shared`: the app's database and live events, left open). */
export async function gatewayFixture(shared?: {
  handle: DatabaseHandle;
  live: LiveEvents;
}): Promise<GatewayFixture> {
  const handle = shared?.handle ?? (await openTestDatabase());
  const live = shared?.live ?? new LiveEvents(handle);
  await live.listen();
  const silent = pino({ level: 'silent' });
  const engine = createSandboxEngine({
    db: handle.db,
    log: silent,
    publicUrl: 'http://siar.test',
    languageOf: async () => 'en',
    speed: 50,
    pollMs: 20,
  });
  const gateways: Gateway[] = [];
  const device = async (deviceId: string) =>
    (await handle.db.select().from(waDevices).where(eq(waDevices.id, deviceId)))[0]!;
  return {
    handle,
    live,
    engine,
    device,
    async startGateway(name, capacity = 10, options = {}) {
      const gateway = new Gateway({
        handle,
        registry: new EngineRegistry([engine]),
        live,
        log: silent,
        name,
        address: `http://${name}.test`,
        capacity,
        leaseSeconds: 2,
        tickMs: 100,
        ...options,
      });
      gateways.push(gateway);
      await gateway.start();
      return gateway;
    },
    async pairedDevice(accountId, phoneNumber) {
      const [row] = await handle.db
        .insert(waDevices)
        .values({ accountId, name: `Phone ${phoneNumber.slice(-4)}`, engine: 'sandbox', state: 'pairing' })
        .returning();
      const deviceId = row!.id;
      await live.publish({ account_id: accountId, topic: 'devices', id: deviceId });
      // The QR may turn over between reading and scanning it: scan the one on offer until one takes.
      await vi.waitFor(async () => {
        const qr = (await device(deviceId)).pairingQr;
        if (!qr) throw new Error('no QR yet');
        expect(await scanQr(handle.db, { token: qr.split('/sandbox/scan/')[1]!, phoneNumber })).toEqual({
          ok: true,
        });
      }, WAIT);
      await vi.waitFor(async () => expect((await device(deviceId)).state).toBe('connected'), WAIT);
      return deviceId;
    },
    async close() {
      for (const gateway of gateways) await gateway.stop();
      engine.close();
      if (shared) return;
      await live.close();
      await handle.close();
    },
  };
}
