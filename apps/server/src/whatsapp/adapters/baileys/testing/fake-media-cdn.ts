import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { normalizeMessageContent, type proto } from 'baileys';
import type { MediaDownloader } from '../media-download.ts';
import { boom } from './fake-socket.ts';

type Stored = Buffer | { status: number } | 'hang';

/**
 * WhatsApp's media CDN with no network: files by direct path, or an HTTP error, or a download
 * that never ends. Its downloader stands in for `downloadMediaMessage` (whose own decryption is
 * tested on Baileys' real code in `media-download.test.ts`).
 */
export class FakeMediaCdn {
  private readonly files = new Map<string, Stored>();
  downloads = 0;

  /** Stores a file; answers the direct path a message carries to it. */
  put(content: Stored): string {
    const directPath = `/v/t62.7118-24/${randomBytes(8).toString('hex')}.enc`;
    this.files.set(directPath, content);
    return directPath;
  }

  readonly downloader: MediaDownloader = async (message) => {
    this.downloads += 1;
    const content = normalizeMessageContent(message.message);
    const media = (content?.imageMessage ??
      content?.videoMessage ??
      content?.audioMessage ??
      content?.documentMessage ??
      content?.stickerMessage) as { directPath?: string | null } | undefined;
    const stored = media?.directPath ? this.files.get(media.directPath) : undefined;
    if (!stored) throw boom('Failed to fetch stream', 404);
    if (stored === 'hang') return new Readable({ read() {} });
    if (!Buffer.isBuffer(stored)) throw boom('Failed to fetch stream', stored.status);
    return Readable.from([stored.subarray(0, 1024), stored.subarray(1024)]);
  };
}

/** A media message as Baileys upserts it, pointing at a file on the fake CDN. */
export function mediaContent(
  kind: 'image' | 'video' | 'audio' | 'document',
  media: { mimetype: string; fileName?: string; fileLength: number; directPath: string; caption?: string },
): proto.IMessage {
  const fields = { ...media, url: `https://mmg.whatsapp.net${media.directPath}`, mediaKey: randomBytes(32) };
  return { [`${kind}Message`]: fields } as proto.IMessage;
}
