import { REPORTS_LIMITS, REPORTS_PATHS, reportSchema, reportsQuerySchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { reportCsv } from './report-csv.ts';
import { inboxReport } from './reports.service.ts';

const tags = ['reports'];
const RANGE = `at most ${REPORTS_LIMITS.maxRangeDays} days, the last ${REPORTS_LIMITS.defaultRangeDays} by default, in the account's time zone`;

/** The inbox reports: the owner's of everyone, an agent's of themselves. */
export function reportsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    reportRoute(app, db);
    reportCsvRoute(app, db);
  };
}

function reportRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', REPORTS_PATHS.inbox),
    {
      schema: {
        tags,
        summary: `The inbox's figures of a date range (${RANGE}): totals, each day and each member (an agent: their own)`,
        querystring: reportsQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => inboxReport(db, request.customer, request.query),
  );
}

function reportCsvRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', REPORTS_PATHS.inboxCsv),
    {
      schema: {
        tags,
        summary: `The inbox's figures as CSV, one row per day, channel and member (${RANGE})`,
        querystring: reportsQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV') },
      },
    },
    async (request, reply) => {
      const csv = await reportCsv(db, request.customer, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(csv.body);
    },
  );
}
