import type { AccountRole } from '@siar/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountSettings, accounts, sessions, users } from '../../db/schema/index.ts';

// The account's users and its security settings. The owner is accounts.owner_user_id; agent rows
// are changed only through `agentOf`, so the owner can never be edited or removed as an agent.

const memberColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  role: sql<AccountRole>`case when ${accounts.ownerUserId} = ${users.id} then 'owner' else 'agent' end`,
};
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** Owner first, then agents in the order they were added. */
export async function listMembers(db: Database, accountId: string) {
  return db
    .select(memberColumns)
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.accountId, accountId))
    .orderBy(sql`${accounts.ownerUserId} = ${users.id} desc`, asc(users.createdAt), asc(users.id));
}

/** An agent of the account (never its owner). */
const agentOf = (accountId: string, userId: string) =>
  and(
    eq(users.id, userId),
    eq(users.accountId, accountId),
    sql`${users.id} is distinct from (select ${accounts.ownerUserId} from ${accounts} where ${accounts.id} = ${accountId})`,
  );

export async function findAgent(db: Database, accountId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(agentOf(accountId, userId));
  return row;
}

export interface NewAgent {
  username: string;
  name: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
}

export async function insertAgent(db: Database, accountId: string, agent: NewAgent): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ accountId, ...agent })
    .returning({ id: users.id });
  return row!.id;
}

export interface AgentPatch {
  name?: string;
  email?: string;
  phoneNumber?: string;
  passwordHash?: string;
  isActive?: boolean;
}

/** Changes an agent; with `endSessions`, in the same transaction as deleting every session of theirs. */
export async function updateAgent(
  db: Database,
  accountId: string,
  userId: string,
  patch: AgentPatch,
  endSessions: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set(patch)
      .where(agentOf(accountId, userId))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    if (endSessions) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return true;
  });
}

/** Removes an agent; their sessions go with them (cascade), which the session cache hears. */
export async function deleteAgent(db: Database, accountId: string, userId: string): Promise<boolean> {
  const removed = await db.delete(users).where(agentOf(accountId, userId)).returning({ id: users.id });
  return removed.length > 0;
}

export async function upsertSecuritySettings(db: Database, accountId: string, hidePhoneNumbers: boolean) {
  await db
    .insert(accountSettings)
    .values({ accountId, hidePhoneNumbers })
    .onConflictDoUpdate({
      target: accountSettings.accountId,
      set: { hidePhoneNumbers, updatedAt: new Date() },
    });
}

/** Whether the account hides customers' numbers from its agents (no settings row: it does not). */
export async function findHidePhoneNumbers(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ hidden: accountSettings.hidePhoneNumbers })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId));
  return row?.hidden ?? false;
}
