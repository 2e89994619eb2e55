import { GETTING_STARTED_PATHS, gettingStartedSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { dismissGettingStarted, gettingStarted } from './getting-started.service.ts';

const tags = ['dashboard'];

// Owner only: the subscribed group keeps agents out unless a route lets them in.
export function gettingStartedRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('subscribed', GETTING_STARTED_PATHS.checklist),
      {
        schema: {
          tags,
          summary: 'The first-run checklist: device paired, contacts imported, first campaign sent',
          response: { 200: gettingStartedSchema },
        },
      },
      async (request) => gettingStarted(db, request.customer.accountId),
    );

    app.post(
      inGroup('subscribed', GETTING_STARTED_PATHS.dismiss),
      {
        schema: {
          tags,
          summary: 'Hides the first-run checklist for good',
          response: { 200: gettingStartedSchema },
        },
      },
      async (request) => dismissGettingStarted(db, request.customer.accountId),
    );
  };
}
