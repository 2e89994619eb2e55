import fastifyMultipart from '@fastify/multipart';
import {
  apiContactSchema,
  apiDevicesSchema,
  apiMediaSchema,
  apiMessageIdParamsSchema,
  apiMessageSchema,
  apiSendMessageSchema,
  contactSchema,
  detailErrorSchema,
  IDEMPOTENCY_HEADER,
  INTEGRATION_API_PATHS as PATHS,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { uploadMedia } from '../templates/index.ts';
import { upsertApiContact } from './api-contacts.service.ts';
import { apiDevices, apiMessage, checkApiMessage, queueApiMessage } from './api-messages.service.ts';
import { earlierAnswer, oncePerKey } from './idempotency.ts';
import type { LocalSessions } from './local-sessions.ts';

const tags = ['integrations'];
const at = (path: string) => inGroup('integration', path);
// Loose: the other headers pass through untouched (the guard has read the key already).
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Any unique string (a UUID): a retry with the same key sends nothing twice and gets the same answer',
    ),
});

type IntegrationApiDeps = { db: Database; live: LiveEvents; sessions: LocalSessions };

/** The public REST API: bearer key (its group's guard), rate limited per key. */
export function integrationApiRoutes(deps: IntegrationApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart);
    devicesRoute(app, deps);
    sendMessageRoute(app, deps);
    messageRoute(app, deps);
    uploadMediaRoute(app, deps);
    upsertContactRoute(app, deps);
  };
}

function devicesRoute(app: RouteApp, deps: IntegrationApiDeps) {
  const { db } = deps;
  app.get(
    at(PATHS.devices),
    {
      schema: {
        tags,
        summary: "The account's WhatsApp devices (send from a connected one)",
        response: { 200: apiDevicesSchema },
      },
    },
    async (request) => apiDevices(db, request.integration.accountId),
  );
}

function sendMessageRoute(app: RouteApp, deps: IntegrationApiDeps) {
  const { db, live, sessions } = deps;
  app.post(
    at(PATHS.messages),
    {
      schema: {
        tags,
        summary: 'Queues a text or media message to a number from a device; answers its id',
        description:
          'The message is queued in the device\'s outbox and sent in order. Read its status with GET messages/{id}/, or hear it by webhook (`message.status`). A number that is not on WhatsApp answers 400 at once when the device’s engine can tell within 3 s; otherwise the message ends `failed` with the reason "The number is not on WhatsApp".',
        body: apiSendMessageSchema.meta({
          examples: [
            {
              device_id: '2b1f6f9e-1c1a-4f0e-9d55-0d6c1f0a7e11',
              to: '+6281234567890',
              text: 'Hi {{name|there}}, your order is ready.',
            },
          ],
        }),
        response: {
          201: apiMessageSchema,
          422: detailErrorSchema.describe('This Idempotency-Key was used with another request'),
        },
        headers: idempotencyHeaders,
      },
    },
    async (request, reply) => {
      const { accountId } = request.integration;
      const key = request.headers[IDEMPOTENCY_HEADER];
      // A retry answers what the first request got, whatever changed since (the device went offline).
      const earlier = await earlierAnswer(db, accountId, key, request.body);
      if (earlier) return reply.code(201).send(earlier.body as never);
      // Checked before the key is taken: a refusal (not on WhatsApp) keeps nothing, a retry asks again.
      const checked = await checkApiMessage(db, sessions, accountId, request.body);
      const answer = await oncePerKey(db, accountId, key, request.body, async (tx) => ({
        status: 201,
        body: await queueApiMessage(tx, accountId, checked),
      }));
      const message = answer.body as { id: string; device_id: string };
      // The device's sender (on whichever gateway holds it) looks at once.
      await live.publish({ account_id: accountId, topic: 'devices', id: message.device_id });
      return reply.code(201).send(answer.body as never);
    },
  );
}

function messageRoute(app: RouteApp, deps: IntegrationApiDeps) {
  const { db } = deps;
  app.get(
    at(PATHS.message),
    {
      schema: {
        tags,
        summary: "A message's status: queued, sending, sent, delivered, read, failed (with its reason)",
        params: apiMessageIdParamsSchema,
        response: { 200: apiMessageSchema },
      },
    },
    async (request) => apiMessage(db, request.integration.accountId, request.params.message_id),
  );
}

function uploadMediaRoute(app: RouteApp, deps: IntegrationApiDeps) {
  const { db } = deps;
  app.post(
    at(PATHS.media),
    {
      schema: {
        tags,
        summary:
          "Uploads an attachment (multipart/form-data, field file) within WhatsApp's limits: image 5 MB, video and audio 16 MB, document 100 MB; send it by its id",
        consumes: ['multipart/form-data'],
        response: { 201: apiMediaSchema },
      },
    },
    async (request, reply) => {
      const media = await uploadMedia(db, app.media, request, request.integration.accountId);
      return reply.code(201).send({
        id: media.id,
        kind: media.kind,
        mimetype: media.mimetype,
        file_name: media.fileName,
        size: media.size,
      });
    },
  );
}

function upsertContactRoute(app: RouteApp, deps: IntegrationApiDeps) {
  const { db } = deps;
  app.put(
    at(PATHS.contacts),
    {
      schema: {
        tags,
        summary:
          'Creates the contact with this number (201) or updates it (200); the plan’s contact limit holds',
        body: apiContactSchema.meta({
          examples: [{ phone: '+6281234567890', name: 'Sari', custom_fields: { order_id: 'A-17' } }],
        }),
        response: { 200: contactSchema, 201: contactSchema },
      },
    },
    async (request, reply) => {
      const { created, contact } = await upsertApiContact(db, request.integration.accountId, request.body);
      return reply.code(created ? 201 : 200).send(contact);
    },
  );
}
