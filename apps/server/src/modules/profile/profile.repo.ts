import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';

export async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      passwordHash: users.passwordHash,
      industry: accounts.industry,
      country: accounts.country,
      timezone: accounts.timezone,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  return row;
}

export interface ProfilePatch {
  user: { name: string; email: string; phoneNumber: string };
  /** The account's fields, owner only; undefined leaves them. */
  account?: { accountId: string; industry?: string; country?: string; timezone?: string };
}

export async function updateProfile(db: Database, userId: string, patch: ProfilePatch) {
  await db.transaction(async (tx) => {
    await tx.update(users).set(patch.user).where(eq(users.id, userId));
    const { accountId, ...fields } = patch.account ?? {};
    if (accountId && Object.values(fields).some((value) => value !== undefined))
      await tx.update(accounts).set(fields).where(eq(accounts.id, accountId));
  });
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
