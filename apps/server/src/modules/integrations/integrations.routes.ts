import {
  apiKeySchema,
  INTEGRATIONS_PATHS as PATHS,
  saveWebhookSchema,
  testWebhookAnswerSchema,
  webhookDeliveriesSchema,
  webhookSettingsSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { apiKeyOf, rotateApiKey } from './api-keys.service.ts';
import type { Sealer } from './sealed.ts';
import { toWebhookDelivery } from './webhook-view.ts';
import { latestDeliveries } from './webhooks.repo.ts';
import { rotateWebhookSecret, saveWebhookUrl, sendTestEvent, webhookSettings } from './webhooks.service.ts';

const tags = ['integrations'];
const at = (path: string) => inGroup('subscribed', path);

/** The Integrations page's calls: the API key, the webhook's URL and secret, its deliveries. */
export function integrationsRoutes(deps: {
  db: Database;
  sealer: Sealer;
  allowPrivate: boolean;
}): FastifyPluginAsyncZod {
  const { db, sealer, allowPrivate } = deps;
  return async (app) => {
    app.get(
      at(PATHS.fetchKeys),
      {
        schema: {
          tags,
          summary: "The account's API secret key (made on first use)",
          response: { 200: apiKeySchema },
        },
      },
      async (request) => ({ api_secret_key: await apiKeyOf(db, sealer, request.customer.accountId) }),
    );
    app.post(
      at(PATHS.rotateKeys),
      {
        schema: {
          tags,
          summary: 'Replaces the API key; the old one is refused at once',
          response: { 200: apiKeySchema },
        },
      },
      async (request) => ({ api_secret_key: await rotateApiKey(db, sealer, request.customer) }),
    );
    app.get(
      at(PATHS.webhook),
      {
        schema: {
          tags,
          summary: 'The webhook URL, its signing secret and the events sent',
          response: { 200: webhookSettingsSchema },
        },
      },
      async (request) => webhookSettings(db, sealer, request.customer.accountId),
    );
    app.put(
      at(PATHS.webhook),
      {
        schema: {
          tags,
          summary: 'Saves the webhook URL (http or https, a public address); empty turns webhooks off',
          body: saveWebhookSchema,
          response: { 200: webhookSettingsSchema },
        },
      },
      async (request) => saveWebhookUrl(db, sealer, request.customer, request.body.url, allowPrivate),
    );
    app.post(
      at(PATHS.rotateWebhookSecret),
      { schema: { tags, summary: 'Replaces the signing secret', response: { 200: webhookSettingsSchema } } },
      async (request) => rotateWebhookSecret(db, sealer, request.customer),
    );
    app.post(
      at(PATHS.testWebhook),
      {
        schema: {
          tags,
          summary: 'Queues a test event to the saved URL',
          response: { 202: testWebhookAnswerSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send({
          detail: 'Test event queued',
          delivery_id: await sendTestEvent(db, request.customer.accountId),
        }),
    );
    app.get(
      at(PATHS.webhookDeliveries),
      {
        schema: {
          tags,
          summary: 'The latest 50 deliveries, newest first',
          response: { 200: webhookDeliveriesSchema },
        },
      },
      async (request) => ({
        results: (await latestDeliveries(db, request.customer.accountId)).map(toWebhookDelivery),
      }),
    );
  };
}
