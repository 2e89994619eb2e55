import { createHash } from 'node:crypto';
import type {} from '@fastify/multipart'; // its types add request.file() and isMultipart()
import { MEDIA_MAX_BYTES, MEDIA_MIMETYPES, type MediaKind } from '@siar/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { contentFitsType } from './media-sniff.ts';

/** The largest file any kind allows: the stream is cut there whatever the declared type. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES));

export interface UploadedMedia {
  kind: MediaKind;
  mimetype: string;
  fileName: string;
  data: Buffer;
  sha256: string;
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

/**
 * Reads the one file of a multipart upload (field `file`): its type must be one WhatsApp takes, its
 * size within that kind's limit, and its first bytes must agree with its type. An oversized file is
 * read to its end (not kept), so the browser gets the answer rather than a broken connection.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedMedia> {
  if (!request.isMultipart()) throw AppError.fields({ file: 'media_file_required' });
  const part = await malformedIsBadRequest(() =>
    request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 } }),
  );
  if (!part) throw AppError.fields({ file: 'media_file_required' });
  const mimetype = part.mimetype.split(';')[0]!.trim().toLowerCase();
  const kind = Object.hasOwn(MEDIA_MIMETYPES, mimetype) ? MEDIA_MIMETYPES[mimetype] : undefined;
  const limit = kind ? MEDIA_MAX_BYTES[kind] : 0;
  const chunks: Buffer[] = [];
  let size = 0;
  await malformedIsBadRequest(async () => {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (kind && size <= limit) chunks.push(chunk);
    }
  });
  if (!kind) throw AppError.fields({ file: { code: 'media_type_not_allowed', params: { mimetype } } });
  if (size > limit || part.file.truncated) {
    throw AppError.fields({ file: { code: 'media_too_large', params: { limit: megabytes(limit) } } });
  }
  if (size === 0) throw AppError.fields({ file: 'media_empty' });
  const data = Buffer.concat(chunks);
  if (!contentFitsType(data, mimetype)) {
    throw AppError.fields({ file: { code: 'media_content_mismatch', params: { mimetype } } });
  }
  return {
    kind,
    mimetype,
    fileName: cleanFileName(part.filename),
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
