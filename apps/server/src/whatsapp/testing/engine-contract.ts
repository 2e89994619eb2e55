import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waAuth } from '../../db/schema/index.ts';
import type { DeviceLink, EngineSession } from '../engine-port.ts';
import type { EngineHarness } from './engine-harness.ts';
import { type RecordedEvents, recordEvents } from './recorded-events.ts';

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

    async function pairedDevice(phoneNumber: string) {
      const device = await harness.newDevice();
      const events = recordEvents();
      const session = harness.engine.start(device, events);
      const { qr } = await events.waitForConnection('qr');
      await harness.scan(device, qr, phoneNumber);
      await events.waitForConnection('open');
      return { device, events, session };
    }

    const authRows = async (device: DeviceLink) =>
      harness.db.select().from(waAuth).where(eq(waAuth.deviceId, device.deviceId));

    it('offers a QR with its expiry; a scan connects the device as the number, and keeps its auth state', async () => {
      const device = await harness.newDevice();
      const events = recordEvents();
      const session = harness.engine.start(device, events);
      const offer = await events.waitForConnection('qr');
      expect(offer.qr.length).toBeGreaterThan(10);
      expect(offer.expiresAt.getTime()).toBeGreaterThan(Date.now());

      await harness.scan(device, offer.qr, '+447700900113');
      const open = await events.waitForConnection('open');
      expect(open.phoneNumber).toBe('+447700900113');
      expect((await authRows(device)).length).toBeGreaterThan(0);

      // Stopped and started again (a restart, another gateway): no QR, the same number.
      await session.stop();
      await events.waitForConnection('closed', (update) => update.reason === 'stopped');
      const again = recordEvents();
      harness.engine.start(device, again);
      expect((await again.waitForConnection('open')).phoneNumber).toBe('+447700900113');
      expect(again.connections.some((update) => update.state === 'qr')).toBe(false);
    });

    it('ends an unscanned QR round as qr_expired, without retrying', async () => {
      const device = await harness.newDevice();
      const events = recordEvents();
      harness.engine.start(device, events);
      await events.waitForConnection('qr');
      await harness.letQrRoundRunOut(device);
      const closed = await events.waitForConnection('closed');
      expect(closed).toMatchObject({ reason: 'qr_expired', willRetry: false });
      expect(await authRows(device)).toEqual([]);
    });

    it('pairs by a code typed on the phone, as the number the code was asked for', async () => {
      const device = await harness.newDevice({ pairingPhone: '+447700900114' });
      const events = recordEvents();
      harness.engine.start(device, events);
      const offer = await events.waitForConnection('pairing_code');
      expect(offer.code).toMatch(/^[A-Z0-9]{8}$/);
      await harness.enterCode(device, offer.code);
      expect((await events.waitForConnection('open')).phoneNumber).toBe('+447700900114');
    });

    it('sends with the id fixed beforehand and reports its receipts', async () => {
      const { device, session, events } = await pairedDevice('+447700900115');
      const waMessageId = harness.engine.newMessageId();
      await session.send({ waMessageId, to: '+6281234567891', text: 'Halo!', typingMs: 50 });
      await harness.recipientReceives(device, waMessageId);
      await events.waitForReceipt(waMessageId, 'delivered');
      expect(events.receipts.filter((r) => r.waMessageId === waMessageId).map((r) => r.status)).not.toContain(
        'failed',
      );
    });

    it('reports what a contact writes, with their number', async () => {
      const { device, events } = await pairedDevice('+447700900116');
      await harness.deliverIncoming(device, '+6281234567892', 'Berapa harganya?');
      const message = await events.waitForMessage((m) => m.text === 'Berapa harganya?');
      expect(message).toMatchObject({ peer: { phoneNumber: '+6281234567892' }, fromMe: false, kind: 'text' });
    });

    it("reports a contact's photo with its bytes, type and name", async () => {
      const { device, events } = await pairedDevice('+447700900122');
      const data = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]);
      await harness.deliverIncomingMedia(device, '+6281234567895', {
        kind: 'image',
        mimetype: 'image/jpeg',
        fileName: 'foto.jpg',
        data,
      });
      const message = await events.waitForMessage((m) => m.peer.phoneNumber === '+6281234567895');
      expect(message).toMatchObject({ kind: 'image', media: { mimetype: 'image/jpeg' } });
      expect(message.media?.data?.equals(data)).toBe(true);
    });

    it('retries by itself when the network drops, and comes back', async () => {
      const { device, events } = await pairedDevice('+447700900117');
      const opened = events.connections.filter((update) => update.state === 'open').length;
      await harness.dropConnection(device);
      const closed = await events.waitForConnection('closed');
      expect(closed).toMatchObject({ reason: 'connection_lost', willRetry: true });
      await expectEventually(() => events.connections.filter((u) => u.state === 'open').length > opened);
    });

    it('reports logged_out and wipes the auth state when the phone unlinks it', async () => {
      const { device, events } = await pairedDevice('+447700900118');
      await harness.unlinkFromPhone(device);
      expect(await events.waitForConnection('closed')).toMatchObject({
        reason: 'logged_out',
        willRetry: false,
      });
      await expectEventually(async () => (await authRows(device)).length === 0);
    });

    it('logs out on request: auth state gone, the next start pairs anew', async () => {
      const { device, events, session } = await pairedDevice('+447700900119');
      await session.logOut();
      await events.waitForConnection('closed', (update) => update.reason === 'logged_out');
      const creds = await harness.db
        .select()
        .from(waAuth)
        .where(and(eq(waAuth.deviceId, device.deviceId), eq(waAuth.key, 'creds')));
      expect(creds).toEqual([]);
      const again = recordEvents();
      harness.engine.start(device, again);
      await again.waitForConnection('qr');
    });

    it('shows "typing…" to a contact while an answer is written, and stops', async () => {
      const { device, session } = await pairedDevice('+447700900121');
      await (session as EngineSession).setTyping('+6281234567894', true);
      await expectEventually(() => harness.typingShown(device, '+6281234567894'));
      await (session as EngineSession).setTyping('+6281234567894', false);
      await expectEventually(async () => !(await harness.typingShown(device, '+6281234567894')));
    });

    it('answers which numbers are on WhatsApp', async () => {
      const { device, session } = await pairedDevice('+447700900120');
      await harness.hasWhatsApp(device, '+6281234567893');
      const answer = await (session as EngineSession).checkNumbers(['+6281234567893']);
      expect(answer.get('+6281234567893')).toBe(true);
    });
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
