import {
  CALENDAR_EVENT_STATES,
  calendarQuerySchema,
  calendarSchema,
  moveOccurrenceSchema,
  occurrenceActionSchema,
  occurrenceRefSchema,
  PLANNER_LIMITS,
  PLANNER_PATHS,
  previewSeriesSchema,
  seriesIdParamsSchema,
  seriesPreviewSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { plannerCalendar } from './calendar-feed.ts';
import { moveOne, restoreOne, skipOne } from './occurrence-actions.ts';
import type { PlannerDeps } from './planner-deps.ts';
import { previewSeries } from './preview.ts';
import { moveFollowing } from './split-series.ts';

const tags = ['planner'];
const DAY_MS = 86_400_000;

export function calendarRoutes(deps: PlannerDeps): FastifyPluginAsyncZod {
  return async (app) => {
    calendarRoute(app, deps);
    previewRoute(app, deps);
    moveRoute(app, deps);
    skipRoute(app, deps);
    restoreRoute(app, deps);
  };
}

function calendarRoute(app: RouteApp, { db }: PlannerDeps) {
  app.get(
    inGroup('subscribed', PLANNER_PATHS.calendar),
    {
      schema: {
        tags,
        summary: `The calendar of a range (at most ${PLANNER_LIMITS.maxRangeDays} days): occurrences (${CALENDAR_EVENT_STATES.join(', ')}), one-off scheduled campaigns, and each day’s load per device against its cap`,
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema },
      },
    },
    async (request) => {
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (to < from) throw AppError.fields({ to: 'planner_range_order' });
      if (to.getTime() - from.getTime() > PLANNER_LIMITS.maxRangeDays * DAY_MS)
        throw AppError.fields({
          to: { code: 'planner_range_too_long', params: { days: PLANNER_LIMITS.maxRangeDays } },
        });
      return plannerCalendar(db, request.customer.accountId, from, to);
    },
  );
}

function previewRoute(app: RouteApp, { db }: PlannerDeps) {
  app.post(
    inGroup('subscribed', PLANNER_PATHS.preview),
    {
      schema: {
        tags,
        summary:
          'A recurring broadcast as the form holds it, not saved: its next runs, its recipients today, and the days it would pass a device’s daily cap',
        body: previewSeriesSchema,
        response: { 200: seriesPreviewSchema },
      },
    },
    async (request) => previewSeries(db, request.customer.accountId, request.body),
  );
}

function moveRoute(app: RouteApp, deps: PlannerDeps) {
  app.post(
    inGroup('subscribed', PLANNER_PATHS.move),
    {
      schema: {
        tags,
        summary:
          'Moves one date of a series to another time (scope `this`), or it and every later one, splitting the series there (scope `following`)',
        params: seriesIdParamsSchema,
        body: moveOccurrenceSchema,
        response: { 200: occurrenceActionSchema },
      },
    },
    async (request) => {
      const { accountId } = request.customer;
      const { occurs_at, run_at, scope } = request.body;
      const move = scope === 'following' ? moveFollowing : moveOne;
      return move(deps, accountId, request.params.series_id, new Date(occurs_at), new Date(run_at));
    },
  );
}

function skipRoute(app: RouteApp, deps: PlannerDeps) {
  app.post(
    inGroup('subscribed', PLANNER_PATHS.skip),
    {
      schema: {
        tags,
        summary: 'Skips one date of a series: it does not run',
        params: seriesIdParamsSchema,
        body: occurrenceRefSchema,
        response: { 200: occurrenceActionSchema },
      },
    },
    async (request) =>
      skipOne(deps, request.customer.accountId, request.params.series_id, new Date(request.body.occurs_at)),
  );
}

function restoreRoute(app: RouteApp, deps: PlannerDeps) {
  app.post(
    inGroup('subscribed', PLANNER_PATHS.restore),
    {
      schema: {
        tags,
        summary: 'Brings a skipped date back at its own time',
        params: seriesIdParamsSchema,
        body: occurrenceRefSchema,
        response: { 200: occurrenceActionSchema },
      },
    },
    async (request) =>
      restoreOne(
        deps,
        request.customer.accountId,
        request.params.series_id,
        new Date(request.body.occurs_at),
      ),
  );
}
