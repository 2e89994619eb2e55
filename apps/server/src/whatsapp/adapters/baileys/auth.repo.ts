import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { waAuth } from '../../../db/schema/index.ts';

/** Rows per INSERT: far below PostgreSQL's 65535 parameters, even for a pre-key upload. */
const INSERT_CHUNK = 500;

/**
 * The JSON text of these keys of the device (absent keys are missing from the map). Text, not
 * parsed jsonb, so the caller can revive Buffers with Baileys' BufferJSON.
 */
export async function readAuthRows(
  db: Database,
  deviceId: string,
  keys: string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: waAuth.key, value: sql<string>`${waAuth.value}::text` })
    .from(waAuth)
    .where(and(eq(waAuth.deviceId, deviceId), inArray(waAuth.key, keys)));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Upserts and deletes in ONE transaction: a failure leaves every row as it was. */
export async function writeAuthRows(
  db: Database,
  deviceId: string,
  upserts: { key: string; value: unknown }[],
  deletes: string[],
): Promise<void> {
  if (upserts.length === 0 && deletes.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < upserts.length; i += INSERT_CHUNK) {
      await tx
        .insert(waAuth)
        .values(upserts.slice(i, i + INSERT_CHUNK).map(({ key, value }) => ({ deviceId, key, value })))
        .onConflictDoUpdate({ target: [waAuth.deviceId, waAuth.key], set: { value: sql`excluded.value` } });
    }
    if (deletes.length > 0) {
      await tx.delete(waAuth).where(and(eq(waAuth.deviceId, deviceId), inArray(waAuth.key, deletes)));
    }
  });
}

/** Every auth row of the device: it must pair again. */
export async function deleteAuthRows(db: Database, deviceId: string): Promise<void> {
  await db.delete(waAuth).where(eq(waAuth.deviceId, deviceId));
}

/** How many auth rows the device has (tests and diagnostics). */
export async function countAuthRows(db: Database, deviceId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waAuth)
    .where(eq(waAuth.deviceId, deviceId));
  return row?.count ?? 0;
}
