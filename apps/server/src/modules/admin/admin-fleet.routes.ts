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
            "The fleet: gateways (alive, capacity, devices, memory, event-loop delay, silent sessions reconnected, a reconnect storm now), every customer's devices by state and health, the lowest scores, the last week's bans, 463 refusals and silent sessions, and the gateways' incidents",
          querystring: fleetQuerySchema,
          response: { 200: fleetSchema },
        },
      },
      async (request) => fleetView(db, request.query),
    );
  };
}
