import { count, desc, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { escapeLike } from '../billing/coupons.repo.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntry {
  actor: { id: string; username: string };
  /** Verb-dotted, e.g. `payment.confirm`, `subscription.update`. */
  action: string;
  targetType: string;
  targetId: string;
  accountId: string | null;
  before: unknown;
  after: unknown;
}

/** Writes one audit row; call it with the transaction that makes the change, so both or neither happen. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorUsername: entry.actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    accountId: entry.accountId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(db: Database, input: { search?: string; limit: number; offset: number }) {
  const term = input.search ? `%${escapeLike(input.search)}%` : undefined;
  const where = term
    ? or(
        ilike(auditLog.action, term),
        ilike(auditLog.actorUsername, term),
        ilike(auditLog.targetId, term),
        ilike(sql`${auditLog.accountId}::text`, term),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(input.limit)
    .offset(input.offset);
  return { count: total?.n ?? 0, rows };
}
