import {
  NUMBER_CHECK_API_PATHS as API,
  apiNumberCheckRequestSchema,
  apiNumberCheckSchema,
  numberCheckIdParamsSchema,
  numberCheckSchema,
  numberChecksListSchema,
  NUMBER_CHECKS_PATHS as PATHS,
  startNumberCheckSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import * as checks from './number-checks.service.ts';
import { startApiCheck, startContactsCheck } from './start-check.ts';

const tags = ['number checks'];

export interface NumberCheckRouteDeps {
  db: Database;
  /** NUMBER_CHECKS_PER_DEVICE_PER_HOUR: a check waits "for the hourly limit" when every device reached it. */
  perHour: number;
}

/** The panel's checks: start one, follow it, cancel it. */
export function numberChecksRoutes(deps: NumberCheckRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    startRoute(app, deps);
    listRoute(app, deps);
    checkRoute(app, deps);
    cancelRoute(app, deps);
  };
}

function startRoute(app: RouteApp, { db, perHour }: NumberCheckRouteDeps) {
  app.post(
    inGroup('subscribed', PATHS.checks),
    {
      schema: {
        tags,
        summary:
          'Starts checking whether numbers are on WhatsApp: some contacts, every contact matching the list’s filter, a group or an import',
        description:
          'Numbers checked in the last 7 days are answered from the cache at once unless `recheck`. The rest are asked in small paced batches through the least-busy connected device; one check runs per account at a time, later ones wait their turn.',
        body: startNumberCheckSchema,
        response: { 201: numberCheckSchema },
      },
    },
    async (request, reply) => {
      const privacy = await phonePrivacyFor(db, request.customer);
      const caller = {
        accountId: request.customer.accountId,
        userId: request.customer.id,
        numbersHidden: privacy.hidden,
      };
      return reply.code(201).send(await startContactsCheck(db, caller, request.body, perHour));
    },
  );
}

function listRoute(app: RouteApp, { db, perHour }: NumberCheckRouteDeps) {
  app.get(
    inGroup('subscribed', PATHS.checks),
    {
      schema: {
        tags,
        summary: "The account's latest number checks with their progress",
        response: { 200: numberChecksListSchema },
      },
    },
    async (request) => checks.latestNumberChecks(db, request.customer.accountId, perHour),
  );
}

function checkRoute(app: RouteApp, { db, perHour }: NumberCheckRouteDeps) {
  app.get(
    inGroup('subscribed', PATHS.check),
    {
      schema: {
        tags,
        summary: "A number check's progress, and why it waits when it does",
        params: numberCheckIdParamsSchema,
        response: { 200: numberCheckSchema },
      },
    },
    async (request) => checks.numberCheck(db, request.customer.accountId, request.params.check_id, perHour),
  );
}

function cancelRoute(app: RouteApp, { db, perHour }: NumberCheckRouteDeps) {
  app.post(
    inGroup('subscribed', PATHS.cancel),
    {
      schema: {
        tags,
        summary: 'Stops a queued or running number check; the answers found so far stay',
        params: numberCheckIdParamsSchema,
        response: { 200: numberCheckSchema },
      },
    },
    async (request) =>
      checks.cancelNumberCheck(
        db,
        { accountId: request.customer.accountId, userId: request.customer.id },
        request.params.check_id,
        perHour,
      ),
  );
}

/** The REST API's checks (bearer key), paced like the panel's. */
export function numberCheckApiRoutes({ db, perHour }: NumberCheckRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      inGroup('integration', API.check),
      {
        schema: {
          tags: ['integrations'],
          summary:
            'Checks whether up to 1,000 numbers are on WhatsApp; answers 202 with the check and the answers known already',
          description:
            'Each number is read like the contacts API reads it (local numbers in the account’s country). Numbers checked in the last 7 days are answered at once unless `recheck`; the others are asked in small paced batches through the least-busy connected device (at most NUMBER_CHECKS_PER_DEVICE_PER_HOUR a device per hour). Follow the check with GET numbers/check/{check_id}/.',
          body: apiNumberCheckRequestSchema.meta({
            examples: [{ numbers: ['+6281234567890', '0812-3456-7891'] }],
          }),
          response: { 202: apiNumberCheckSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await startApiCheck(db, request.integration.accountId, request.body, perHour)),
    );
    app.get(
      inGroup('integration', API.result),
      {
        schema: {
          tags: ['integrations'],
          summary: "A number check's progress and each number's answer so far (null: not asked yet)",
          params: numberCheckIdParamsSchema,
          response: { 200: apiNumberCheckSchema },
        },
      },
      async (request) =>
        checks.numberCheckWithAnswers(db, request.integration.accountId, request.params.check_id, perHour),
    );
  };
}
