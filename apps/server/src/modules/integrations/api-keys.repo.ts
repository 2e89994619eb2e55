import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, subscriptions } from '../../db/schema/index.ts';

export async function findApiKey(db: Database, accountId: string) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId));
  return row;
}

/** Writes the account's one key, replacing any other: the old hash stops matching at once. */
export async function replaceApiKey(db: Database, accountId: string, keyHash: string, keySealed: string) {
  await db
    .insert(apiKeys)
    .values({ accountId, keyHash, keySealed })
    .onConflictDoUpdate({ target: apiKeys.accountId, set: { keyHash, keySealed, createdAt: new Date() } });
}

/** Keeps the first key written when two first visits race (`fetch-keys` on two tabs). */
export async function insertApiKeyOnce(db: Database, accountId: string, keyHash: string, keySealed: string) {
  await db.insert(apiKeys).values({ accountId, keyHash, keySealed }).onConflictDoNothing();
}

/** The account a key hash belongs to, with its latest subscription (the API needs one in force). */
export async function accountByKeyHash(db: Database, keyHash: string) {
  const [row] = await db
    .select({
      accountId: apiKeys.accountId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(apiKeys)
    .leftJoin(subscriptions, eq(subscriptions.accountId, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, keyHash)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}
