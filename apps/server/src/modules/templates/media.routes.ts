import fastifyMultipart from '@fastify/multipart';
import { MEDIA_MIMETYPES, mediaIdParamsSchema, TEMPLATES_PATHS, templateMediaSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { inGroup } from '../../http/guards.ts';
import { findMediaFile, insertMedia } from './media.repo.ts';
import { readUpload } from './media-upload.ts';
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

/** Attachments: uploaded once (multipart), kept in PostgreSQL, read by the account's pages and gateways. */
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
        const upload = await readUpload(request);
        const media = await insertMedia(db, { accountId: request.customer.accountId, ...upload });
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
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition(inline, media.fileName));
        if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
        const known = Object.hasOwn(MEDIA_MIMETYPES, media.mimetype);
        return reply.type(known ? media.mimetype : 'application/octet-stream').send(media.data);
      },
    );
  };
}
