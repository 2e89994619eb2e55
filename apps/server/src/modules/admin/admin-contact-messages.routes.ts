import {
  adminContactMessageRowSchema,
  adminContactMessagesPageSchema,
  CONTACT_MESSAGES_ADMIN_PATHS,
  markContactMessageHandledSchema,
  searchListQuerySchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { pageWindow } from '../../http/list-page.ts';
import { contactMessagesPage, setContactMessageHandled } from './admin-contact-messages.service.ts';

const tags = ['admin'];

export function adminContactMessageRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('staff', CONTACT_MESSAGES_ADMIN_PATHS.list),
      {
        schema: {
          tags,
          summary: 'Messages sent through the contact form, newest first; search by name, email or text',
          querystring: searchListQuerySchema,
          response: { 200: adminContactMessagesPageSchema },
        },
      },
      async (request) => {
        return contactMessagesPage(db, { search: request.query.search, ...pageWindow(request.query) });
      },
    );

    app.post(
      inGroup('staff', CONTACT_MESSAGES_ADMIN_PATHS.markHandled),
      {
        schema: {
          tags,
          summary: 'Marks a contact message handled (handled: true) or open again (handled: false)',
          body: markContactMessageHandledSchema,
          response: { 200: adminContactMessageRowSchema },
        },
      },
      async (request) => {
        return setContactMessageHandled(db, request.staff, request.body);
      },
    );
  };
}
