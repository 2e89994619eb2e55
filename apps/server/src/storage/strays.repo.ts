import { and, asc, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaFiles, mediaStrayObjects } from '../db/schema/index.ts';

// S3 keys no media row holds (db/schema/media.ts): registered before an upload, taken by the row
// that stores the key and given back when it is deleted (the migration's triggers).

/** How long an upload may take before its key counts as abandoned. */
const UPLOAD_GRACE = sql`interval '1 day'`;

const noRowHolds = notExists(
  sql`(select 1 from ${mediaFiles} where ${mediaFiles.storageKey} = ${mediaStrayObjects.storageKey})`,
);

/** Registers the key of an upload about to start: swept a day later unless a row takes it. */
export async function registerUpload(db: Database, storageKey: string): Promise<void> {
  await db
    .insert(mediaStrayObjects)
    .values({ storageKey, sweepAfter: sql`now() + ${UPLOAD_GRACE}` })
    .onConflictDoNothing();
}

/** Of these keys, those still stray (no row took them, or their row is gone). */
export async function strayAmong(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: mediaStrayObjects.storageKey })
    .from(mediaStrayObjects)
    .where(and(inArray(mediaStrayObjects.storageKey, keys), noRowHolds));
  return rows.map((row) => row.key);
}

/** Strays whose time has come, oldest first. */
export async function dueStrays(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: mediaStrayObjects.storageKey })
    .from(mediaStrayObjects)
    .where(and(lte(mediaStrayObjects.sweepAfter, sql`now()`), noRowHolds))
    .orderBy(asc(mediaStrayObjects.sweepAfter))
    .limit(limit);
  return rows.map((row) => row.key);
}

/** Forgets strays whose objects are deleted. */
export async function forgetStrays(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(mediaStrayObjects).where(inArray(mediaStrayObjects.storageKey, keys));
}
