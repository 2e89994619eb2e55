import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waAuth } from '../../db/schema/index.ts';
import type { DeviceLink, EngineSession } from '../engine-port.ts';
import type { EngineHarness } from './engine-harness.ts';
import { type RecordedEvents, recordEvents } from './recorded-events.ts';

/** What the cases share: the harness (set once the suite starts) and a paired device. */
interface ContractSuite {
  readonly harness: EngineHarness;
  pairedDevice(
    phoneNumber: string,
  ): Promise<{ device: DeviceLink; events: RecordedEvents; session: EngineSession }>;
  authRows(device: DeviceLink): Promise<unknown[]>;
}

/**
 * What every engine must do, whatever it speaks to: the gateway relies on exactly this. Each
 * adapter runs the suite with its own harness (`engine-harness.ts`).
 */
export function describeEngineContract(name: string, setUp: () => Promise<EngineHarness>) {
  describe(`engine contract: ${name}`, () => {
    let harness: EngineHarness;
    beforeAll(async () => {
      harness = await setUp();
    });
    afterAll(() => harness.close());

    const suite: ContractSuite = {
      get harness() {
        return harness;
      },
      async pairedDevice(phoneNumber) {
        const device = await harness.newDevice();
        const events = recordEvents();
        const session = harness.engine.start(device, events);
        const { qr } = await events.waitForConnection('qr');
        await harness.scan(device, qr, phoneNumber);
        await events.waitForConnection('open');
        return { device, events, session };
      },
      authRows: async (device) =>
        harness.db.select().from(waAuth).where(eq(waAuth.deviceId, device.deviceId)),
    };
    pairingCases(suite);
    messageCases(suite);
    connectionCases(suite);
    presenceCases(suite);
  });
}

/** Pairing: by QR (kept across restarts), a QR round running out, a typed code. */
function pairingCases(suite: ContractSuite) {
  it('offers a QR with its expiry; a scan connects the device as the number, and keeps its auth state', async () => {
    const device = await suite.harness.newDevice();
    const events = recordEvents();
    const session = suite.harness.engine.start(device, events);
    const offer = await events.waitForConnection('qr');
    expect(offer.qr.length).toBeGreaterThan(10);
    expect(offer.expiresAt.getTime()).toBeGreaterThan(Date.now());

    await suite.harness.scan(device, offer.qr, '+447700900113');
    const open = await events.waitForConnection('open');
    expect(open.phoneNumber).toBe('+447700900113');
    expect((await suite.authRows(device)).length).toBeGreaterThan(0);

    // Stopped and started again (a restart, another gateway): no QR, the same number.
    await session.stop();
    await events.waitForConnection('closed', (update) => update.reason === 'stopped');
    const again = recordEvents();
    suite.harness.engine.start(device, again);
    expect((await again.waitForConnection('open')).phoneNumber).toBe('+447700900113');
    expect(again.connections.some((update) => update.state === 'qr')).toBe(false);
  });

  it('ends an unscanned QR round as qr_expired, without retrying', async () => {
    const device = await suite.harness.newDevice();
    const events = recordEvents();
    suite.harness.engine.start(device, events);
    await events.waitForConnection('qr');
    await suite.harness.letQrRoundRunOut(device);
    const closed = await events.waitForConnection('closed');
    expect(closed).toMatchObject({ reason: 'qr_expired', willRetry: false });
    expect(await suite.authRows(device)).toEqual([]);
  });

  it('pairs by a code typed on the phone, as the number the code was asked for', async () => {
    const device = await suite.harness.newDevice({ pairingPhone: '+447700900114' });
    const events = recordEvents();
    suite.harness.engine.start(device, events);
    const offer = await events.waitForConnection('pairing_code');
    expect(offer.code).toMatch(/^[A-Z0-9]{8}$/);
    await suite.harness.enterCode(device, offer.code);
    expect((await events.waitForConnection('open')).phoneNumber).toBe('+447700900114');
  });
}

/** Messages: sending with receipts, and receiving texts and files. */
function messageCases(suite: ContractSuite) {
  it('sends with the id fixed beforehand and reports its receipts', async () => {
    const { device, session, events } = await suite.pairedDevice('+447700900115');
    const waMessageId = suite.harness.engine.newMessageId();
    await session.send({ waMessageId, to: '+6281234567891', text: 'Halo!', typingMs: 50 });
    await suite.harness.recipientReceives(device, waMessageId);
    await events.waitForReceipt(waMessageId, 'delivered');
    expect(events.receipts.filter((r) => r.waMessageId === waMessageId).map((r) => r.status)).not.toContain(
      'failed',
    );
  });

  it('reports what a contact writes, with their number', async () => {
    const { device, events } = await suite.pairedDevice('+447700900116');
    await suite.harness.deliverIncoming(device, '+6281234567892', 'Berapa harganya?');
    const message = await events.waitForMessage((m) => m.text === 'Berapa harganya?');
    expect(message).toMatchObject({ peer: { phoneNumber: '+6281234567892' }, fromMe: false, kind: 'text' });
  });

  it("reports a contact's photo with its bytes, type and name", async () => {
    const { device, events } = await suite.pairedDevice('+447700900122');
    const data = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]);
    await suite.harness.deliverIncomingMedia(device, '+6281234567895', {
      kind: 'image',
      mimetype: 'image/jpeg',
      fileName: 'foto.jpg',
      data,
    });
    const message = await events.waitForMessage((m) => m.peer.phoneNumber === '+6281234567895');
    expect(message).toMatchObject({ kind: 'image', media: { mimetype: 'image/jpeg' } });
    expect(message.media?.data?.equals(data)).toBe(true);
  });
}

/** The connection: dropped and retried, unlinked from the phone, logged out on request. */
function connectionCases(suite: ContractSuite) {
  it('retries by itself when the network drops, and comes back', async () => {
    const { device, events } = await suite.pairedDevice('+447700900117');
    const opened = events.connections.filter((update) => update.state === 'open').length;
    await suite.harness.dropConnection(device);
    const closed = await events.waitForConnection('closed');
    expect(closed).toMatchObject({ reason: 'connection_lost', willRetry: true });
    await expectEventually(() => events.connections.filter((u) => u.state === 'open').length > opened);
  });

  it('reports logged_out and wipes the auth state when the phone unlinks it', async () => {
    const { device, events } = await suite.pairedDevice('+447700900118');
    await suite.harness.unlinkFromPhone(device);
    expect(await events.waitForConnection('closed')).toMatchObject({
      reason: 'logged_out',
      willRetry: false,
    });
    await expectEventually(async () => (await suite.authRows(device)).length === 0);
  });

  it('logs out on request: auth state gone, the next start pairs anew', async () => {
    const { device, events, session } = await suite.pairedDevice('+447700900119');
    await session.logOut();
    await events.waitForConnection('closed', (update) => update.reason === 'logged_out');
    const creds = await suite.harness.db
      .select()
      .from(waAuth)
      .where(and(eq(waAuth.deviceId, device.deviceId), eq(waAuth.key, 'creds')));
    expect(creds).toEqual([]);
    const again = recordEvents();
    suite.harness.engine.start(device, again);
    await again.waitForConnection('qr');
  });
}

/** Typing indicators and the number check. */
function presenceCases(suite: ContractSuite) {
  it('shows "typing…" to a contact while an answer is written, and stops', async () => {
    const { device, session } = await suite.pairedDevice('+447700900121');
    await (session as EngineSession).setTyping('+6281234567894', true);
    await expectEventually(() => suite.harness.typingShown(device, '+6281234567894'));
    await (session as EngineSession).setTyping('+6281234567894', false);
    await expectEventually(async () => !(await suite.harness.typingShown(device, '+6281234567894')));
  });

  it('answers which numbers are on WhatsApp', async () => {
    const { device, session } = await suite.pairedDevice('+447700900120');
    await suite.harness.hasWhatsApp(device, '+6281234567893');
    const answer = await (session as EngineSession).checkNumbers(['+6281234567893']);
    expect(answer.get('+6281234567893')).toBe(true);
  });
}

async function expectEventually(check: () => boolean | Promise<boolean>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('the condition never held');
    },
    { timeout: 15_000, interval: 10 },
  );
}

export type { RecordedEvents };
