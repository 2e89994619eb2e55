import type {} from '@fastify/multipart'; // its types add request.file() and isMultipart()
import { MEDIA_MAX_BYTES, MEDIA_MIMETYPES, type MediaKind } from '@siar/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { BytesPlace, MediaStore } from '../../storage/index.ts';
import { intakeUpload } from './media-intake.ts';

/** The largest file any kind allows: the stream is cut there whatever the declared type. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES));

export interface UploadedMedia {
  kind: MediaKind;
  mimetype: string;
  fileName: string;
  size: number;
  sha256: string;
  /** Where the bytes went: the row's columns. */
  place: BytesPlace;
}

const megabytes = (n: number) => `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;

/** A file name as given, without a path, control characters or excess length. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).at(-1) ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}

/** A multipart body the parser cannot read is the client's fault: 400, not 500. */
async function malformedIsBadRequest<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badRequest('bad_request');
  }
}

/** Reads a part's bytes to the end without keeping them. */
async function drain(file: AsyncIterable<Buffer>) {
  for await (const _chunk of file);
}

/**
 * Reads the one file of a multipart upload (field `file`) into the media store as it comes: its
 * type must be one WhatsApp takes, its size within that kind's limit, and its first bytes must
 * agree with its type. A refused file is read to its end (not kept), so the browser gets the
 * answer rather than a broken connection; what reached the store of it is discarded.
 */
export async function readUpload(
  request: FastifyRequest,
  media: MediaStore,
  accountId: string,
): Promise<UploadedMedia> {
  if (!request.isMultipart()) throw AppError.fields({ file: 'media_file_required' });
  const part = await malformedIsBadRequest(() =>
    request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 } }),
  );
  if (!part) throw AppError.fields({ file: 'media_file_required' });
  const mimetype = part.mimetype.split(';')[0]!.trim().toLowerCase();
  const kind = Object.hasOwn(MEDIA_MIMETYPES, mimetype) ? MEDIA_MIMETYPES[mimetype] : undefined;
  const file = part.file as AsyncIterable<Buffer> & { truncated: boolean };
  if (!kind) {
    await malformedIsBadRequest(() => drain(file));
    throw AppError.fields({ file: { code: 'media_type_not_allowed', params: { mimetype } } });
  }
  const limit = MEDIA_MAX_BYTES[kind];
  const result = await malformedIsBadRequest(() =>
    intakeUpload(file, { mimetype, limit, truncated: () => file.truncated }, (body) =>
      media.put(accountId, body),
    ),
  );
  if (!result.ok) {
    if (result.problem === 'store_failed') {
      request.log.error({ err: result.error }, 'an upload could not be stored');
      throw AppError.unavailable();
    }
    if (result.place?.storageKey) await media.discard([result.place.storageKey]);
    if (result.problem === 'too_large')
      throw AppError.fields({ file: { code: 'media_too_large', params: { limit: megabytes(limit) } } });
    if (result.problem === 'empty') throw AppError.fields({ file: 'media_empty' });
    throw AppError.fields({ file: { code: 'media_content_mismatch', params: { mimetype } } });
  }
  return {
    kind,
    mimetype,
    fileName: cleanFileName(part.filename),
    size: result.size,
    sha256: result.sha256,
    place: result.place,
  };
}
