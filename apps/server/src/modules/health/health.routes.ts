import { HEALTH_PATHS, healthAnswerSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { EventLoopDelay } from './event-loop.ts';
import { checkDatabase } from './health.service.ts';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    const eventLoop = new EventLoopDelay();
    app.addHook('onClose', async () => eventLoop.close());
    app.get(
      HEALTH_PATHS.health,
      {
        schema: {
          tags: ['health'],
          summary: 'Whether the service and its database answer',
          response: { 200: healthAnswerSchema, 503: healthAnswerSchema },
        },
      },
      async (_request, reply) => {
        const db = await checkDatabase(database);
        const body = {
          status: db.status === 'ok' ? ('ok' as const) : ('degraded' as const),
          database: db,
          event_loop_delay: eventLoop.last(),
        };
        return reply.code(db.status === 'ok' ? 200 : 503).send(body);
      },
    );
  };
}
