import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Database, row: SessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The live session's user, or nothing when it expired, was ended, or its user was deactivated. */
export async function findSessionUser(db: Database, sessionId: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      isStaff: users.isStaff,
      accountId: users.accountId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), eq(users.isActive, true)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}
