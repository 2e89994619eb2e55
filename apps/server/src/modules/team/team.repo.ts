import type { AccountRole } from '@siar/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountSettings, accounts, memberInbox, sessions, users } from '../../db/schema/index.ts';
import { presenceOf } from './presence.repo.ts';

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
  openLimit: sql<
    number | null
  >`(select ${memberInbox.openLimit} from ${memberInbox} where ${memberInbox.userId} = "users"."id")`,
  presence: presenceOf(sql.raw('"users"."id"')),
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
    // A patch of only other settings (the open limit) changes no column here: the agent must exist.
    const changes = Object.values(patch).some((value) => value !== undefined);
    const changed = changes
      ? await tx.update(users).set(patch).where(agentOf(accountId, userId)).returning({ id: users.id })
      : await tx.select({ id: users.id }).from(users).where(agentOf(accountId, userId));
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

export async function upsertSecuritySettings(
  db: Database,
  accountId: string,
  settings: { hidePhoneNumbers: boolean; agentsSeeAllConversations: boolean },
) {
  await db
    .insert(accountSettings)
    .values({ accountId, ...settings })
    .onConflictDoUpdate({
      target: accountSettings.accountId,
      set: { ...settings, updatedAt: new Date() },
    });
}

/** Whether the account hides customers' numbers from its agents (no settings row: it does not). */
export async function findHidePhoneNumbers(db: Database, accountId: string): Promise<boolean> {
  return (await findSecuritySettings(db, accountId)).hidePhoneNumbers;
}

/** The account's settings (no row: the defaults). */
export async function findSecuritySettings(db: Database, accountId: string) {
  const [row] = await db
    .select({
      hidePhoneNumbers: accountSettings.hidePhoneNumbers,
      agentsSeeAllConversations: accountSettings.agentsSeeAllConversations,
    })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId));
  return row ?? { hidePhoneNumbers: false, agentsSeeAllConversations: false };
}

/** An agent's open conversation limit for auto assignment (null: none). */
export async function setOpenLimit(
  db: Database,
  accountId: string,
  userId: string,
  openLimit: number | null,
) {
  await db
    .insert(memberInbox)
    .values({ userId, accountId, openLimit })
    .onConflictDoUpdate({ target: memberInbox.userId, set: { openLimit } });
}
