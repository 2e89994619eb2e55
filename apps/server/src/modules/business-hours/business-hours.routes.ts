import {
  BUSINESS_HOURS_PATHS,
  businessHoursAnswerSchema,
  businessHoursCurrentAnswerSchema,
  businessHoursExceptionAnswerSchema,
  businessHoursExceptionDeletedSchema,
  businessHoursExceptionIdParamsSchema,
  businessHoursExceptionSchema,
  businessHoursExceptionsAnswerSchema,
  businessHoursSchema,
  type WeeklySpans,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import * as service from './business-hours.service.ts';

const tags = ['business-hours'];
const path = (fullPath: string) => inGroup('subscribed', fullPath);

/** The week and the dated exceptions: the owner's (http/team-access.ts); `current/` agents may read. */
export function businessHoursRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path(BUSINESS_HOURS_PATHS.schedule),
      {
        schema: {
          tags,
          summary: "The weekly business hours, the account's time zone, and whether it is open now",
          response: { 200: businessHoursAnswerSchema },
        },
      },
      async (request) => service.businessHoursView(db, request.customer.accountId),
    );

    app.put(
      path(BUSINESS_HOURS_PATHS.schedule),
      {
        schema: {
          tags,
          summary: 'Saves the weekly business hours (seven days, Monday first; an empty day is closed)',
          body: businessHoursSchema,
          response: { 200: businessHoursAnswerSchema },
        },
      },
      async (request) =>
        service.saveBusinessHours(db, request.customer.accountId, request.body.weekly as WeeklySpans),
    );

    app.get(
      path(BUSINESS_HOURS_PATHS.current),
      {
        schema: {
          tags,
          summary: "The schedule and its time zone, for marking the inbox's conversations",
          response: { 200: businessHoursCurrentAnswerSchema },
        },
      },
      async (request) => service.currentBusinessHours(db, request.customer.accountId),
    );

    exceptionRoutes(app, db);
  };
}

function exceptionRoutes(app: RouteApp, db: Database) {
  app.get(
    path(BUSINESS_HOURS_PATHS.exceptions),
    {
      schema: {
        tags,
        summary: 'The dated exceptions (holidays), by date',
        response: { 200: businessHoursExceptionsAnswerSchema },
      },
    },
    async (request) => service.listExceptions(db, request.customer.accountId),
  );

  app.post(
    path(BUSINESS_HOURS_PATHS.exceptions),
    {
      schema: {
        tags,
        summary: 'Adds a dated exception: closed all day without spans, else open only in them',
        body: businessHoursExceptionSchema,
        response: { 201: businessHoursExceptionAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createException(db, request.customer.accountId, request.body)),
  );

  app.put(
    path(BUSINESS_HOURS_PATHS.exception),
    {
      schema: {
        tags,
        summary: 'Changes a dated exception',
        params: businessHoursExceptionIdParamsSchema,
        body: businessHoursExceptionSchema,
        response: { 200: businessHoursExceptionAnswerSchema },
      },
    },
    async (request) =>
      service.updateException(db, request.customer.accountId, request.params.exception_id, request.body),
  );

  app.delete(
    path(BUSINESS_HOURS_PATHS.exception),
    {
      schema: {
        tags,
        summary: 'Removes a dated exception',
        params: businessHoursExceptionIdParamsSchema,
        response: { 200: businessHoursExceptionDeletedSchema },
      },
    },
    async (request) => {
      const { exception_id } = request.params;
      await service.deleteException(db, request.customer.accountId, exception_id);
      return { detail: 'Exception deleted.', exception_id };
    },
  );
}
