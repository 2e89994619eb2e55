import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { MEDIA_MIMETYPES, mediaIdParamsSchema, TEMPLATES_PATHS, templateMediaSchema } from '@siar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { inGroup } from '../../http/guards.ts';
import { type ByteRange, MediaMissingError, type MediaStore, type StoredFile } from '../../storage/index.ts';
import { findMediaFile } from './media.repo.ts';
import { uploadMedia } from './media.service.ts';
import { byteRange } from './media-range.ts';
import { toTemplateMedia } from './template-view.ts';

const tags = ['templates'];

/**
 * A type the page may show inline: one WhatsApp takes (the upload's list) that is not a document.
 * A received file can be anything (an HTML, an SVG): it is only ever a download, as bytes.
 */
const showsInline = (kind: string, mimetype: string) =>
  kind !== 'document' && Object.hasOwn(MEDIA_MIMETYPES, mimetype);

/** `attachment; filename="ascii"; filename*=UTF-8''utf-8` (RFC 6266), for any name. */
function contentDisposition(inline: boolean, fileName: string) {
  const type = inline ? 'inline' : 'attachment';
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Attachments: uploaded once (multipart) into the media store (PostgreSQL, or S3), read by the
 * account's pages and gateways. Downloads pass through here whatever keeps the bytes, so the
 * session decides every read (docs/ARCHITECTURE.md, "Media storage").
 */
export function mediaRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // Only these routes read multipart bodies; the others keep to JSON.
    await app.register(fastifyMultipart);

    app.post(
      inGroup('subscribed', TEMPLATES_PATHS.media),
      {
        schema: {
          tags,
          summary:
            "Uploads an attachment (multipart/form-data, field file) within WhatsApp's limits: image 5 MB, video and audio 16 MB, document 100 MB",
          consumes: ['multipart/form-data'],
          response: { 201: templateMediaSchema },
        },
      },
      async (request, reply) => {
        const media = await uploadMedia(db, app.media, request, request.customer.accountId);
        return reply.code(201).send(toTemplateMedia(media));
      },
    );

    app.get(
      inGroup('subscribed', TEMPLATES_PATHS.mediaFile),
      {
        schema: {
          tags,
          summary: "An attachment's bytes, with its type and name (the account's own only)",
          params: mediaIdParamsSchema,
          response: {
            200: z.any().describe('The file'),
            206: z.any().describe('The byte range the Range header asked for'),
            304: z.null().describe('Not modified since the ETag given'),
          },
        },
      },
      async (request, reply) => {
        const media = await findMediaFile(db, request.customer.accountId, request.params.media_id);
        if (!media) throw AppError.notFound('media_not_found');
        const etag = `"${media.sha256}"`;
        const inline = showsInline(media.kind, media.mimetype);
        // The bytes under an id never change: the browser may keep them; the session still decides.
        reply
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('etag', etag)
          .header('accept-ranges', 'bytes')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition(inline, media.fileName));
        if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
        const range = byteRange(request.headers.range, media.size);
        if (range === 'unsatisfiable') {
          reply.header('content-range', `bytes */${media.size}`);
          throw new AppError(416, 'bad_request');
        }
        // A HEAD answers from the row: fastify would read the whole object only to drop it.
        const body =
          request.method === 'HEAD'
            ? Readable.from([])
            : await openOrExplain(app.media, media, range, request.log);
        const known = Object.hasOwn(MEDIA_MIMETYPES, media.mimetype);
        reply.type(known ? media.mimetype : 'application/octet-stream');
        if (!range) return reply.header('content-length', media.size).send(body);
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${media.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(body);
      },
    );
  };
}

/**
 * The file's bytes from wherever they are kept: bytes gone meanwhile (the file was deleted between
 * the row's read and the object's) answer as an unknown file; a store that fails, 503.
 */
async function openOrExplain(
  media: MediaStore,
  file: StoredFile,
  range: ByteRange | undefined,
  log: FastifyBaseLogger,
): Promise<Readable> {
  try {
    return await media.open(file, range);
  } catch (error) {
    if (error instanceof MediaMissingError) throw AppError.notFound('media_not_found');
    log.error({ err: error }, 'a media file could not be read from its store');
    throw AppError.unavailable();
  }
}
