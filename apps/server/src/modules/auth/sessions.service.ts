import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { deleteSession, findSessionUser, insertSession } from './sessions.repo.ts';

export type AuthUser = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

/** The cookie carries a random token; the database keeps only its hash. */
function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startSession(
  db: Database,
  input: { userId: string; maxAgeSeconds: number; ipAddress?: string; userAgent?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id: sessionIdFor(token),
    userId: input.userId,
    expiresAt: new Date(Date.now() + input.maxAgeSeconds * 1000),
    ipAddress: input.ipAddress ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export function resolveSession(db: Database, token: string): Promise<AuthUser | undefined> {
  return findSessionUser(db, sessionIdFor(token), new Date());
}

export function endSession(db: Database, token: string): Promise<void> {
  return deleteSession(db, sessionIdFor(token));
}
