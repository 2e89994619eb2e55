import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentAnswer } from './idempotency.repo.ts';
import { sha256 } from './sealed.ts';

export interface Answer {
  status: number;
  body: unknown;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

function checkedKey(key: string | string[] | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_SHAPE.test(key)) throw AppError.badRequest('idempotency_key_invalid');
  return key;
}

/**
 * The answer an earlier request with this Idempotency-Key got, or null when the key is new (or
 * absent). The same key with another request answers 422.
 */
export async function earlierAnswer(
  db: Database,
  accountId: string,
  rawKey: string | string[] | undefined,
  request: unknown,
): Promise<Answer | null> {
  const key = checkedKey(rawKey);
  if (key === undefined) return null;
  const earlier = await findIdempotencyKey(db, accountId, key);
  if (!earlier) return null;
  if (earlier.requestHash !== sha256(JSON.stringify(request)))
    throw new AppError(422, 'idempotency_key_reused');
  return { status: earlier.statusCode ?? 200, body: JSON.parse(earlier.response ?? 'null') };
}

/**
 * Runs `act` once per Idempotency-Key: the key and the request's hash are written in the same
 * transaction as what `act` writes, so a retry racing the first waits for it and answers the
 * stored answer. Without a key, `act` simply runs.
 */
export async function oncePerKey(
  db: Database,
  accountId: string,
  rawKey: string | string[] | undefined,
  request: unknown,
  act: (tx: Database) => Promise<Answer>,
): Promise<Answer> {
  const key = checkedKey(rawKey);
  if (key === undefined) return db.transaction((tx) => act(tx));
  const requestHash = sha256(JSON.stringify(request));
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, accountId, key, requestHash)))
      return (await earlierAnswer(tx, accountId, key, request))!;
    const answer = await act(tx);
    await storeIdempotentAnswer(tx, accountId, key, answer.status, JSON.stringify(answer.body));
    return answer;
  });
}
