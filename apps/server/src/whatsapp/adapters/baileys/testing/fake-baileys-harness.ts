import { randomBytes } from 'node:crypto';
import { type proto, WAMessageStatus } from 'baileys';
import pino from 'pino';
import type { Database } from '../../../../db/client.ts';
import type { ReceiptStatus } from '../../../engine-port.ts';
import type { IncomingFile } from '../../../testing/engine-harness.ts';
import { BaileysEngine } from '../baileys-engine.ts';
import type { Clock } from '../clock.ts';
import type { BaileysLogger } from '../logger.ts';
import { FakeMediaCdn, mediaContent } from './fake-media-cdn.ts';
import { FakeSocket } from './fake-socket.ts';
import { waitUntil } from './wait-until.ts';

const STATUS: Record<ReceiptStatus, number> = {
  sent: WAMessageStatus.SERVER_ACK,
  delivered: WAMessageStatus.DELIVERY_ACK,
  read: WAMessageStatus.READ,
  failed: WAMessageStatus.ERROR,
};

export interface FakeBaileysHarness {
  /** The real Baileys engine, on fake sockets that behave as WhatsApp would. */
  engine: BaileysEngine;
  /** Every socket made for the device, oldest first. */
  sockets(deviceId: string): FakeSocket[];
  /** The device's newest socket, once it has one. */
  socket(deviceId: string): Promise<FakeSocket>;
  /**
   * A phone scans the QR (or types the code): pairing stored, then close 515; the engine
   * reconnects and the new socket opens as `phoneE164`. Resolves once that socket exists.
   */
  scanQr(deviceId: string, phoneE164: string): Promise<void>;
  /** A 1:1 text from `from` (E.164) arrives live; returns its WhatsApp id. */
  deliverIncoming(deviceId: string, message: { from: string; text: string }): Promise<string>;
  /** A 1:1 media message from `from` arrives live, its file on the fake CDN; returns its id. */
  deliverIncomingMedia(deviceId: string, message: { from: string; file: IncomingFile }): Promise<string>;
  /** WhatsApp's media CDN the engine downloads from. */
  cdn: FakeMediaCdn;
  /** WhatsApp reports a status of a message the device sent (`failed` as a 463 refusal). */
  ack(deviceId: string, waMessageId: string, status: ReceiptStatus): Promise<void>;
  /** The connection closes with this DisconnectReason code (and Baileys' message). */
  disconnect(deviceId: string, code: number, message?: string): Promise<void>;
}

/** A 1:1 message from `from` (E.164) arriving live on the socket; returns its WhatsApp id. */
function emitIncoming(sock: FakeSocket, from: string, message: proto.IMessage): string {
  const id = `3A${randomBytes(9).toString('hex').toUpperCase()}`;
  sock.ev.emit('messages.upsert', {
    type: 'notify',
    messages: [
      {
        key: { remoteJid: `${from.replace(/\D/g, '')}@s.whatsapp.net`, fromMe: false, id },
        message,
        messageTimestamp: Math.floor(Date.now() / 1000),
        pushName: 'Contact',
      },
    ],
  });
  return id;
}

/** WhatsApp's report of a message the socket sent (`failed` as a 463 refusal). */
function emitAck(sock: FakeSocket, waMessageId: string, status: ReceiptStatus) {
  const sent = sock.sent.find((s) => s.options?.messageId === waMessageId);
  sock.ev.emit('messages.update', [
    {
      key: { remoteJid: sent?.jid ?? null, fromMe: true, id: waMessageId },
      update:
        status === 'failed'
          ? { status: STATUS.failed, messageStubParameters: ['463'] }
          : { status: STATUS[status] },
    },
  ]);
}

type HarnessOptions = { db: Database; clock?: Clock; logger?: BaileysLogger };

/** The real engine on fake sockets in "auto" mode; `made` keeps each device's, oldest first. */
function engineOnFakeSockets(options: HarnessOptions, cdn: FakeMediaCdn, made: Map<string, FakeSocket[]>) {
  return new BaileysEngine({
    downloadMedia: cdn.downloader,
    db: options.db,
    clock: options.clock,
    logger: options.logger ?? pino({ level: 'silent' }),
    makeSocket: (config, deviceId) => {
      const sock = new FakeSocket(config, { auto: true });
      made.set(deviceId, [...(made.get(deviceId) ?? []), sock]);
      return sock;
    },
  });
}

/**
 * A driver for the shared engine contract suite: the Baileys engine wired to fake sockets in
 * "auto" mode (an unpaired device shows a QR, a paired one opens), on a real database.
 */
export function createFakeBaileysHarness(options: HarnessOptions): FakeBaileysHarness {
  const made = new Map<string, FakeSocket[]>();
  const cdn = new FakeMediaCdn();
  const engine = engineOnFakeSockets(options, cdn, made);
  const sockets = (deviceId: string) => made.get(deviceId) ?? [];
  const socket = async (deviceId: string) => {
    await waitUntil(() => sockets(deviceId).length > 0, `a socket for ${deviceId}`);
    return sockets(deviceId).at(-1)!;
  };
  const upsert = async (deviceId: string, from: string, message: proto.IMessage) =>
    emitIncoming(await socket(deviceId), from, message);

  return {
    engine,
    sockets,
    socket,
    async scanQr(deviceId, phoneE164) {
      const sock = await socket(deviceId);
      const before = sockets(deviceId).length;
      await sock.pairSuccess(phoneE164);
      await waitUntil(() => sockets(deviceId).length > before, 'the socket after the 515 restart');
    },
    deliverIncoming: (deviceId, { from, text }) => upsert(deviceId, from, { conversation: text }),
    deliverIncomingMedia: (deviceId, { from, file }) =>
      upsert(
        deviceId,
        from,
        mediaContent(file.kind, {
          mimetype: file.mimetype,
          fileName: file.fileName,
          fileLength: file.data.length,
          directPath: cdn.put(file.data),
        }),
      ),
    cdn,
    async ack(deviceId, waMessageId, status) {
      emitAck(await socket(deviceId), waMessageId, status);
    },
    async disconnect(deviceId, code, message) {
      const sock = await socket(deviceId);
      await sock.close(code, message);
    },
  };
}
