import { readFile, rm } from 'node:fs/promises';
import { encryptedStream, type proto, type WAMessage } from 'baileys';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { baileysMediaDownloader, fetchMediaBounded } from './media-download.ts';
import { openPairedDevice } from './testing/engine-fixture.ts';
import { FakeMediaCdn, mediaContent } from './testing/fake-media-cdn.ts';
import type { FakeSocket } from './testing/fake-socket.ts';
import { waitUntil } from './testing/wait-until.ts';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
afterEach(() => vi.unstubAllGlobals());

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 1)]);
const MB = 1024 * 1024;

function upsert(sock: FakeSocket, id: string, message: proto.IMessage) {
  sock.ev.emit('messages.upsert', {
    type: 'notify',
    messages: [
      {
        key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: false, id },
        message,
        messageTimestamp: 1_767_600_000,
      },
    ],
  });
}

describe('incoming media (fake CDN)', () => {
  async function device() {
    const cdn = new FakeMediaCdn();
    const opened = await openPairedDevice(db, { downloadMedia: cdn.downloader, mediaTimeoutMs: 200 });
    return { cdn, ...opened };
  }

  it('reports a photo with its bytes, and a document with its name', async () => {
    const { cdn, sock, events } = await device();
    const pdf = Buffer.from('%PDF-1.4 price list');
    upsert(
      sock,
      'M1',
      mediaContent('image', { mimetype: 'image/jpeg', fileLength: JPEG.length, directPath: cdn.put(JPEG) }),
    );
    upsert(
      sock,
      'M2',
      mediaContent('document', {
        mimetype: 'application/pdf',
        fileName: 'harga.pdf',
        fileLength: pdf.length,
        directPath: cdn.put(pdf),
      }),
    );
    await waitUntil(() => events.messages.length === 2);
    expect(events.messages[0]!.media?.data?.equals(JPEG)).toBe(true);
    expect(events.messages[1]).toMatchObject({
      kind: 'document',
      media: { fileName: 'harga.pdf', data: pdf },
    });
  });

  it('keeps over-limit, failing and stalled downloads as messages without bytes, saying why', async () => {
    const { cdn, sock, events } = await device();
    // Declared over WhatsApp's 5 MB for an image: not even fetched.
    upsert(
      sock,
      'B1',
      mediaContent('image', { mimetype: 'image/jpeg', fileLength: 6 * MB, directPath: cdn.put(JPEG) }),
    );
    // Declared small, but the bytes run past the limit: reading stops there.
    const huge = Buffer.alloc(5 * MB + 10);
    upsert(
      sock,
      'B2',
      mediaContent('image', { mimetype: 'image/jpeg', fileLength: 10, directPath: cdn.put(huge) }),
    );
    upsert(
      sock,
      'B3',
      mediaContent('video', { mimetype: 'video/mp4', fileLength: 10, directPath: cdn.put({ status: 500 }) }),
    );
    upsert(
      sock,
      'B4',
      mediaContent('audio', {
        mimetype: 'audio/ogg; codecs=opus',
        fileLength: 10,
        directPath: cdn.put('hang'),
      }),
    );
    await waitUntil(() => events.messages.length === 4);
    expect(events.messages.map((m) => [m.waMessageId, m.kind, m.media?.unavailable, m.media?.data])).toEqual([
      ['B1', 'image', 'too_large', undefined],
      ['B2', 'image', 'too_large', undefined],
      ['B3', 'video', 'download_failed', undefined],
      ['B4', 'audio', 'download_failed', undefined],
    ]);
    expect(cdn.downloads).toBe(3);
  });
});

describe("Baileys' own download", () => {
  it('decrypts the media, asking the phone to upload it again when the CDN lost it', async () => {
    const encrypted = await encryptedStream(JPEG, 'image', {});
    const body = await readFile(encrypted.encFilePath);
    await rm(encrypted.encFilePath, { force: true });
    const fetches: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetches.push(url);
      return fetches.length === 1 ? new Response('gone', { status: 410 }) : new Response(body);
    });
    const message: WAMessage = {
      key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: false, id: 'R1' },
      message: {
        imageMessage: {
          mimetype: 'image/jpeg',
          url: 'https://mmg.whatsapp.net/v/t62/expired.enc',
          directPath: '/v/t62/expired.enc',
          mediaKey: encrypted.mediaKey,
          fileLength: JPEG.length,
        },
      },
    };
    const reuploads: string[] = [];
    const sock = {
      updateMediaMessage: async (m: WAMessage) => {
        reuploads.push(m.key.id!);
        return m;
      },
    } as unknown as Parameters<typeof baileysMediaDownloader>[1];
    const log = pino({ level: 'silent' });
    const fetched = await fetchMediaBounded(
      { mimetype: 'image/jpeg', size: JPEG.length },
      () => baileysMediaDownloader(message, sock, log),
      { maxBytes: 5 * MB, timeoutMs: 5_000, log, waMessageId: 'R1' },
    );
    expect(fetched.data?.equals(JPEG)).toBe(true);
    expect(reuploads).toEqual(['R1']);
    expect(fetches).toHaveLength(2);
  });
});
