import { z } from 'zod';
import { paginatedSchema } from '../paging.ts';

/** Staff's audit log: what staff did, newest first (the query is `searchListQuerySchema`). */

export { AUDIT_LOG_PATHS } from './audit-log.paths.ts';

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  actor_username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  account_id: z.string().nullable(),
  /** The record before and after the action, as stored. */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

export const auditLogPageSchema = paginatedSchema(auditLogRowSchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
