import {
  createSeriesSchema,
  PLANNER_PATHS,
  seriesIdParamsSchema,
  seriesListSchema,
  seriesSchema,
  updateSeriesSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { PlannerDeps } from './planner-deps.ts';
import { controlSeries, createSeries, deleteSeries, updateSeries } from './series.service.ts';
import { getSeries, listSeries } from './series-queries.ts';

const tags = ['planner'];

export function seriesRoutes(deps: PlannerDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, deps);
    createRoute(app, deps);
    oneRoute(app, deps);
    updateRoute(app, deps);
    deleteRoute(app, deps);
    controlRoute(app, deps, 'pause', 'Pauses a recurring broadcast: its dates pass without running');
    controlRoute(app, deps, 'resume', 'Resumes a paused recurring broadcast from its next date');
    controlRoute(app, deps, 'end', 'Ends a recurring broadcast for good; its runs stay listed');
  };
}

function listRoute(app: RouteApp, { db }: PlannerDeps) {
  app.get(
    inGroup('subscribed', PLANNER_PATHS.series),
    {
      schema: {
        tags,
        summary: 'The account’s recurring broadcasts, newest first, with their next and latest runs',
        response: { 200: seriesListSchema },
      },
    },
    async (request) => listSeries(db, request.customer.accountId),
  );
}

function createRoute(app: RouteApp, deps: PlannerDeps) {
  app.post(
    inGroup('subscribed', PLANNER_PATHS.series),
    {
      schema: {
        tags,
        summary: 'Creates a recurring broadcast: a template to groups through devices on a repeating rule',
        body: createSeriesSchema,
        response: { 201: seriesSchema },
      },
    },
    async (request, reply) => {
      const id = await createSeries(deps, request.customer, request.body);
      return reply.code(201).send(await getSeries(deps.db, request.customer.accountId, id));
    },
  );
}

function oneRoute(app: RouteApp, { db }: PlannerDeps) {
  app.get(
    inGroup('subscribed', PLANNER_PATHS.oneSeries),
    {
      schema: {
        tags,
        summary: 'One recurring broadcast: its rule, settings, next runs and what became of its dates',
        params: seriesIdParamsSchema,
        response: { 200: seriesSchema },
      },
    },
    async (request) => getSeries(db, request.customer.accountId, request.params.series_id),
  );
}

function updateRoute(app: RouteApp, deps: PlannerDeps) {
  app.patch(
    inGroup('subscribed', PLANNER_PATHS.oneSeries),
    {
      schema: {
        tags,
        summary: 'Edits a recurring broadcast that has not ended; later runs follow the new settings',
        params: seriesIdParamsSchema,
        body: updateSeriesSchema,
        response: { 200: seriesSchema },
      },
    },
    async (request) => {
      const { accountId } = request.customer;
      await updateSeries(deps, accountId, request.params.series_id, request.body);
      return getSeries(deps.db, accountId, request.params.series_id);
    },
  );
}

function deleteRoute(app: RouteApp, deps: PlannerDeps) {
  app.delete(
    inGroup('subscribed', PLANNER_PATHS.oneSeries),
    {
      schema: {
        tags,
        summary: 'Deletes a recurring broadcast; the campaigns of its runs stay',
        params: seriesIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteSeries(deps, request.customer.accountId, request.params.series_id);
      return reply.code(204).send(null);
    },
  );
}

function controlRoute(
  app: RouteApp,
  deps: PlannerDeps,
  control: 'pause' | 'resume' | 'end',
  summary: string,
) {
  app.post(
    inGroup('subscribed', PLANNER_PATHS[control]),
    { schema: { tags, summary, params: seriesIdParamsSchema, response: { 200: seriesSchema } } },
    async (request) => {
      await controlSeries(deps, request.customer, request.params.series_id, control);
      return getSeries(deps.db, request.customer.accountId, request.params.series_id);
    },
  );
}
