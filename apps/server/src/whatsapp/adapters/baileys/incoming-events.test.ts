import { proto, type WAMessage, WAMessageStatus, WAMessageStubType } from 'baileys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { waLidMappings } from '../../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { IncomingMessage } from '../../engine-port.ts';
import { insertTestDevice } from '../../testing/test-device.ts';
import { findPhoneForLid } from './lid-mappings.repo.ts';
import { createEngineFixture, openPairedDevice, type RecordedEvents } from './testing/engine-fixture.ts';
import type { FakeSocket } from './testing/fake-socket.ts';
import { waitUntil } from './testing/wait-until.ts';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const T = 1_767_600_000;

/** A paired device, open, on a hand-driven fake socket. */
const openDevice = (options: Parameters<typeof createEngineFixture>[1] = {}) => openPairedDevice(db, options);

function text(id: string, remoteJid: string, body: string, extra: Partial<WAMessage['key']> = {}): WAMessage {
  return {
    key: { remoteJid, fromMe: false, id, ...extra },
    message: { conversation: body },
    messageTimestamp: T,
    pushName: 'Budi',
  };
}

/** Emits a marker message and waits for it: everything emitted before has been handled. */
async function settle(sock: FakeSocket, events: RecordedEvents) {
  const id = `MARK${events.messages.length}${Math.random().toString(16).slice(2, 8)}`;
  sock.ev.emit('messages.upsert', {
    type: 'notify',
    messages: [text(id, '6289900000000@s.whatsapp.net', '.')],
  });
  await waitUntil(() => events.messages.some((m) => m.waMessageId === id), 'the marker message');
  events.messages.splice(
    events.messages.findIndex((m) => m.waMessageId === id),
    1,
  );
}

describe('incoming messages', () => {
  it('reports a live text by phone number, with push name and time', async () => {
    const { sock, events } = await openDevice();
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [text('A1', '6281311112222@s.whatsapp.net', 'Halo')],
    });
    await waitUntil(() => events.messages.length === 1);
    expect(events.messages[0]).toEqual<IncomingMessage>({
      waMessageId: 'A1',
      peer: { phoneNumber: '+6281311112222', lid: null },
      fromMe: false,
      pushName: 'Budi',
      timestamp: new Date(T * 1000),
      kind: 'text',
      text: 'Halo',
      backlog: false,
    });
  });

  it('marks the append backlog and drops ids already reported', async () => {
    const { sock, events } = await openDevice();
    const message = text('B1', '6281311112222@s.whatsapp.net', 'first');
    sock.ev.emit('messages.upsert', {
      type: 'append',
      messages: [message, text('B2', '6281311112222@s.whatsapp.net', 'x')],
    });
    sock.ev.emit('messages.upsert', { type: 'notify', messages: [message] });
    sock.ev.emit('messages.upsert', { type: 'append', messages: [message] });
    await settle(sock, events);
    expect(events.messages.map((m) => [m.waMessageId, m.backlog])).toEqual([
      ['B1', true],
      ['B2', true],
    ]);
  });

  it('maps a message that came by LID to the phone number in its key, and stores the pair', async () => {
    const { sock, events } = await openDevice();
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        text('C1', '201234567890123@lid', 'by lid', {
          remoteJidAlt: '6281355556666@s.whatsapp.net',
          addressingMode: 'lid',
        }),
      ],
    });
    await waitUntil(() => events.messages.length === 1);
    expect(events.messages[0]!.peer).toEqual({ phoneNumber: '+6281355556666', lid: '201234567890123@lid' });
    expect(await findPhoneForLid(db, '201234567890123@lid')).toBe('+6281355556666');
  });

  it('finds the phone of a bare LID in Baileys’ mapping store, then in wa_lid_mappings', async () => {
    const { sock, events } = await openDevice();
    sock.lidToPn.set('301234567890123@lid', '6281377778888:3@s.whatsapp.net');
    sock.ev.emit('lid-mapping.update', { lid: '401234567890123@lid', pn: '6281399990000@s.whatsapp.net' });
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        text('D1', '301234567890123:5@lid', 'store'),
        text('D2', '401234567890123@lid', 'table'),
        text('D3', '501234567890123@lid', 'unknown'),
      ],
    });
    await waitUntil(() => events.messages.length === 3);
    expect(events.messages.map((m) => m.peer)).toEqual([
      { phoneNumber: '+6281377778888', lid: '301234567890123@lid' },
      { phoneNumber: '+6281399990000', lid: '401234567890123@lid' },
      { phoneNumber: null, lid: '501234567890123@lid' },
    ]);
  });

  it('stores the LID pairs of a history sync, in either order', async () => {
    const { sock, events } = await openDevice();
    sock.ev.emit('messaging-history.set', {
      chats: [],
      contacts: [],
      messages: [],
      isLatest: true,
      lidPnMappings: [
        { lid: '601234567890123@lid', pn: '6281344440001@s.whatsapp.net' },
        { lid: '6281344440002@s.whatsapp.net', pn: '701234567890123@lid' },
      ],
    });
    await settle(sock, events);
    const rows = await db.select().from(waLidMappings).where(eq(waLidMappings.phoneNumber, '+6281344440002'));
    expect(rows.map((r) => r.lid)).toEqual(['701234567890123@lid']);
    expect(await findPhoneForLid(db, '601234567890123@lid')).toBe('+6281344440001');
  });

  it('skips groups, reactions and revokes; reports media with its caption', async () => {
    const { sock, events } = await openDevice();
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        text('E1', '120363000000000000@g.us', 'group', { participant: '6281311112222@s.whatsapp.net' }),
        {
          key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: false, id: 'E2' },
          message: { reactionMessage: { key: { id: 'A1' }, text: '👍' } },
        },
        {
          key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: false, id: 'E3' },
          message: {
            protocolMessage: { type: proto.Message.ProtocolMessage.Type.REVOKE, key: { id: 'A1' } },
          },
        },
        {
          key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: true, id: 'E4' },
          message: {
            ephemeralMessage: {
              message: { imageMessage: { mimetype: 'image/jpeg', caption: 'Katalog', fileLength: 2048 } },
            },
          },
          messageTimestamp: T,
        },
      ],
    });
    await settle(sock, events);
    expect(events.messages).toEqual([
      expect.objectContaining({
        waMessageId: 'E4',
        fromMe: true,
        kind: 'image',
        text: 'Katalog',
        // No URL to fetch it from: kept by its kind and size, without bytes.
        media: { mimetype: 'image/jpeg', size: 2048, unavailable: 'download_failed' },
      }),
    ]);
    expect(events.messages[0]).not.toHaveProperty('pushName');
  });

  it('holds back a message that failed to decrypt, and reports it when the retry brings it', async () => {
    const { sock, events } = await openDevice();
    const stub: WAMessage = {
      key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: false, id: 'F1' },
      messageStubType: WAMessageStubType.CIPHERTEXT,
      messageStubParameters: ['Bad MAC'],
      messageTimestamp: T,
    };
    sock.ev.emit('messages.upsert', { type: 'notify', messages: [stub] });
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [text('F1', '6281311112222@s.whatsapp.net', 'again')],
    });
    await waitUntil(() => events.messages.length === 1);
    expect(events.messages[0]).toMatchObject({ waMessageId: 'F1', text: 'again' });
  });

  it('keeps decrypt-error floods to a few log lines a minute, and counts the rest', async () => {
    const { sock, events, fixture } = await openDevice({ floodLimits: { lines: 3, windowMs: 60_000 } });
    for (let i = 0; i < 40; i += 1) {
      sock.config.logger?.error({ err: new Error('Bad MAC') }, 'failed to decrypt message');
      sock.ev.emit('messages.upsert', {
        type: 'notify',
        messages: [
          {
            key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: false, id: `G${i}` },
            messageStubType: WAMessageStubType.CIPHERTEXT,
            messageStubParameters: ['No session record'],
          },
        ],
      });
    }
    await settle(sock, events);
    const decryptLines = () =>
      fixture.logLines.filter(
        (l) => l.msg === 'failed to decrypt message' || l.msg === 'message not decrypted yet',
      );
    expect(decryptLines()).toHaveLength(3);
    // Other warnings are not limited.
    sock.config.logger?.warn({}, 'something else');
    expect(fixture.logLines.some((l) => l.msg === 'something else')).toBe(true);

    fixture.clock.advance(60_000);
    sock.config.logger?.error({ err: new Error('Bad MAC') }, 'failed to decrypt message');
    expect(
      fixture.logLines.find((l) => l.msg === 'decrypt errors not logged in the last window'),
    ).toMatchObject({
      heldBack: 77,
    });
    expect(decryptLines()).toHaveLength(4);
    expect(events.messages).toEqual([]);
  });

  it('a message handler that throws loses only that message', async () => {
    const fixture = createEngineFixture(db);
    const link = await insertTestDevice(db);
    const got: string[] = [];
    fixture.engine.start(link, {
      connection() {},
      message(message) {
        if (message.waMessageId === 'H1') throw new Error('database down');
        got.push(message.waMessageId);
      },
      receipt() {},
    });
    const sock = await fixture.socket(1);
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        text('H1', '6281311112222@s.whatsapp.net', 'a'),
        text('H2', '6281311112222@s.whatsapp.net', 'b'),
      ],
    });
    await waitUntil(() => got.includes('H2'));
    // Not taken, so not remembered: a replay of H1 is offered again.
    sock.ev.emit('messages.upsert', {
      type: 'append',
      messages: [text('H1', '6281311112222@s.whatsapp.net', 'a')],
    });
    await waitUntil(() => fixture.logLines.filter((l) => l.msg === 'message handler failed').length === 2);
  });
});

describe('receipts', () => {
  it('maps message status updates of sent messages, and ignores those of received ones', async () => {
    const { sock, events } = await openDevice();
    const key = (id: string, fromMe = true) => ({ remoteJid: '6281311112222@s.whatsapp.net', fromMe, id });
    sock.ev.emit('messages.update', [
      { key: key('S1'), update: { status: WAMessageStatus.SERVER_ACK } },
      { key: key('S1'), update: { status: WAMessageStatus.DELIVERY_ACK } },
      { key: key('S1'), update: { status: WAMessageStatus.READ } },
      { key: key('S2'), update: { status: WAMessageStatus.PLAYED } },
      { key: key('S3'), update: { status: WAMessageStatus.ERROR, messageStubParameters: ['463'] } },
      { key: key('S4'), update: { status: WAMessageStatus.PENDING } },
      { key: key('S5', false), update: { status: WAMessageStatus.READ } },
      { key: key('S6'), update: { starred: true } },
    ]);
    sock.ev.emit('message-receipt.update', [
      { key: key('S7'), receipt: { userJid: '201234567890123@lid', receiptTimestamp: T } },
      {
        key: key('S8'),
        receipt: { userJid: '201234567890123@lid', receiptTimestamp: T, readTimestamp: T + 5 },
      },
    ]);
    await waitUntil(() => events.receipts.length === 7);
    expect(events.receipts.map((r) => [r.waMessageId, r.status, r.reason])).toEqual([
      ['S1', 'sent', undefined],
      ['S1', 'delivered', undefined],
      ['S1', 'read', undefined],
      ['S2', 'read', undefined],
      ['S3', 'failed', '463'],
      ['S7', 'delivered', undefined],
      ['S8', 'read', undefined],
    ]);
    expect(events.receipts[6]!.at).toEqual(new Date((T + 5) * 1000));
  });
});
