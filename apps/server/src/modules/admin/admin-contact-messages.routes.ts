import { CONTACT_MESSAGES_ADMIN_PATHS, markContactMessageHandledSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { contactMessagesPage, setContactMessageHandled } from './admin-contact-messages.service.ts';
import { listQuerySchema, pageWindow, paginated } from './admin-views.ts';

const tags = ['admin'];

const contactMessageRowSchema = z.object({
  message_id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.string(),
  received_at: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});

export function adminContactMessageRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('staff', CONTACT_MESSAGES_ADMIN_PATHS.list),
      {
        schema: {
          tags,
          summary: 'Messages sent through the contact form, newest first; search by name, email or text',
          querystring: listQuerySchema.omit({ status: true }),
          response: { 200: paginated(contactMessageRowSchema) },
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
          response: { 200: contactMessageRowSchema },
        },
      },
      async (request) => {
        return setContactMessageHandled(db, request.staff, request.body);
      },
    );
  };
}
