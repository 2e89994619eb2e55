import {
  adminDocContentSchema,
  adminDocSectionsSchema,
  createDocContentSchema,
  createDocSectionSchema,
  DOCS_ADMIN_PATHS,
  detailErrorSchema,
  docContentIdParamsSchema,
  docOrderSchema,
  docSectionIdParamsSchema,
  updateDocContentSchema,
  updateDocSectionSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import {
  allSections,
  contentForStaff,
  createContent,
  createSection,
  editContent,
  editSection,
  reorderContents,
  reorderSections,
} from './docs-admin.service.ts';
import { restoreContent } from './docs-restore.service.ts';

const tags = ['admin', 'docs'];

/** Staff editing of the docs site; every change is audited. Section changes answer the whole tree. */
export function docsAdminRoutes(db: Database, docsRoot: string): FastifyPluginAsyncZod {
  return async (app) => {
    sectionsRoute(app, db);
    createSectionRoute(app, db);
    editSectionRoute(app, db);
    reorderSectionsRoute(app, db);
    reorderContentsRoute(app, db);
    createContentRoute(app, db);
    contentRoute(app, db);
    editContentRoute(app, db);
    restoreContentRoute(app, db, docsRoot);
  };
}

function sectionsRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('staff', DOCS_ADMIN_PATHS.sections),
    {
      schema: {
        tags,
        summary: 'Every docs section with its documents (titles), hidden ones too, in order',
        response: { 200: adminDocSectionsSchema },
      },
    },
    () => allSections(db),
  );
}

function createSectionRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('staff', DOCS_ADMIN_PATHS.sections),
    {
      schema: {
        tags,
        summary: 'Creates a docs section at the end',
        body: createDocSectionSchema,
        response: { 201: adminDocSectionsSchema },
      },
    },
    async (request, reply) => {
      await createSection(db, request.staff, request.body);
      return reply.code(201).send(await allSections(db));
    },
  );
}

function editSectionRoute(app: RouteApp, db: Database) {
  app.patch(
    inGroup('staff', DOCS_ADMIN_PATHS.section),
    {
      schema: {
        tags,
        summary: "Changes a docs section's slug, titles or whether it is published",
        params: docSectionIdParamsSchema,
        body: updateDocSectionSchema,
        response: { 200: adminDocSectionsSchema },
      },
    },
    async (request) => {
      await editSection(db, request.staff, request.params.section_id, request.body);
      return allSections(db);
    },
  );
}

function reorderSectionsRoute(app: RouteApp, db: Database) {
  app.put(
    inGroup('staff', DOCS_ADMIN_PATHS.sectionsOrder),
    {
      schema: {
        tags,
        summary: 'Puts the docs sections in the given order (every section id once)',
        body: docOrderSchema,
        response: { 200: adminDocSectionsSchema },
      },
    },
    async (request) => {
      await reorderSections(db, request.staff, request.body.ids);
      return allSections(db);
    },
  );
}

function reorderContentsRoute(app: RouteApp, db: Database) {
  app.put(
    inGroup('staff', DOCS_ADMIN_PATHS.contentsOrder),
    {
      schema: {
        tags,
        summary: "Puts a section's documents in the given order (each of its document ids once)",
        params: docSectionIdParamsSchema,
        body: docOrderSchema,
        response: { 200: adminDocSectionsSchema },
      },
    },
    async (request) => {
      await reorderContents(db, request.staff, request.params.section_id, request.body.ids);
      return allSections(db);
    },
  );
}

function createContentRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('staff', DOCS_ADMIN_PATHS.contents),
    {
      schema: {
        tags,
        summary: 'Creates a document at the end of its section',
        body: createDocContentSchema,
        response: { 201: adminDocContentSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createContent(db, request.staff, request.body)),
  );
}

function contentRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('staff', DOCS_ADMIN_PATHS.content),
    {
      schema: {
        tags,
        summary: 'One document with its four bodies, published or hidden',
        params: docContentIdParamsSchema,
        response: { 200: adminDocContentSchema },
      },
    },
    (request) => contentForStaff(db, request.params.content_id),
  );
}

function editContentRoute(app: RouteApp, db: Database) {
  app.patch(
    inGroup('staff', DOCS_ADMIN_PATHS.content),
    {
      schema: {
        tags,
        summary: "Changes a document's titles, bodies, slug, section or whether it is published",
        params: docContentIdParamsSchema,
        body: updateDocContentSchema,
        response: { 200: adminDocContentSchema },
      },
    },
    (request) => editContent(db, request.staff, request.params.content_id, request.body),
  );
}

function restoreContentRoute(app: RouteApp, db: Database, docsRoot: string) {
  app.post(
    inGroup('staff', DOCS_ADMIN_PATHS.contentRestore),
    {
      schema: {
        tags,
        summary:
          "Puts the repository's text back into a document staff edited; it is no longer marked edited",
        params: docContentIdParamsSchema,
        response: {
          200: adminDocContentSchema,
          409: detailErrorSchema.describe('The document has no version in the repository'),
        },
      },
    },
    (request) => restoreContent(db, request.staff, docsRoot, request.params.content_id),
  );
}
