import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

export async function recordLoginAttempt(
  db: Database,
  attempt: { username: string; ipAddress: string; succeeded: boolean },
) {
  await db.insert(loginAttempts).values(attempt);
}

export async function countFailures(
  db: Database,
  by: { username: string } | { ipAddress: string },
  since: Date,
) {
  const match =
    'username' in by ? eq(loginAttempts.username, by.username) : eq(loginAttempts.ipAddress, by.ipAddress);
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function deleteAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}
