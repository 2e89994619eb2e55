import type { Database } from '../../db/client.ts';
import { type AccountActor, accountEntry, recordAudit } from '../audit/index.ts';
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

/** Replaces the key; the audit log records that it happened (never the key). */
export async function rotateApiKey(db: Database, sealer: Sealer, caller: AccountActor): Promise<string> {
  const key = newSecret(KEY_PREFIX);
  await db.transaction(async (tx) => {
    await repo.replaceApiKey(tx, caller.accountId, sha256(key), sealer.seal(key));
    await recordAudit(
      tx,
      accountEntry(caller, {
        action: 'api_key.rotate',
        targetType: 'api_key',
        targetId: caller.accountId,
        before: null,
        after: null,
      }),
    );
  });
  return key;
}

/** The account a bearer key belongs to, and whether its subscription is in force; null for none. */
export async function accountOfKey(db: Database, key: string) {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  return (await repo.accountByKeyHash(db, sha256(key))) ?? null;
}
