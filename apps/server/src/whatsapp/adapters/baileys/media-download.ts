import { MEDIA_MAX_BYTES, type MediaKind } from '@siar/shared';
import { downloadMediaMessage, type WAMessage } from 'baileys';
import type { MediaInfo, MessageKind } from '../../engine-port.ts';
import type { BaileysLogger } from './logger.ts';
import type { BaileysSocket } from './socket.ts';

/** A download gives up after this long: it runs in the device's event queue, which must move on. */
export const MEDIA_DOWNLOAD_TIMEOUT_MS = 60_000;

/** Opens the decrypted bytes of a message's media (Baileys' `downloadMediaMessage` by default). */
export type MediaDownloader = (
  message: WAMessage,
  sock: BaileysSocket,
  log: BaileysLogger,
) => Promise<AsyncIterable<Uint8Array>>;

/** WhatsApp's CDN answers these for media it no longer holds: the phone must upload it again. */
const REUPLOAD_STATUSES = [404, 410];
const httpStatus = (error: unknown) =>
  (error as { output?: { statusCode?: number } })?.output?.statusCode ??
  (error as { status?: number })?.status;

/**
 * Baileys' download, asking the sender's phone to re-upload expired media once. rc14's own retry
 * looks at `error.status`, which its Boom errors do not carry, so it is done here.
 */
export const baileysMediaDownloader: MediaDownloader = async (message, sock, log) => {
  const open = (msg: WAMessage) => downloadMediaMessage(msg, 'stream', {});
  try {
    return await open(message);
  } catch (error) {
    if (!REUPLOAD_STATUSES.includes(httpStatus(error) ?? 0)) throw error;
    log.info({ waMessageId: message.key.id }, 'media expired: asking the phone to upload it again');
    return open(await sock.updateMediaMessage(message));
  }
};

/** The limit of the kind WhatsApp allows for this message (a sticker is an image). */
export function mediaLimit(kind: MessageKind): number {
  const limitKind: Record<MessageKind, MediaKind> = {
    image: 'image',
    sticker: 'image',
    video: 'video',
    audio: 'audio',
    document: 'document',
    text: 'document',
    other: 'document',
  };
  return MEDIA_MAX_BYTES[limitKind[kind]];
}

class TooLarge extends Error {}

/**
 * The media's bytes, or why there are none: declared or found over `maxBytes` (reading stops
 * there), or a failed or slow download. Never throws: the message is reported either way.
 */
export async function fetchMediaBounded(
  media: MediaInfo,
  open: () => Promise<AsyncIterable<Uint8Array>>,
  options: { maxBytes: number; timeoutMs: number; log: BaileysLogger; waMessageId: string },
): Promise<Pick<MediaInfo, 'data' | 'unavailable'>> {
  if (media.size != null && media.size > options.maxBytes) return { unavailable: 'too_large' };
  let stream: AsyncIterable<Uint8Array> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  const destroy = (s: AsyncIterable<Uint8Array> | undefined) => (s as { destroy?: () => void })?.destroy?.();
  const read = async () => {
    stream = await open();
    if (settled) destroy(stream);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > options.maxBytes) throw new TooLarge();
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  };
  // Baileys' fetch takes no abort signal: the race bounds the wait, the stream is destroyed after.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('media download timed out')), options.timeoutMs);
  });
  try {
    const data = await Promise.race([read(), timeout]);
    return data.length > 0 ? { data } : { unavailable: 'download_failed' };
  } catch (error) {
    if (error instanceof TooLarge) return { unavailable: 'too_large' };
    options.log.warn({ err: error, waMessageId: options.waMessageId }, 'media not downloaded');
    return { unavailable: 'download_failed' };
  } finally {
    settled = true;
    clearTimeout(timer);
    destroy(stream);
  }
}
