import {
  bulkContactsAnswerSchema,
  bulkContactsSchema,
  CONTACTS_PATHS,
  contactExportQuerySchema,
  contactIdParamsSchema,
  contactListQuerySchema,
  contactSchema,
  contactsPageSchema,
  createContactSchema,
  deletedContactSchema,
  updateContactSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { listPage, listWindow } from '../../http/list-page.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import * as contacts from './contacts.service.ts';

const tags = ['contacts'];

const filterOf = (query: {
  search?: string;
  group_id?: string;
  label_id?: string;
  ordering: z.output<typeof contactListQuerySchema>['ordering'];
  whatsapp?: z.output<typeof contactListQuerySchema>['whatsapp'];
}) => ({
  search: query.search,
  groupId: query.group_id,
  labelId: query.label_id,
  ordering: query.ordering,
  whatsapp: query.whatsapp,
});

export function contactsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    listContactsRoute(app, db);
    createContactRoute(app, db);
    exportContactsRoute(app, db);
    bulkContactsRoute(app, db);
    contactRoute(app, db);
    updateContactRoute(app, db);
    deleteContactRoute(app, db);
  };
}

function listContactsRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', CONTACTS_PATHS.contacts),
    {
      schema: {
        tags,
        summary:
          "The account's contacts: search by name, number or email, filter by group or by whether the number is on WhatsApp, sort, page",
        querystring: contactListQuerySchema,
        response: { 200: contactsPageSchema },
      },
    },
    async (request) => {
      const window = listWindow(request, request.query);
      const { total, rows } = await contacts.contactsPage(
        db,
        request.customer.accountId,
        filterOf(request.query),
        window,
        await phonePrivacyFor(db, request.customer),
      );
      return listPage(total, window, rows);
    },
  );
}

function createContactRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('subscribed', CONTACTS_PATHS.contacts),
    {
      schema: {
        tags,
        summary: "Adds a contact within the plan's limit; a local number is read in the account's country",
        body: createContactSchema,
        response: { 201: contactSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await contacts.createContact(
            db,
            request.customer.accountId,
            request.body,
            await phonePrivacyFor(db, request.customer),
          ),
        ),
  );
}

function exportContactsRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', CONTACTS_PATHS.export),
    {
      schema: {
        tags,
        summary: 'Every contact matching the filter as CSV, with a column per custom field',
        querystring: contactExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV') },
      },
    },
    async (request, reply) => {
      const stream = await contacts.contactsCsv(
        db,
        request.customer.accountId,
        filterOf(request.query),
        await phonePrivacyFor(db, request.customer),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contacts.csv"')
        .send(stream as unknown as string);
    },
  );
}

function bulkContactsRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('subscribed', CONTACTS_PATHS.bulk),
    {
      schema: {
        tags,
        summary:
          'On selected contacts, or every contact matching a search and group: add to a group, remove from a group, or delete',
        body: bulkContactsSchema,
        response: { 200: bulkContactsAnswerSchema },
      },
    },
    async (request) =>
      contacts.bulkContacts(
        db,
        request.customer.accountId,
        request.body,
        await phonePrivacyFor(db, request.customer),
      ),
  );
}

function contactRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', CONTACTS_PATHS.contact),
    {
      schema: {
        tags,
        summary: 'One contact with its groups',
        params: contactIdParamsSchema,
        response: { 200: contactSchema },
      },
    },
    async (request) =>
      contacts.contactView(
        db,
        request.customer.accountId,
        request.params.contact_id,
        await phonePrivacyFor(db, request.customer),
      ),
  );
}

function updateContactRoute(app: RouteApp, db: Database) {
  app.patch(
    inGroup('subscribed', CONTACTS_PATHS.contact),
    {
      schema: {
        tags,
        summary: 'Edits a contact: fields, groups, opted out (its date is kept until cleared here)',
        params: contactIdParamsSchema,
        body: updateContactSchema,
        response: { 200: contactSchema },
      },
    },
    async (request) =>
      contacts.updateContact(
        db,
        request.customer.accountId,
        request.params.contact_id,
        request.body,
        await phonePrivacyFor(db, request.customer),
      ),
  );
}

function deleteContactRoute(app: RouteApp, db: Database) {
  app.delete(
    inGroup('subscribed', CONTACTS_PATHS.contact),
    {
      schema: {
        tags,
        summary: 'Deletes a contact',
        params: contactIdParamsSchema,
        response: { 200: deletedContactSchema },
      },
    },
    async (request) => contacts.deleteContact(db, request.customer.accountId, request.params.contact_id),
  );
}
