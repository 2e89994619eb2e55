import fastifyMultipart from '@fastify/multipart';
import {
  CONTACTS_PATHS,
  contactImportSchema,
  IMPORT_MAX_FILE_BYTES,
  importIdParamsSchema,
  importMappingSchema,
  importPreviewSchema,
} from '@siar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { inGroup } from '../../http/guards.ts';
import * as imports from './imports.service.ts';

const tags = ['contacts'];
const LIMIT_TEXT = `${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`;

/** The uploaded file, read whole within the size limit (413 past it, naming the limit). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw AppError.badRequest('import_file_missing');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw AppError.badRequest('import_file_missing');
  }
  if (!part) throw AppError.badRequest('import_file_missing');
  try {
    return { fileName: part.filename || 'contacts', bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'import_file_too_large', { limit: LIMIT_TEXT });
    throw AppError.badRequest('import_file_malformed', { format: 'multipart' });
  }
}

export function importsRoutes(deps: imports.ImportDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // Only these routes read multipart bodies; every other route keeps to JSON.
    await app.register(fastifyMultipart);

    app.post(
      inGroup('subscribed', CONTACTS_PATHS.imports),
      {
        schema: {
          tags,
          summary: `Uploads a CSV or XLSX file (multipart field "file", up to ${LIMIT_TEXT}): its columns and first rows`,
          consumes: ['multipart/form-data'],
          response: { 201: importPreviewSchema, 413: z.object({ detail: z.string(), code: z.string() }) },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const caller = { accountId: request.customer.accountId, userId: request.customer.id };
        return reply.code(201).send(await imports.uploadImport(db, caller, upload));
      },
    );

    app.get(
      inGroup('subscribed', CONTACTS_PATHS.import),
      {
        schema: {
          tags,
          summary: "An import's progress and counts",
          params: importIdParamsSchema,
          response: { 200: contactImportSchema },
        },
      },
      async (request) => imports.importView(db, request.customer.accountId, request.params.import_id),
    );

    app.post(
      inGroup('subscribed', CONTACTS_PATHS.startImport),
      {
        schema: {
          tags,
          summary: 'Starts an uploaded import with its column mapping; it runs as a background job',
          params: importIdParamsSchema,
          body: importMappingSchema,
          response: { 200: contactImportSchema },
        },
      },
      async (request) =>
        imports.startImport(deps, request.customer.accountId, request.params.import_id, request.body),
    );

    app.get(
      inGroup('subscribed', CONTACTS_PATHS.importErrors),
      {
        schema: {
          tags,
          summary: "The import's refused rows as CSV: row, value, reason",
          params: importIdParamsSchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV') },
        },
      },
      async (request, reply) => {
        const report = await imports.importErrorReport(
          db,
          request.customer.accountId,
          request.params.import_id,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${report.fileName}"`)
          .send(report.csv);
      },
    );
  };
}
