import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../../db/client.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { insertTestDevice } from '../../../testing/test-device.ts';
import { RecordedEvents, waitForState } from './engine-fixture.ts';
import { createFakeBaileysHarness } from './fake-baileys-harness.ts';
import { waitUntil } from './wait-until.ts';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('the fake Baileys harness', () => {
  it('drives a device from QR to open, a message each way, a receipt and a replaced close', async () => {
    const harness = createFakeBaileysHarness({ db });
    const link = await insertTestDevice(db);
    const events = new RecordedEvents();
    const session = harness.engine.start(link, events);

    await waitForState(events, 'qr');
    await harness.scanQr(link.deviceId, '+6281234567890');
    await waitForState(events, 'open');
    expect(events.connections.at(-1)).toMatchObject({ state: 'open', phoneNumber: '+6281234567890' });

    const id = await harness.deliverIncoming(link.deviceId, { from: '+6281311112222', text: 'Halo' });
    await waitUntil(() => events.messages.length === 1);
    expect(events.messages[0]).toMatchObject({ waMessageId: id, peer: { phoneNumber: '+6281311112222' } });

    const waMessageId = harness.engine.newMessageId();
    await session.send({ waMessageId, to: '+6281311112222', text: 'Balas', typingMs: 0 });
    await harness.ack(link.deviceId, waMessageId, 'delivered');
    await harness.ack(link.deviceId, waMessageId, 'failed');
    await waitUntil(() => events.receipts.length === 2);
    expect(events.receipts.map((r) => [r.waMessageId, r.status, r.reason])).toEqual([
      [waMessageId, 'delivered', undefined],
      [waMessageId, 'failed', '463'],
    ]);

    await harness.disconnect(link.deviceId, 440);
    await waitForState(events, 'closed:replaced');

    // The device paired once: a new start opens at once, with no QR.
    const again = new RecordedEvents();
    harness.engine.start(link, again);
    await waitForState(again, 'open');
    expect(again.states).toEqual(['connecting', 'open']);
  });
});
