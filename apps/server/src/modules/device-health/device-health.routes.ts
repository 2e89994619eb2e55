import {
  DEVICE_HEALTH_PATHS,
  deviceHealthListSchema,
  deviceHealthSchema,
  deviceIdParamsSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { deviceHealth, listDeviceHealth } from './device-health.service.ts';

const tags = ['devices'];

export function deviceHealthRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('subscribed', DEVICE_HEALTH_PATHS.list),
      {
        schema: {
          tags,
          operationId: 'listDeviceHealth',
          summary:
            "The health of the account's devices: score (0-100), level, reasons heaviest first, and 30 days of history",
          response: { 200: deviceHealthListSchema },
        },
      },
      async (request) => listDeviceHealth(db, request.customer.accountId),
    );
    app.get(
      inGroup('subscribed', DEVICE_HEALTH_PATHS.device),
      {
        schema: {
          tags,
          operationId: 'getDeviceHealth',
          summary: "One device's health: score, level, reasons and 30 days of history",
          params: deviceIdParamsSchema,
          response: { 200: deviceHealthSchema },
        },
      },
      async (request) => deviceHealth(db, request.customer.accountId, request.params.device_id),
    );
  };
}
