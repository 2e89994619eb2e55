import { createHash } from 'node:crypto';
import { MEDIA_MAX_BYTES, MEDIA_MIMETYPES, type MediaKind } from '@siar/shared';
import type { BytesPlace, MediaStore } from '../../storage/index.ts';
import type { IncomingMessage } from '../../whatsapp/engine-port.ts';
import { contentFitsType } from '../templates/media-sniff.ts';
import { cleanFileName } from '../templates/media-upload.ts';

/** A received file, its bytes already in the media store: what its `media_files` row records. */
export interface StagedMedia {
  kind: MediaKind;
  mimetype: string;
  fileName: string;
  size: number;
  sha256: string;
  place: BytesPlace;
}

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
 * What a received file's row records, and its bytes; null when the engine brought no bytes, or
 * more than WhatsApp allows for its kind.
 */
function describe(message: IncomingMessage) {
  const media = message.media;
  if (!media?.data || media.data.length === 0) return null;
  const kind = incomingMediaKind(media.mimetype, media.data);
  if (media.data.length > MEDIA_MAX_BYTES[kind]) return null;
  const type = baseType(media.mimetype);
  const extension = EXTENSIONS[type];
  return {
    data: media.data,
    file: {
      kind,
      mimetype: type || 'application/octet-stream',
      fileName: cleanFileName(media.fileName ?? `${message.kind}${extension ? `.${extension}` : ''}`),
      size: media.data.length,
      sha256: createHash('sha256').update(media.data).digest('hex'),
    },
  };
}

/**
 * Puts a received file's bytes into the media store before the transaction that stores its
 * message (an upload to S3 must not hold a database connection); null when there is nothing to keep.
 */
export async function stageIncomingMedia(
  media: MediaStore,
  accountId: string,
  message: IncomingMessage,
): Promise<StagedMedia | null> {
  const described = describe(message);
  if (!described) return null;
  return { ...described.file, place: await media.put(accountId, described.data) };
}

/** The same, kept in the media row itself (the database adapter, which needs no I/O before). */
export function inRowIncomingMedia(message: IncomingMessage): StagedMedia | null {
  const described = describe(message);
  if (!described) return null;
  return { ...described.file, place: { storage: 'db', storageKey: null, data: described.data } };
}
