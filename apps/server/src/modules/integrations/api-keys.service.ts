import type { Database } from '../../db/client.ts';
import * as repo from './api-keys.repo.ts';
import { newSecret, type Sealer, sha256 } from './sealed.ts';

const KEY_PREFIX = 'siar_sk_';

/**
 * The account's API key: made on first use, shown to the owner (sealed at rest, looked up by its
 * hash), replaced by rotation. A key sealed under another instance secret cannot be shown: a new
 * one replaces it, as a rotation would.
 */
export async function apiKeyOf(db: Database, sealer: Sealer, accountId: string): Promise<string> {
  const row = await repo.findApiKey(db, accountId);
  const shown = row && sealer.open(row.keySealed);
  if (shown) return shown;
  const key = newSecret(KEY_PREFIX);
  if (row) await repo.replaceApiKey(db, accountId, sha256(key), sealer.seal(key));
  else await repo.insertApiKeyOnce(db, accountId, sha256(key), sealer.seal(key));
  const kept = await repo.findApiKey(db, accountId);
  return sealer.open(kept!.keySealed) ?? key;
}

export async function rotateApiKey(db: Database, sealer: Sealer, accountId: string): Promise<string> {
  const key = newSecret(KEY_PREFIX);
  await repo.replaceApiKey(db, accountId, sha256(key), sealer.seal(key));
  return key;
}

/** The account a bearer key belongs to, and whether its subscription is in force; null for none. */
export async function accountOfKey(db: Database, key: string) {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  return (await repo.accountByKeyHash(db, sha256(key))) ?? null;
}
