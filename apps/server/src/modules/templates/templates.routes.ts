import {
  createTemplateSchema,
  deletedTemplateSchema,
  TEMPLATES_PATHS,
  templateIdParamsSchema,
  templateSchema,
  templatesPageSchema,
  templatesQuerySchema,
  templateVariablesSchema,
  updateTemplateSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { listPage, listWindow } from '../../http/list-page.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { MediaStore } from '../../storage/index.ts';
import { toTemplate } from './template-view.ts';
import { listTemplates } from './templates.repo.ts';
import * as templates from './templates.service.ts';

const tags = ['templates'];

export function templatesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // The process's media store (app-services.ts): a replaced or deleted attachment's object goes.
    const { media } = app;
    listTemplatesRoutes(app, db);
    createTemplateRoute(app, db);
    templateVariablesRoute(app, db);
    templateRoute(app, db);
    updateTemplateRoute(app, db, media);
    trashTemplateRoute(app, db);
    restoreTemplateRoute(app, db);
    deleteTemplateForeverRoute(app, db, media);
  };
}

/** The live templates and the trash: one list, two paths. */
function listTemplatesRoutes(app: RouteApp, db: Database) {
  for (const trashed of [false, true]) {
    app.get(
      inGroup('subscribed', trashed ? TEMPLATES_PATHS.trash : TEMPLATES_PATHS.templates),
      {
        schema: {
          tags,
          summary: trashed
            ? 'The trash: deleted templates, the soonest purged first, each with its purge date'
            : "The account's content templates, newest first; search by name",
          querystring: templatesQuerySchema,
          response: { 200: templatesPageSchema },
        },
      },
      async (request) => {
        const window = listWindow(request, request.query);
        const { total, rows } = await listTemplates(db, request.customer.accountId, {
          search: request.query.search,
          trashed,
          window,
        });
        return listPage(total, window, rows.map(toTemplate));
      },
    );
  }
}

function createTemplateRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('subscribed', TEMPLATES_PATHS.templates),
    {
      schema: {
        tags,
        summary: "Creates a template; its variables must be built-ins or the account's custom fields",
        body: createTemplateSchema,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await templates.createTemplate(db, request.customer.accountId, request.body)),
  );
}

function templateVariablesRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', TEMPLATES_PATHS.variables),
    {
      schema: {
        tags,
        summary: "The variables a template may use: name, phone, email and the contacts' custom fields",
        response: { 200: templateVariablesSchema },
      },
    },
    async (request) => templates.templateVariables(db, request.customer.accountId),
  );
}

function templateRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', TEMPLATES_PATHS.template),
    {
      schema: {
        tags,
        summary: 'One template, live or in the trash',
        params: templateIdParamsSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => templates.templateView(db, request.customer.accountId, request.params.template_id),
  );
}

function updateTemplateRoute(app: RouteApp, db: Database, media: MediaStore) {
  app.patch(
    inGroup('subscribed', TEMPLATES_PATHS.template),
    {
      schema: {
        tags,
        summary: 'Edits a template (not one in the trash): name, body, attachment (media_id, null for none)',
        params: templateIdParamsSchema,
        body: updateTemplateSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) =>
      templates.updateTemplate(
        db,
        request.customer.accountId,
        request.params.template_id,
        request.body,
        media,
      ),
  );
}

function trashTemplateRoute(app: RouteApp, db: Database) {
  app.delete(
    inGroup('subscribed', TEMPLATES_PATHS.template),
    {
      schema: {
        tags,
        summary: 'Moves a template to the trash; it is deleted for good 30 days later unless restored',
        params: templateIdParamsSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => templates.trashTemplate(db, request.customer.accountId, request.params.template_id),
  );
}

function restoreTemplateRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('subscribed', TEMPLATES_PATHS.restore),
    {
      schema: {
        tags,
        summary: 'Restores a template from the trash',
        params: templateIdParamsSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => templates.restoreTemplate(db, request.customer.accountId, request.params.template_id),
  );
}

function deleteTemplateForeverRoute(app: RouteApp, db: Database, media: MediaStore) {
  app.delete(
    inGroup('subscribed', TEMPLATES_PATHS.trashed),
    {
      schema: {
        tags,
        summary: 'Deletes a trashed template for good, with its attachment unless a campaign still uses it',
        params: templateIdParamsSchema,
        response: { 200: deletedTemplateSchema },
      },
    },
    async (request) =>
      templates.deleteTemplateForever(db, request.customer.accountId, request.params.template_id, media),
  );
}
