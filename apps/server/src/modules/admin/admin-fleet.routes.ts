import { FLEET_PATHS, fleetQuerySchema, fleetSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { fleetView } from './admin-fleet.service.ts';

export function adminFleetRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('staff', FLEET_PATHS.fleet),
      {
        schema: {
          tags: ['admin'],
          operationId: 'getApanelFleet',
          summary:
            "The fleet: gateways (alive, capacity, devices, memory, event-loop delay), every customer's devices by state and health, the lowest scores, and the last week's bans and 463 refusals",
          querystring: fleetQuerySchema,
          response: { 200: fleetSchema },
        },
      },
      async (request) => fleetView(db, request.query),
    );
  };
}
