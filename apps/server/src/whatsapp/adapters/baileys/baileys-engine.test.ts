import { randomBytes } from 'node:crypto';
import { DisconnectReason } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { ConnectionUpdate } from '../../engine-port.ts';
import { insertTestDevice } from '../../testing/test-device.ts';
import { countAuthRows } from './auth.repo.ts';
import { PostgresAuthState } from './auth-state.ts';
import { FIRST_QR_MS, NEXT_QR_MS, PAIRING_CODE_MS } from './qr-round.ts';
import { createEngineFixture, waitForState } from './testing/engine-fixture.ts';
import { waitUntil } from './testing/wait-until.ts';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const PHONE = '+6281234567890';

async function newDevice() {
  const { accountId, deviceId } = await insertTestDevice(db);
  return { accountId, deviceId };
}

/** A device paired and open on its second socket (QR shown, scanned, 515, open). */
async function pairedDevice(fixture: ReturnType<typeof createEngineFixture>) {
  const link = await newDevice();
  const made = fixture.sockets.length;
  const started = fixture.start(link);
  const first = await fixture.socket(made + 1);
  first.connecting();
  first.showQr();
  await waitForState(started.events, 'qr');
  await first.pairSuccess(PHONE);
  const second = await fixture.socket(made + 2);
  second.open();
  await waitForState(started.events, 'open');
  return { ...started, link, first, second };
}

describe('Baileys engine: pairing', () => {
  it('shows each QR of a round with its lifetime and ends an unscanned round as qr_expired, not retried', async () => {
    const fixture = createEngineFixture(db);
    const link = await newDevice();
    const { events } = fixture.start(link);
    const sock = await fixture.socket(1);
    sock.connecting();
    const firstQr = sock.showQr();
    fixture.clock.advance(FIRST_QR_MS);
    sock.showQr();
    await sock.qrRoundOver();

    await waitForState(events, 'closed:qr_expired');
    const start = fixture.clock.now() - FIRST_QR_MS;
    expect(events.connections).toEqual<ConnectionUpdate[]>([
      { state: 'connecting' },
      { state: 'qr', qr: firstQr, expiresAt: new Date(start + FIRST_QR_MS) },
      { state: 'qr', qr: expect.any(String), expiresAt: new Date(start + FIRST_QR_MS + NEXT_QR_MS) },
      { state: 'closed', reason: 'qr_expired', willRetry: false, message: 'QR refs attempts ended' },
    ]);
    expect(fixture.clock.pending).toEqual([]);
    expect(fixture.sockets).toHaveLength(1);
    expect(fixture.engine.deviceIds).toEqual([]);
    // The page's Retry starts the device again, with a fresh QR round.
    fixture.start(link);
    await fixture.socket(2);
  });

  it('asks for a pairing code on the first QR, once, and shows no QR', async () => {
    const fixture = createEngineFixture(db);
    const { events } = fixture.start({ ...(await newDevice()), pairingPhone: PHONE });
    const sock = await fixture.socket(1);
    sock.connecting();
    sock.showQr();
    sock.showQr();
    await waitForState(events, 'pairing_code');
    sock.showQr();
    await waitUntil(() => events.connections.length >= 2);

    expect(sock.pairingRequests).toEqual(['6281234567890']);
    expect(events.connections).toEqual([
      { state: 'connecting' },
      { state: 'pairing_code', code: 'FAKE2345', expiresAt: new Date(fixture.clock.now() + PAIRING_CODE_MS) },
    ]);
  });

  it('reconnects at once after the 515 that follows a pairing, with the creds it stored', async () => {
    const fixture = createEngineFixture(db);
    const { events, link, first, second } = await pairedDevice(fixture);

    expect(first.closed).toBe(true);
    expect(fixture.clock.pending).toEqual([]);
    expect(second.config.auth.creds.me?.id).toBe('6281234567890:21@s.whatsapp.net');
    expect(second.config.auth.creds.account).toBe(first.config.auth.creds.account);
    const stored = await PostgresAuthState.load(db, link.deviceId);
    expect(stored.paired).toBe(true);
    expect(Buffer.from(stored.creds.account!.details!)).toEqual(Buffer.from(first.creds.account!.details!));
    expect(events.connections.at(-1)).toEqual({ state: 'open', phoneNumber: PHONE, pushName: 'Toko Siar' });
    expect(events.states).toEqual(['connecting', 'qr', 'connecting', 'open']);
  });

  it('resumes a paired device in a new engine from the database, without pairing again', async () => {
    const before = createEngineFixture(db);
    const { session, link, second } = await pairedDevice(before);
    await second.config.auth.keys.set({ session: { '6281111111111.0': randomBytes(16) } });
    await session.stop();

    const after = createEngineFixture(db);
    const { events } = after.start(link);
    const sock = await after.socket(1);
    expect(Buffer.from(sock.creds.noiseKey.private)).toEqual(Buffer.from(second.creds.noiseKey.private));
    expect(sock.creds.me?.id).toBe('6281234567890:21@s.whatsapp.net');
    const restored = await sock.config.auth.keys.get('session', ['6281111111111.0']);
    expect(Object.keys(restored)).toEqual(['6281111111111.0']);
    sock.open();
    await waitForState(events, 'open');
  });

  it('starts over with fresh creds when a pairing never finished', async () => {
    const fixture = createEngineFixture(db);
    const link = { ...(await newDevice()), pairingPhone: PHONE };
    const first = fixture.start(link);
    const sock = await fixture.socket(1);
    sock.showQr();
    await waitForState(first.events, 'pairing_code');
    await first.session.stop();
    expect((await PostgresAuthState.load(db, link.deviceId)).creds.me?.id).toBe(
      '6281234567890@s.whatsapp.net',
    );

    fixture.start(link);
    const next = await fixture.socket(2);
    expect(next.creds.me).toBeUndefined();
    expect(Buffer.from(next.creds.noiseKey.public)).not.toEqual(Buffer.from(sock.creds.noiseKey.public));
  });
});

describe('Baileys engine: closes', () => {
  it('401 wipes the device’s wa_auth rows and reports logged_out, with no reconnect', async () => {
    const fixture = createEngineFixture(db);
    const { events, link, second } = await pairedDevice(fixture);
    await second.config.auth.keys.set({
      'pre-key': { '1': { public: randomBytes(32), private: randomBytes(32) } },
    });
    expect(await countAuthRows(db, link.deviceId)).toBeGreaterThan(1);

    await second.close(DisconnectReason.loggedOut, 'Stream Errored (conflict)');
    await waitForState(events, 'closed:logged_out');
    await waitUntil(() => fixture.engine.deviceIds.length === 0);
    expect(await countAuthRows(db, link.deviceId)).toBe(0);
    expect(events.connections.at(-1)).toMatchObject({ willRetry: false });
    expect(fixture.sockets).toHaveLength(2);
    expect(fixture.clock.pending).toEqual([]);
  });

  it.each([
    [DisconnectReason.connectionReplaced, 'replaced'],
    [DisconnectReason.forbidden, 'banned'],
    [DisconnectReason.multideviceMismatch, 'unsupported'],
  ])('%i ends as %s: no reconnect, auth state kept', async (code, reason) => {
    const fixture = createEngineFixture(db);
    const { events, link, second } = await pairedDevice(fixture);
    await second.close(code);
    await waitForState(events, `closed:${reason}`);
    expect(events.connections.at(-1)).toMatchObject({ willRetry: false });
    expect(fixture.clock.pending).toEqual([]);
    expect(fixture.sockets).toHaveLength(2);
    expect((await PostgresAuthState.load(db, link.deviceId)).paired).toBe(true);
  });

  it('428 backs off with growing jittered waits, ends the old socket first, and resets after a stable open', async () => {
    const fixture = createEngineFixture(db);
    const { events, second } = await pairedDevice(fixture);

    await second.close(DisconnectReason.connectionClosed, 'Connection Terminated');
    await waitForState(events, 'closed:connection_lost');
    expect(events.connections.at(-1)).toEqual({
      state: 'closed',
      reason: 'connection_lost',
      willRetry: true,
      message: 'Connection Terminated',
    });
    expect(fixture.clock.pending).toEqual([1_000]);
    fixture.clock.advance(999);
    expect(fixture.sockets).toHaveLength(2);
    fixture.clock.advance(1);
    const third = await fixture.socket(3);

    // Down again before it opened: the next wait doubles (408 and 503 count the same).
    await third.close(DisconnectReason.timedOut);
    await waitForState(events, 'closed:connection_lost', 2);
    expect(fixture.clock.pending).toEqual([2_000]);
    fixture.clock.advance(2_000);
    const fourth = await fixture.socket(4);
    await fourth.close(DisconnectReason.unavailableService);
    await waitForState(events, 'closed:connection_lost', 3);
    expect(fixture.clock.pending).toEqual([4_000]);
    fixture.clock.advance(4_000);

    // Open long enough to count as stable: the next loss starts from the first wait again.
    const fifth = await fixture.socket(5);
    fifth.open();
    await waitForState(events, 'open', 2);
    fixture.clock.advance(60_000);
    await fifth.close(DisconnectReason.badSession);
    await waitForState(events, 'closed:connection_lost', 4);
    expect(fixture.clock.pending).toEqual([1_000]);
    expect(fixture.sockets.slice(0, 4).every((s) => s.closed)).toBe(true);
  });

  it('caps the backoff wait', async () => {
    const fixture = createEngineFixture(db, { backoff: { baseMs: 1_000, capMs: 5_000 } });
    const { events, second } = await pairedDevice(fixture);
    let sock = second;
    for (let i = 1; i <= 5; i += 1) {
      await sock.close(DisconnectReason.connectionClosed);
      await waitForState(events, 'closed:connection_lost', i);
      fixture.clock.advance(fixture.clock.pending[0]!);
      sock = await fixture.socket(2 + i);
    }
    await sock.close(DisconnectReason.connectionClosed);
    await waitForState(events, 'closed:connection_lost', 6);
    expect(fixture.clock.pending).toEqual([5_000]);
  });

  it('stop() ends the socket, cancels a pending reconnect, reports stopped and keeps auth state', async () => {
    const fixture = createEngineFixture(db);
    const { events, session, link, second } = await pairedDevice(fixture);
    await second.close(DisconnectReason.connectionClosed);
    await waitForState(events, 'closed:connection_lost');
    expect(fixture.clock.pending).toHaveLength(1);

    await session.stop();
    await waitForState(events, 'closed:stopped');
    expect(fixture.clock.pending).toEqual([]);
    expect(events.connections.at(-1)).toEqual({ state: 'closed', reason: 'stopped', willRetry: false });
    expect(fixture.engine.deviceIds).toEqual([]);
    expect((await PostgresAuthState.load(db, link.deviceId)).paired).toBe(true);
  });

  it('stop() on an open socket ends it without a reconnect', async () => {
    const fixture = createEngineFixture(db);
    const { events, session, second } = await pairedDevice(fixture);
    await session.stop();
    await waitForState(events, 'closed:stopped');
    expect(second.closed).toBe(true);
    expect(events.states.filter((s) => s.startsWith('closed'))).toEqual(['closed:stopped']);
    expect(fixture.sockets).toHaveLength(2);
  });

  it('refuses a second session for a device that has one', async () => {
    const fixture = createEngineFixture(db);
    const link = await newDevice();
    fixture.start(link);
    expect(() => fixture.start(link)).toThrow(/already has a session/);
  });

  it('a connection handler that throws is logged and the session goes on', async () => {
    const fixture = createEngineFixture(db);
    const link = await newDevice();
    const seen: string[] = [];
    fixture.engine.start(link, {
      connection(update) {
        seen.push(update.state);
        if (update.state === 'qr') throw new Error('gateway hiccup');
      },
      message() {},
      receipt() {},
    });
    const sock = await fixture.socket(1);
    sock.showQr();
    await sock.pairSuccess(PHONE);
    const next = await fixture.socket(2);
    next.open();
    await waitUntil(() => seen.includes('open'));
    expect(fixture.logLines.some((l) => l.msg === 'Baileys event handler failed')).toBe(true);
  });
});

describe('Baileys engine: ids', () => {
  it('makes message ids as Baileys does: 3EB0 and 18 upper-case hex digits', () => {
    const { engine } = createEngineFixture(db);
    const ids = new Set(Array.from({ length: 50 }, () => engine.newMessageId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^3EB0[0-9A-F]{18}$/);
  });
});
