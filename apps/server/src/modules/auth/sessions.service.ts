import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { SessionCache } from './sessions.cache.ts';
import { deleteSession, deleteUserSessions, findSessionUser, insertSession } from './sessions.repo.ts';

/** The user behind a session, with the account's latest subscription (null for none, or staff). */
export type AuthUser = Omit<NonNullable<Awaited<ReturnType<typeof findSessionUser>>>, 'sessionExpiresAt'>;

/** Tokens heard lately with their hashes: a cached read then skips the SHA-256 (2 µs of ~70). */
const idsByToken = new Map<string, string>();
const IDS_KEPT = 10_000;

/** The cookie carries a random token; the database keeps only its hash. */
function sessionIdFor(token: string): string {
  let id = idsByToken.get(token);
  if (id === undefined) {
    id = createHash('sha256').update(token).digest('hex');
    if (idsByToken.size >= IDS_KEPT) idsByToken.clear();
    idsByToken.set(token, id);
  }
  return id;
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

/** The session's user: from `cache` when it holds the session, else from the database. */
export async function resolveSession(
  db: Database,
  token: string,
  cache?: SessionCache,
): Promise<AuthUser | undefined> {
  const id = sessionIdFor(token);
  const now = Date.now();
  const cached = cache?.get(id, now);
  if (cached) return cached;
  const readVersion = cache?.version ?? 0;
  const row = await findSessionUser(db, id, new Date(now));
  if (!row) return undefined;
  const { sessionExpiresAt, ...user } = row;
  cache?.set(id, user, sessionExpiresAt, now, readVersion);
  return user;
}

export async function endSession(db: Database, token: string, cache?: SessionCache): Promise<void> {
  const id = sessionIdFor(token);
  cache?.forget(`session:${id}`);
  await deleteSession(db, id);
}

/**
 * Ends the user's sessions but the one of `keepToken` (a password change keeps the browser that
 * made it); the triggers on sessions tell every process's cache.
 */
export function endOtherSessions(db: Database, userId: string, keepToken?: string): Promise<number> {
  return deleteUserSessions(db, userId, keepToken ? sessionIdFor(keepToken) : undefined);
}
