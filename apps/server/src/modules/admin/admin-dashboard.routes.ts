import { APANEL_DASHBOARD_PATHS, apanelDashboardSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { operatorDashboard } from './admin-dashboard.service.ts';

export function adminDashboardRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('staff', APANEL_DASHBOARD_PATHS.dashboard),
      {
        schema: {
          tags: ['admin'],
          operationId: 'getApanelDashboard',
          summary:
            'The operator dashboard: revenue by day and month, payments awaiting confirmation, subscriptions, trials, churn, gateways, messages and backlogs',
          response: { 200: apanelDashboardSchema },
        },
      },
      async () => operatorDashboard(db),
    );
  };
}
