import {
  addLabelSchema,
  CONTACTS_PATHS,
  contactIdParamsSchema,
  contactSchema,
  labelIdParamsSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type CustomerCaller, inGroup } from '../../http/guards.ts';
import { checkLabels, labelContact, unlabelContact } from '../labels/index.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import * as repo from './contacts.repo.ts';
import { contactView } from './contacts.service.ts';

const tags = ['contacts'];

/**
 * Puts one of the account's labels on a contact or takes it off; answers the contact as the caller
 * may see it. Another account's contact or label is not found.
 */
async function relabel(
  db: Database,
  caller: CustomerCaller,
  contactId: string,
  labelId: string,
  on: boolean,
) {
  const { accountId } = caller;
  if (!(await repo.findContact(db, accountId, contactId))) throw AppError.notFound('contact_not_found');
  await checkLabels(db, accountId, [labelId], on ? 'label_id' : null);
  if (on) await labelContact(db, accountId, contactId, labelId);
  else await unlabelContact(db, accountId, contactId, labelId);
  return contactView(db, accountId, contactId, await phonePrivacyFor(db, caller));
}

export function contactLabelsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      inGroup('subscribed', CONTACTS_PATHS.contactLabels),
      {
        schema: {
          tags,
          summary: 'Puts a label on the contact (one already there stays once)',
          params: contactIdParamsSchema,
          body: addLabelSchema,
          response: { 200: contactSchema },
        },
      },
      async (request) =>
        relabel(db, request.customer, request.params.contact_id, request.body.label_id, true),
    );
    app.delete(
      inGroup('subscribed', CONTACTS_PATHS.contactLabel),
      {
        schema: {
          tags,
          summary: 'Takes a label off the contact',
          params: contactIdParamsSchema.extend(labelIdParamsSchema.shape),
          response: { 200: contactSchema },
        },
      },
      async (request) =>
        relabel(db, request.customer, request.params.contact_id, request.params.label_id, false),
    );
  };
}
