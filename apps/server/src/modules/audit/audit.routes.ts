import { AUDIT_LOG_PATHS, auditLogPageSchema, auditLogQuerySchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { listPage, listWindow } from '../../http/list-page.ts';
import { listAudit } from './audit.repo.ts';

export function auditRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('staff', AUDIT_LOG_PATHS.list),
      {
        schema: {
          tags: ['admin'],
          summary:
            'What staff and customers did, newest first; search (action, username, record or account id) and filter by actor, action and account',
          querystring: auditLogQuerySchema,
          response: { 200: auditLogPageSchema },
        },
      },
      async function listAuditLog(request) {
        const window = listWindow(request, request.query);
        const { total, rows } = await listAudit(db, { ...request.query, ...window });
        return listPage(
          total,
          window,
          rows.map((r) => ({
            id: r.id,
            actor_username: r.actorUsername,
            actor_is_staff: r.actorIsStaff,
            action: r.action,
            target_type: r.targetType,
            target_id: r.targetId,
            account_id: r.accountId,
            account_name: r.accountName,
            before: r.before,
            after: r.after,
            created_at: r.createdAt.toISOString(),
          })),
        );
      },
    );
  };
}
