import { openTestDatabase } from '../../../test/test-database.ts';
import { describeEngineContract } from '../../testing/engine-contract.ts';
import type { EngineHarness } from '../../testing/engine-harness.ts';
import { insertTestDevice } from '../../testing/test-device.ts';
import { createFakeBaileysHarness } from './testing/fake-baileys-harness.ts';

/** The Baileys engine on fake sockets that emit Baileys' real events, playing WhatsApp's part. */
async function baileysHarness(): Promise<EngineHarness> {
  const database = await openTestDatabase();
  const { db } = database;
  const fake = createFakeBaileysHarness({ db });
  return {
    db,
    engine: fake.engine,
    newDevice: (options) => insertTestDevice(db, { engine: 'baileys', pairingPhone: options?.pairingPhone }),
    scan: (device, _qr, phoneNumber) => fake.scanQr(device.deviceId, phoneNumber),
    enterCode: (device) => fake.scanQr(device.deviceId, device.pairingPhone!),
    letQrRoundRunOut: (device) => fake.disconnect(device.deviceId, 408, 'QR refs attempts ended'),
    async recipientReceives(device, waMessageId) {
      await fake.ack(device.deviceId, waMessageId, 'sent');
      await fake.ack(device.deviceId, waMessageId, 'delivered');
    },
    async hasWhatsApp(device, phoneNumber) {
      (await fake.socket(device.deviceId)).registered.add(phoneNumber.slice(1));
    },
    async typingShown(device, to) {
      const last = (await fake.socket(device.deviceId)).presences
        .filter((p) => p.jid === `${to.slice(1)}@s.whatsapp.net`)
        .at(-1);
      return last?.type === 'composing';
    },
    async deliverIncoming(device, from, text) {
      await fake.deliverIncoming(device.deviceId, { from, text });
    },
    async deliverIncomingMedia(device, from, file) {
      await fake.deliverIncomingMedia(device.deviceId, { from, file });
    },
    dropConnection: (device) => fake.disconnect(device.deviceId, 428),
    unlinkFromPhone: (device) => fake.disconnect(device.deviceId, 401),
    async close() {
      await fake.engine.stopAll();
      await database.close();
    },
  };
}

describeEngineContract('baileys (fake socket)', baileysHarness);
