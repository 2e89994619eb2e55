import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { waDevices, waOutbox } from '../db/schema/index.ts';
import { LiveEvents } from '../modules/live/live-events.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createEngineFixture } from '../whatsapp/adapters/baileys/testing/engine-fixture.ts';
import { EngineRegistry } from '../whatsapp/engine-registry.ts';
import { Gateway } from '../whatsapp/gateway/gateway.ts';
import { insertTestDevice } from '../whatsapp/testing/test-device.ts';

// Baileys cannot tell after a crash whether a message went out, so a row it claimed but never
// tried would look like one that may have gone (and fail unsent). Its sender therefore claims one
// row right before each send. Tested through the gateway and the Baileys adapter on a fake socket.
let handle: DatabaseHandle;
let live: LiveEvents;
beforeAll(async () => {
  handle = await openTestDatabase();
  live = new LiveEvents(handle);
  await live.listen();
});
afterAll(async () => {
  await live.close();
  await handle.close();
});

describe('a Baileys device’s sender', () => {
  it('claims each message right before its send: never a second row of the device sending meanwhile', async () => {
    const { db } = handle;
    const fixture = createEngineFixture(db);
    const gateway = new Gateway({
      handle,
      registry: new EngineRegistry([fixture.engine]),
      live,
      log: pino({ level: 'silent' }),
      name: 'gw-baileys',
      address: 'http://gw.test',
      capacity: 5,
      tickMs: 200,
    });
    const { accountId, deviceId } = await insertTestDevice(db);
    await gateway.start();
    try {
      const first = await fixture.socket(1);
      first.showQr();
      await first.pairSuccess('+6281200000002');
      const sock = await fixture.socket(2);
      // What the device's rows were at the moment of each send.
      const statesAtSend: string[][] = [];
      const send = sock.sendMessage.bind(sock);
      sock.sendMessage = async (jid, content, options) => {
        const rows = await db
          .select({ text: waOutbox.text, state: waOutbox.state })
          .from(waOutbox)
          .where(eq(waOutbox.deviceId, deviceId));
        statesAtSend.push(rows.sort((a, b) => a.text!.localeCompare(b.text!)).map((r) => r.state));
        return send(jid, content, options);
      };
      sock.open();
      await vi.waitFor(
        async () => {
          const [device] = await db.select().from(waDevices).where(eq(waDevices.id, deviceId));
          expect(device?.state).toBe('connected');
        },
        { timeout: 20_000, interval: 20 },
      );

      await db.insert(waOutbox).values(
        ['1 Halo', '2 Apa kabar?', '3 Sampai jumpa'].map((text) => ({
          accountId,
          deviceId,
          purpose: 'warmup' as const,
          toPhone: '+6281234500001',
          text,
        })),
      );
      await live.publish({ account_id: accountId, topic: 'devices', id: deviceId });
      await vi.waitFor(() => expect(statesAtSend).toHaveLength(3), { timeout: 20_000, interval: 20 });

      expect(statesAtSend).toEqual([
        ['sending', 'queued', 'queued'],
        ['sent', 'sending', 'queued'],
        ['sent', 'sent', 'sending'],
      ]);
      expect(sock.sent.map((m) => ('text' in m.content ? m.content.text : ''))).toEqual([
        '1 Halo',
        '2 Apa kabar?',
        '3 Sampai jumpa',
      ]);
    } finally {
      await gateway.stop();
    }
  });
});
