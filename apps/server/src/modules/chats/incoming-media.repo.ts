import { createHash } from 'node:crypto';
import { MEDIA_MAX_BYTES, MEDIA_MIMETYPES, type MediaKind } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import type { IncomingMessage } from '../../whatsapp/engine-port.ts';
import { contentFitsType } from '../templates/media-sniff.ts';
import { cleanFileName } from '../templates/media-upload.ts';

type Tx = Pick<Database, 'insert'>;

/** `audio/ogg; codecs=opus` → `audio/ogg`: the type the upload rules know. */
const baseType = (mimetype: string) => mimetype.split(';')[0]!.trim().toLowerCase();

/**
 * How a received file is kept: as the kind the upload would accept it as when its type is one
 * WhatsApp takes and its first bytes agree; anything else (an HTML, an SVG, a renamed file) as a
 * document, which is only ever served as a download.
 */
export function incomingMediaKind(mimetype: string, data: Buffer): MediaKind {
  const type = baseType(mimetype);
  const kind = Object.hasOwn(MEDIA_MIMETYPES, type) ? MEDIA_MIMETYPES[type] : undefined;
  return kind && contentFitsType(data, type) ? kind : 'document';
}

/** The extension a nameless photo, video or voice note gets for its download. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
};

/**
 * Keeps the bytes of a received file as a media file of the account (in the transaction that
 * stores its message) and answers its id; null when the engine brought no bytes, or more than
 * WhatsApp allows for its kind.
 */
export async function storeIncomingMedia(
  tx: Tx,
  accountId: string,
  message: IncomingMessage,
): Promise<string | null> {
  const media = message.media;
  if (!media?.data || media.data.length === 0) return null;
  const kind = incomingMediaKind(media.mimetype, media.data);
  if (media.data.length > MEDIA_MAX_BYTES[kind]) return null;
  const type = baseType(media.mimetype);
  const extension = EXTENSIONS[type];
  const fileName = cleanFileName(media.fileName ?? `${message.kind}${extension ? `.${extension}` : ''}`);
  const [row] = await tx
    .insert(mediaFiles)
    .values({
      accountId,
      kind,
      mimetype: type || 'application/octet-stream',
      fileName,
      size: media.data.length,
      sha256: createHash('sha256').update(media.data).digest('hex'),
      data: media.data,
    })
    .returning({ id: mediaFiles.id });
  return row!.id;
}
