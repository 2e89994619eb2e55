import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiIdempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { sha256 } from './sealed.ts';

export interface Answer {
  status: number;
  body: unknown;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/**
 * Runs `act` once per Idempotency-Key: the key and the request's hash are written in the same
 * transaction as what `act` writes, so a retry (even one racing the first) waits for it and
 * answers the stored answer. The same key with another request answers 422. Without a key, `act`
 * simply runs.
 */
export async function oncePerKey(
  db: Database,
  accountId: string,
  key: string | string[] | undefined,
  request: unknown,
  act: (tx: Database) => Promise<Answer>,
): Promise<Answer> {
  if (key === undefined) return db.transaction((tx) => act(tx));
  if (typeof key !== 'string' || !KEY_SHAPE.test(key)) throw AppError.badRequest('idempotency_key_invalid');
  const requestHash = sha256(JSON.stringify(request));
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(apiIdempotencyKeys)
      .values({ accountId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: apiIdempotencyKeys.key });
    const where = and(eq(apiIdempotencyKeys.accountId, accountId), eq(apiIdempotencyKeys.key, key));
    if (!claimed) {
      const [earlier] = await tx.select().from(apiIdempotencyKeys).where(where);
      if (!earlier || earlier.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_reused');
      return { status: earlier.statusCode ?? 200, body: JSON.parse(earlier.response ?? 'null') };
    }
    const answer = await act(tx);
    await tx
      .update(apiIdempotencyKeys)
      .set({ statusCode: answer.status, response: JSON.stringify(answer.body) })
      .where(where);
    return answer;
  });
}
