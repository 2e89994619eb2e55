import { AUDIT_LOG_PATHS, auditLogPageSchema, searchListQuerySchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { pageWindow } from '../../http/list-page.ts';
import { listAudit } from './audit.repo.ts';

export function auditRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('staff', AUDIT_LOG_PATHS.list),
      {
        schema: {
          tags: ['admin'],
          summary: 'What staff did, newest first; search by action, staff username, record id or account id',
          querystring: searchListQuerySchema,
          response: { 200: auditLogPageSchema },
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
