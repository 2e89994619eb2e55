import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiIdempotencyKeys } from '../../db/schema/index.ts';

// The REST API's Idempotency-Keys, per account: the request's hash and, once answered, its answer.

const keyOf = (accountId: string, key: string) =>
  and(eq(apiIdempotencyKeys.accountId, accountId), eq(apiIdempotencyKeys.key, key));

export async function findIdempotencyKey(db: Database, accountId: string, key: string) {
  const [row] = await db.select().from(apiIdempotencyKeys).where(keyOf(accountId, key));
  return row;
}

/** Takes the key for this request; false when another request holds it already. */
export async function claimIdempotencyKey(
  tx: Database,
  accountId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const [claimed] = await tx
    .insert(apiIdempotencyKeys)
    .values({ accountId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  return !!claimed;
}

export async function storeIdempotentAnswer(
  tx: Database,
  accountId: string,
  key: string,
  statusCode: number,
  response: string,
): Promise<void> {
  await tx.update(apiIdempotencyKeys).set({ statusCode, response }).where(keyOf(accountId, key));
}
