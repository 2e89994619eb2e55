import {
  CHATS_PATHS,
  chatDoneSchema,
  labelIdParamsSchema,
  labelRefSchema,
  labelSchema,
  labelsAnswerSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { LiveEvents } from '../live/live-events.ts';
import * as labels from './labels.service.ts';

const tags = ['chats'];

/** The account's labels: the team names and colours them; conversations and contacts carry them. */
export function labelsRoutes(deps: { db: Database; live: LiveEvents }): FastifyPluginAsyncZod {
  // Every tab's inbox shows labels beside conversations: a change there is a chats change.
  const announce = (accountId: string) => deps.live.publish({ account_id: accountId, topic: 'messages' });
  return async (app) => {
    app.get(
      inGroup('subscribed', CHATS_PATHS.labels),
      { schema: { tags, summary: "The account's labels, by name", response: { 200: labelsAnswerSchema } } },
      async (request) => ({ results: await labels.listLabels(deps.db, request.customer.accountId) }),
    );
    app.post(
      inGroup('subscribed', CHATS_PATHS.labels),
      {
        schema: {
          tags,
          summary: 'Creates a label (a name no other label of the account has, and a colour)',
          body: labelSchema,
          response: { 201: labelRefSchema },
        },
      },
      async (request, reply) => {
        const label = await labels.createLabel(deps.db, request.customer.accountId, request.body);
        await announce(request.customer.accountId);
        return reply.code(201).send(label);
      },
    );
    app.put(
      inGroup('subscribed', CHATS_PATHS.label),
      {
        schema: {
          tags,
          summary: 'Renames or recolours a label (everything that carries it shows the change)',
          params: labelIdParamsSchema,
          body: labelSchema,
          response: { 200: labelRefSchema },
        },
      },
      async (request) => {
        const { accountId } = request.customer;
        const label = await labels.updateLabel(deps.db, accountId, request.params.label_id, request.body);
        await announce(accountId);
        return label;
      },
    );
    app.delete(
      inGroup('subscribed', CHATS_PATHS.label),
      {
        schema: {
          tags,
          summary: 'Deletes a label: it comes off every conversation, contact and auto-reply rule',
          params: labelIdParamsSchema,
          response: { 200: chatDoneSchema },
        },
      },
      async (request) => {
        await labels.deleteLabel(deps.db, request.customer.accountId, request.params.label_id);
        await announce(request.customer.accountId);
        return { detail: 'Label deleted.' };
      },
    );
  };
}
