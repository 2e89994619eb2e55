import { DASHBOARD_PATHS, dashboardStatsSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { type AnswerCache, cachedAnswer } from '../../http/answer-cache.ts';
import { inGroup } from '../../http/guards.ts';
import { dashboardStats } from './dashboard.service.ts';

export function dashboardRoutes({
  db,
  answers,
}: {
  db: Database;
  answers: AnswerCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('subscribed', DASHBOARD_PATHS.stats),
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The dashboard’s four panels: devices, realtime chat, campaigns, campaign stats',
          response: { 200: dashboardStatsSchema },
        },
      },
      // Kept until the account's next event (http/answer-cache.ts).
      async (request, reply) => {
        const { accountId } = request.customer;
        return cachedAnswer(answers, reply, { accountId, key: `dashboard:${accountId}` }, () =>
          dashboardStats(db, accountId),
        );
      },
    );
  };
}
