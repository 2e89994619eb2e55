import type { AccountRole } from '@siar/shared';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepareOnce } from '../../db/prepared.ts';
import { accountSettings, accounts, sessions, subscriptions, users } from '../../db/schema/index.ts';

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

/**
 * The live session's user with their role in the account (its owner or an agent; null for staff)
 * and the latest subscription of the user's account (null for none, or for staff), or nothing when the session expired, was ended, or its user was deactivated. Every
 * request that needs its user runs this, so it is one statement, prepared once per database
 * handle: the server parses and plans it once per connection, and Drizzle builds it once.
 */
function prepareSessionUserQuery(db: Database) {
  const latest = db
    .select({
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      planId: subscriptions.planId,
      billingCycle: subscriptions.billingCycle,
      isTrial: subscriptions.isTrial,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, users.accountId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .as('latest_subscription');
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      isStaff: users.isStaff,
      accountId: users.accountId,
      // The owner is the account's owner_user_id (set once, at sign-up); everyone else an agent.
      role: sql<AccountRole | null>`case when ${users.accountId} is null then null when ${accounts.ownerUserId} = ${users.id} then 'owner' else 'agent' end`,
      subscription: {
        status: latest.status,
        currentPeriodEnd: latest.currentPeriodEnd,
        planId: latest.planId,
        billingCycle: latest.billingCycle,
        isTrial: latest.isTrial,
        cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
      },
      hidePhoneNumbers: accountSettings.hidePhoneNumbers,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(accountSettings, eq(accountSettings.accountId, users.accountId))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

export async function findSessionUser(db: Database, sessionId: string, now: Date) {
  const query = prepareOnce(db, 'session_user', () => prepareSessionUserQuery(db));
  const [row] = await query.execute({ sessionId, now });
  return row;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}

/** Deletes every session of the user but `exceptId`; answers how many went. */
export async function deleteUserSessions(db: Database, userId: string, exceptId?: string): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined))
    .returning({ id: sessions.id });
  return removed.length;
}
