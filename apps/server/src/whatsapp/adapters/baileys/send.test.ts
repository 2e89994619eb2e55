import { DisconnectReason } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { waOutbox } from '../../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { PermanentSendError } from '../../engine-port.ts';
import { countAuthRows } from './auth.repo.ts';
import { openPairedDevice, waitForState } from './testing/engine-fixture.ts';
import { boom } from './testing/fake-socket.ts';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const TO = '+6281311112222';

const openDevice = () => openPairedDevice(db);

describe('sending', () => {
  it('shows typing for typingMs, then sends under the fixed id; its echo is no incoming message', async () => {
    const { fixture, session, sock, events } = await openDevice();
    const waMessageId = fixture.engine.newMessageId();
    await session.send({ waMessageId, to: TO, text: 'Halo, pesanan siap', typingMs: 1_500 });

    expect(sock.calls).toEqual(['presence:composing', 'presence:paused', 'send']);
    expect(sock.presences.map((p) => p.jid)).toEqual([
      '6281311112222@s.whatsapp.net',
      '6281311112222@s.whatsapp.net',
    ]);
    expect(fixture.clock.sleeps).toEqual([1_500]);
    expect(sock.sent).toEqual([
      {
        jid: '6281311112222@s.whatsapp.net',
        content: { text: 'Halo, pesanan siap' },
        options: { messageId: waMessageId },
      },
    ]);
    // The echo Baileys emits (an `append` upsert of our own id) is dropped.
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: { remoteJid: '6281399999999@s.whatsapp.net', fromMe: false, id: 'after' },
          message: { conversation: 'x' },
        },
      ],
    });
    await expect.poll(() => events.messages.map((m) => m.waMessageId)).toEqual(['after']);
  });

  it('sends no presence when typingMs is 0, and media as the Buffer given', async () => {
    const { session, sock } = await openDevice();
    const data = Buffer.from('fake-jpeg-bytes');
    await session.send({
      waMessageId: '3EB0AAAAAAAAAAAAAAAAAA',
      to: TO,
      text: 'Katalog',
      typingMs: 0,
      media: { kind: 'image', mimetype: 'image/jpeg', data },
    });
    await session.send({
      waMessageId: '3EB0BBBBBBBBBBBBBBBBBB',
      to: TO,
      typingMs: 0,
      media: { kind: 'document', mimetype: 'application/pdf', fileName: 'invoice.pdf', data },
    });
    expect(sock.calls).toEqual(['send', 'send']);
    expect(sock.sent[0]!.content).toEqual({ image: data, mimetype: 'image/jpeg', caption: 'Katalog' });
    expect(sock.sent[1]!.content).toEqual({
      document: data,
      mimetype: 'application/pdf',
      fileName: 'invoice.pdf',
      caption: undefined,
    });
  });

  it('turns a 463 or 479 refusal, a bad number and an empty message into PermanentSendError', async () => {
    const { session, sock } = await openDevice();
    sock.failNextSend = boom('account restricted', 463);
    await expect(session.send({ waMessageId: 'X1', to: TO, text: 'a', typingMs: 0 })).rejects.toBeInstanceOf(
      PermanentSendError,
    );
    sock.failNextSend = boom('smax-invalid', 479);
    await expect(session.send({ waMessageId: 'X2', to: TO, text: 'a', typingMs: 0 })).rejects.toBeInstanceOf(
      PermanentSendError,
    );
    await expect(
      session.send({ waMessageId: 'X3', to: '0812', text: 'a', typingMs: 0 }),
    ).rejects.toBeInstanceOf(PermanentSendError);
    await expect(session.send({ waMessageId: 'X4', to: TO, typingMs: 0 })).rejects.toBeInstanceOf(
      PermanentSendError,
    );
    // A transient failure stays an ordinary error: the gateway decides what a retry may do.
    sock.failNextSend = boom('Connection Closed', DisconnectReason.connectionClosed);
    const transient = session.send({ waMessageId: 'X5', to: TO, text: 'a', typingMs: 0 });
    await expect(transient).rejects.toThrow('Connection Closed');
    await expect(transient).rejects.not.toBeInstanceOf(PermanentSendError);
  });

  it('refuses to send while the connection is not open', async () => {
    const { session, sock, events } = await openDevice();
    await sock.close(DisconnectReason.connectionClosed);
    await waitForState(events, 'closed:connection_lost');
    await expect(session.send({ waMessageId: 'Y1', to: TO, text: 'a', typingMs: 0 })).rejects.toThrow(
      /not open/,
    );
    await expect(session.checkNumbers([TO])).rejects.toThrow(/not open/);
  });

  it('checks numbers with onWhatsApp', async () => {
    const { session, sock } = await openDevice();
    sock.registered.add('6281311112222');
    const answer = await session.checkNumbers([TO, '+6281300000000', 'not-a-number']);
    expect(answer).toEqual(
      new Map([
        [TO, true],
        ['+6281300000000', false],
        ['not-a-number', false],
      ]),
    );
  });

  it('answers Baileys’ getMessage from the outbox row with that id', async () => {
    const { sock, link } = await openDevice();
    await db.insert(waOutbox).values({
      accountId: link.accountId,
      deviceId: link.deviceId,
      purpose: 'chat',
      toPhone: TO,
      text: 'Terima kasih',
      waMessageId: '3EB0CCCCCCCCCCCCCCCCCC',
    });
    const getMessage = sock.config.getMessage!;
    expect(
      await getMessage({ id: '3EB0CCCCCCCCCCCCCCCCCC', remoteJid: '6281311112222@s.whatsapp.net' }),
    ).toEqual({
      conversation: 'Terima kasih',
    });
    expect(await getMessage({ id: '3EB0DDDDDDDDDDDDDDDDDD' })).toBeUndefined();
  });

  it('logOut() unlinks through the socket, wipes the auth rows and reports logged_out once', async () => {
    const { session, sock, events, link, fixture } = await openDevice();
    expect(await countAuthRows(db, link.deviceId)).toBeGreaterThan(0);
    await session.logOut();
    expect(sock.loggedOut).toBe(true);
    expect(sock.closed).toBe(true);
    expect(await countAuthRows(db, link.deviceId)).toBe(0);
    await waitForState(events, 'closed:logged_out');
    expect(events.states.filter((s) => s.startsWith('closed'))).toEqual(['closed:logged_out']);
    expect(fixture.sockets).toHaveLength(2);
    expect(fixture.clock.pending).toEqual([]);
  });
});
