import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { insertTestDevice } from '../../testing/test-device.ts';
import { BaileysEngine } from './baileys-engine.ts';
import { CONNECT_WATCHDOG_MS } from './device-connection.ts';
import { RecordedEvents, waitForState } from './testing/engine-fixture.ts';
import { ManualClock } from './testing/manual-clock.ts';
import { waitUntil } from './testing/wait-until.ts';

let database: DatabaseHandle;
let db: Database;
/** Stands where WhatsApp Web would, on loopback: it hangs up on, or refuses, every upgrade. */
let whatsApp: Server;
let answer: 'hang up' | 'http 503' = 'hang up';
let upgrades = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  whatsApp = createServer();
  whatsApp.on('upgrade', (_request, socket) => {
    upgrades += 1;
    // The engine may reset the connection while this end still writes: nothing to report here.
    socket.on('error', () => {});
    if (answer === 'hang up') socket.destroy();
    else socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => whatsApp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => whatsApp.close(resolve));
  await database.close();
});

/** The engine on Baileys' own makeWASocket, pointed at the local stand-in. */
function realEngine(clock: ManualClock) {
  const { port } = whatsApp.address() as AddressInfo;
  return new BaileysEngine({
    db,
    clock,
    logger: pino({ level: 'silent' }),
    waWebSocketUrl: `ws://127.0.0.1:${port}/ws/chat`,
  });
}

describe('the engine on Baileys’ real socket', () => {
  it('takes its config and auth state, and a dropped connection backs off as connection_lost', async () => {
    answer = 'hang up';
    upgrades = 0;
    const clock = new ManualClock();
    const events = new RecordedEvents();
    const session = realEngine(clock).start(await insertTestDevice(db), events);

    await waitForState(events, 'closed:connection_lost');
    expect(upgrades).toBe(1);
    expect(events.connections[0]).toEqual({ state: 'connecting' });
    expect(events.connections[1]).toMatchObject({
      state: 'closed',
      reason: 'connection_lost',
      willRetry: true,
    });
    expect(clock.pending).toHaveLength(1);

    clock.advance(clock.pending[0]!);
    await waitForState(events, 'closed:connection_lost', 2);
    expect(upgrades).toBe(2);

    await session.stop();
    await waitForState(events, 'closed:stopped');
    expect(clock.pending).toEqual([]);
  });

  it('ends and retries a socket stuck connecting after an HTTP error to its upgrade', async () => {
    answer = 'http 503';
    upgrades = 0;
    const clock = new ManualClock();
    const events = new RecordedEvents();
    const session = realEngine(clock).start(await insertTestDevice(db), events);

    await waitUntil(() => upgrades === 1, 'the upgrade request');
    expect(events.states).toEqual(['connecting']);
    expect(clock.pending).toEqual([CONNECT_WATCHDOG_MS]);
    clock.advance(CONNECT_WATCHDOG_MS);
    await waitForState(events, 'closed:connection_lost');
    expect(events.connections.at(-1)).toMatchObject({
      willRetry: true,
      message: 'no answer from WhatsApp while connecting',
    });
    await session.stop();
  });
});
