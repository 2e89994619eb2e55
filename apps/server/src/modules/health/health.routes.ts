import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { checkDatabase } from './health.service.ts';

const databaseStatus = z.object({
  status: z.enum(['ok', 'unavailable']),
  engine: z.enum(['pglite', 'postgres']),
  latency_ms: z.number(),
});
const healthAnswer = z.object({ status: z.enum(['ok', 'degraded']), database: databaseStatus });

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/health/',
      {
        schema: {
          tags: ['health'],
          summary: 'Whether the service and its database answer',
          response: { 200: healthAnswer, 503: healthAnswer },
        },
      },
      async (_request, reply) => {
        const db = await checkDatabase(database);
        const body = { status: db.status === 'ok' ? ('ok' as const) : ('degraded' as const), database: db };
        return reply.code(db.status === 'ok' ? 200 : 503).send(body);
      },
    );
  };
}
