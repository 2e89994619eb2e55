import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { waDevices } from '../../../db/schema/index.ts';
import { insertMedia } from '../../../modules/templates/media.repo.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { DeviceLink, EngineLimits } from '../../engine-port.ts';
import { describeEngineContract } from '../../testing/engine-contract.ts';
import type { EngineHarness } from '../../testing/engine-harness.ts';
import { recordEvents } from '../../testing/recorded-events.ts';
import { insertTestDevice } from '../../testing/test-device.ts';
import * as repo from './sandbox.repo.ts';
import { createSandboxEngine } from './sandbox-engine.ts';
import { enterPairingCode, findOffer, scanQr } from './sandbox-phone.ts';
import { isTypingShown } from './sandbox-presence.ts';
import type { SandboxSession } from './sandbox-session.ts';

/** A sandbox at 50 times a phone's speed: a first QR lives 1.2 s, a receipt takes milliseconds. */
async function sandboxHarness(): Promise<EngineHarness> {
  const database = await openTestDatabase();
  const { db } = database;
  const engine = createSandboxEngine({
    db,
    log: pino({ level: 'silent' }),
    publicUrl: 'http://siar.test',
    languageOf: async () => 'id',
    speed: 50,
    pollMs: 20,
  });
  const tokenOf = (qr: string) => qr.split('/sandbox/scan/')[1]!;
  const setFault = (device: DeviceLink, fault: 'disconnect' | 'logout') =>
    db.update(waDevices).set({ sandboxFault: fault }).where(eq(waDevices.id, device.deviceId));
  const phoneOf = async (device: DeviceLink) =>
    (await db.select().from(waDevices).where(eq(waDevices.id, device.deviceId)))[0]?.phoneNumber;
  return {
    db,
    engine,
    newDevice: (options) => insertTestDevice(db, { engine: 'sandbox', pairingPhone: options?.pairingPhone }),
    async scan(device, qr, phoneNumber) {
      expect(await scanQr(db, { token: tokenOf(qr), phoneNumber })).toEqual({ ok: true });
      // The gateway records the number once the device opens; the harness plays that part.
      await db.update(waDevices).set({ phoneNumber }).where(eq(waDevices.id, device.deviceId));
    },
    async enterCode(device, code) {
      expect(await enterPairingCode(db, code)).toEqual({ ok: true });
      await db
        .update(waDevices)
        .set({ phoneNumber: device.pairingPhone! })
        .where(eq(waDevices.id, device.deviceId));
    },
    async letQrRoundRunOut() {},
    async recipientReceives() {},
    async hasWhatsApp() {},
    typingShown: async (device, to) => isTypingShown((await phoneOf(device))!, to),
    async deliverIncoming(device, from, text) {
      const toPhone = await phoneOf(device);
      await repo.postMessage(db, {
        fromPhone: from,
        toPhone: toPhone!,
        waMessageId: engine.newMessageId(),
        text,
      });
    },
    async deliverIncomingMedia(device, from, file) {
      // The contact's file is an upload of the device's account, as the chats page's test tube makes it.
      const media = await insertMedia(db, {
        accountId: device.accountId,
        kind: file.kind,
        mimetype: file.mimetype,
        fileName: file.fileName ?? 'file',
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        place: { storage: 'db', storageKey: null, data: file.data },
      });
      await repo.postMessage(db, {
        fromPhone: from,
        toPhone: (await phoneOf(device))!,
        waMessageId: engine.newMessageId(),
        text: null,
        mediaId: media.id,
      });
    },
    dropConnection: (device) => setFault(device, 'disconnect').then(() => undefined),
    unlinkFromPhone: (device) => setFault(device, 'logout').then(() => undefined),
    async close() {
      engine.close();
      await database.close();
    },
  };
}

describeEngineContract('sandbox', sandboxHarness);

describe('sandbox engine', () => {
  it('links its QR to the sandbox phone page, which names the business and refuses a test number already paired and any other number', async () => {
    const harness = await sandboxHarness();
    try {
      const first = await harness.newDevice();
      const events = recordEvents();
      harness.engine.start(first, events);
      const { qr } = await events.waitForConnection('qr');
      expect(qr).toMatch(/^http:\/\/siar\.test\/sandbox\/scan\/[\w-]{20,}$/);
      const token = qr.split('/sandbox/scan/')[1]!;
      expect(await findOffer(harness.db, token)).toMatchObject({
        deviceName: 'Test phone',
        accountName: 'Engine test account',
      });
      await harness.scan(first, qr, '+447700900123');
      await events.waitForConnection('open');
      // The QR is spent once scanned.
      expect(await findOffer(harness.db, token)).toBeUndefined();

      const second = await harness.newDevice();
      const other = recordEvents();
      harness.engine.start(second, other);
      const offer = await other.waitForConnection('qr');
      expect(
        await scanQr(harness.db, {
          token: offer.qr.split('/sandbox/scan/')[1]!,
          phoneNumber: '+447700900123',
        }),
      ).toEqual({ ok: false, refusal: 'test_number_taken' });
      // A real number (Indonesia's +62 899 is a mobile range) never links a sandbox device.
      expect(
        await scanQr(harness.db, {
          token: offer.qr.split('/sandbox/scan/')[1]!,
          phoneNumber: '+6289912349999',
        }),
      ).toEqual({ ok: false, refusal: 'not_test_number' });
    } finally {
      await harness.close();
    }
  });

  it('delivers a message between two sandbox devices, and fails a send when told to', async () => {
    const harness = await sandboxHarness();
    try {
      const pair = async (phone: string) => {
        const device = await harness.newDevice();
        const events = recordEvents();
        const session = harness.engine.start(device, events);
        await harness.scan(device, (await events.waitForConnection('qr')).qr, phone);
        await events.waitForConnection('open');
        return { device, events, session };
      };
      const a = await pair('+447700900124');
      const b = await pair('+447700900125');
      const waMessageId = harness.engine.newMessageId();
      await a.session.send({ waMessageId, to: '+447700900125', text: 'Selamat pagi!', typingMs: 0 });
      const received = await b.events.waitForMessage((m) => m.waMessageId === waMessageId);
      expect(received).toMatchObject({ text: 'Selamat pagi!', peer: { phoneNumber: '+447700900124' } });

      await harness.db
        .update(waDevices)
        .set({ sandboxFault: 'send_failure' })
        .where(eq(waDevices.id, a.device.deviceId));
      await expect
        .poll(
          async () =>
            (await harness.db.select().from(waDevices).where(eq(waDevices.id, a.device.deviceId)))[0]
              ?.sandboxFault,
        )
        .toBeNull();
      await expect(
        a.session.send({
          waMessageId: harness.engine.newMessageId(),
          to: '+6281234567890',
          text: 'x',
          typingMs: 0,
        }),
      ).rejects.toThrow('fault');
      // A number ending in 000 is not on WhatsApp.
      await expect(
        a.session.send({
          waMessageId: harness.engine.newMessageId(),
          to: '+6281234567000',
          text: 'x',
          typingMs: 0,
        }),
      ).rejects.toThrow('not on WhatsApp');
    } finally {
      await harness.close();
    }
  });

  it('holds a reach-out lock set while the device reconnects, once it is open again', async () => {
    const harness = await sandboxHarness();
    try {
      const device = await harness.newDevice();
      const limits: EngineLimits[] = [];
      const events = { ...recordEvents(), limits: (report: EngineLimits) => void limits.push(report) };
      const session = harness.engine.start(device, events) as SandboxSession;
      await harness.scan(device, (await events.waitForConnection('qr')).qr, '+447700900126');
      await events.waitForConnection('open');
      // The connection drops; the lock is set before the session is back.
      await session.actOut('disconnect');
      await session.actOut('reach_out_lock', { minutes: 60 });
      await vi.waitFor(() => expect(session.phase).toBe('open'), { timeout: 20_000, interval: 20 });
      await vi.waitFor(
        () =>
          expect(limits).toContainEqual(expect.objectContaining({ kind: 'reach_out_lock', active: true })),
        { timeout: 20_000, interval: 20 },
      );
      const message = {
        waMessageId: harness.engine.newMessageId(),
        to: '+6281234567891',
        text: 'x',
        typingMs: 0,
      };
      await expect(session.send(message)).rejects.toThrow('463');
    } finally {
      await harness.close();
    }
  });
});
