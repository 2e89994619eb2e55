import { and, eq, gt, lt, notLike, or, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

export async function recordLoginAttempt(
  db: Database,
  attempt: { username: string; ipAddress: string; succeeded: boolean; createdAt?: Date },
): Promise<number> {
  const [row] = await db.insert(loginAttempts).values(attempt).returning({ id: loginAttempts.id });
  return row!.id;
}

export async function markAttemptSucceeded(db: Database, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/**
 * Holds transaction-scoped advisory locks on the username and the address, so that counting the
 * recent failures and recording the next attempt happen one login at a time per username and per
 * address, in every process. Always the username first, then the address: no two logins can wait
 * on each other in a cycle.
 */
export async function lockLoginKeys(tx: Database, keys: { username: string; ipAddress: string }) {
  await lockUntilCommit(tx, `login-user:${keys.username}`);
  await lockUntilCommit(tx, `login-address:${keys.ipAddress}`);
}

export interface RecentAttempts {
  /** Failures of this username from this address. */
  pairFailures: number;
  /** Failures from this address, any username. */
  addressFailures: number;
  /** Failures of this username, any address. */
  usernameFailures: number;
  /** When this username's latest attempt was (or is scheduled to be) checked. */
  usernameLatest: Date | null;
}

export async function recentAttempts(
  db: Database,
  keys: { username: string; ipAddress: string },
  since: Date,
): Promise<RecentAttempts> {
  const sameUser = eq(loginAttempts.username, keys.username);
  const sameAddress = eq(loginAttempts.ipAddress, keys.ipAddress);
  const failed = eq(loginAttempts.succeeded, false);
  // Wrong guesses of other secrets (auth/guess-limit.ts) are counted apart from logins.
  const notGuess = notLike(loginAttempts.username, 'guess:%');
  const [row] = await db
    .select({
      pairFailures: sql<number>`count(*) filter (where ${and(sameUser, sameAddress, failed)})`.mapWith(
        Number,
      ),
      addressFailures: sql<number>`count(*) filter (where ${and(sameAddress, failed, notGuess)})`.mapWith(
        Number,
      ),
      usernameFailures: sql<number>`count(*) filter (where ${and(sameUser, failed)})`.mapWith(Number),
      usernameLatest: sql<string | null>`max(${loginAttempts.createdAt}) filter (where ${sameUser})`,
    })
    .from(loginAttempts)
    .where(and(or(sameUser, sameAddress), gt(loginAttempts.createdAt, since)));
  return {
    pairFailures: row?.pairFailures ?? 0,
    addressFailures: row?.addressFailures ?? 0,
    usernameFailures: row?.usernameFailures ?? 0,
    usernameLatest: row?.usernameLatest ? new Date(row.usernameLatest) : null,
  };
}

/** Failures of one key from one address since then, and when the oldest of them was. */
export async function pairFailures(
  db: Database,
  keys: { username: string; ipAddress: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string | null>`min(${loginAttempts.createdAt})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, keys.username),
        eq(loginAttempts.ipAddress, keys.ipAddress),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function deleteAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}
