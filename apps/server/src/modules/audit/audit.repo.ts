import type { AuditAction } from '@siar/shared';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ListTotal, listTotal, queryPart } from '../../db/paging.ts';
import { accounts, auditLog, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** Who acted: a staff user, or a user of a customer account acting in it. */
export type Actor = { id: string; username: string };
/** A customer's user acting in their account (the guard's `request.customer` is one). */
export type AccountActor = Actor & { accountId: string };

/** The entry of a customer's action in their own account. */
export function accountEntry(
  caller: AccountActor,
  entry: Omit<AuditEntry, 'actor' | 'accountId'>,
): AuditEntry {
  return { ...entry, actor: { id: caller.id, username: caller.username }, accountId: caller.accountId };
}

export interface AuditEntry {
  actor: Actor;
  /** Verb-dotted, e.g. `payment.confirm`, `api_key.rotate` (the list is shared `AUDIT_ACTIONS`). */
  action: AuditAction;
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

export interface AuditListQuery {
  search?: string;
  actor?: string;
  action?: AuditAction;
  account_id?: string;
  limit: number;
  offset: number;
  countLimit: number;
}

function filters(input: AuditListQuery): SQL | undefined {
  const term = input.search ? containsPattern(input.search) : undefined;
  return and(
    term
      ? or(
          ilike(auditLog.action, term),
          ilike(auditLog.actorUsername, term),
          ilike(auditLog.targetId, term),
          ilike(sql`${auditLog.accountId}::text`, term),
        )
      : undefined,
    input.actor ? eq(sql`lower(${auditLog.actorUsername})`, input.actor.toLowerCase()) : undefined,
    input.action ? eq(auditLog.action, input.action) : undefined,
    input.account_id ? eq(auditLog.accountId, input.account_id) : undefined,
  );
}

/** A page of the log, newest first, with whether each actor is staff and the account's name. */
export async function listAudit(
  db: Database,
  input: AuditListQuery,
): Promise<{ total: ListTotal; rows: (AuditRow & { actorIsStaff: boolean; accountName: string | null })[] }> {
  const where = filters(input);
  const matching = db.select({ id: auditLog.id }).from(auditLog).where(where);
  const total = await listTotal([queryPart(db, matching)], input.countLimit);
  const ids = (
    await matching
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.limit)
      .offset(input.offset)
  ).map((r) => r.id);
  if (ids.length === 0) return { total, rows: [] };
  const rows = await db
    .select({
      row: auditLog,
      actorIsStaff: sql<boolean>`coalesce(${users.isStaff}, false)`,
      accountName: accounts.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(inArray(auditLog.id, ids))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return {
    total,
    rows: rows.map((r) => ({ ...r.row, actorIsStaff: r.actorIsStaff, accountName: r.accountName })),
  };
}
