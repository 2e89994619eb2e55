import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listQuerySchema, pageWindow, paginated } from '../admin/admin-views.ts';
import { listAudit } from './audit.repo.ts';

const auditRowSchema = z.object({
  id: z.number().int(),
  actor_username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  account_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

export function auditRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit-log/',
      {
        schema: {
          tags: ['admin'],
          summary: 'What staff did, newest first; search by action, staff username, record id or account id',
          querystring: listQuerySchema.omit({ status: true }),
          response: { 200: paginated(auditRowSchema) },
        },
      },
      async (request) => {
        const { count, rows } = await listAudit(db, { ...request.query, ...pageWindow(request.query) });
        return {
          count,
          results: rows.map((r) => ({
            id: r.id,
            actor_username: r.actorUsername,
            action: r.action,
            target_type: r.targetType,
            target_id: r.targetId,
            account_id: r.accountId,
            before: r.before,
            after: r.after,
            created_at: r.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
