import { DASHBOARD_PATHS, dashboardStatsSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { dashboardStats } from './dashboard.service.ts';

export function dashboardRoutes(db: Database): FastifyPluginAsyncZod {
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
      async (request) => dashboardStats(db, request.customer.accountId),
    );
  };
}
