import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';

// The move of media from the database to S3 (move-to-s3.ts): a batch of rows still in the
// database, one row's bytes, and the switch of that row to its object.

export async function countInDatabase(db: Database): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${mediaFiles.size}), 0)` })
    .from(mediaFiles)
    .where(eq(mediaFiles.storage, 'db'));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** The next files kept in the database after `afterId`, in id order, without their bytes. */
export async function nextInDatabase(db: Database, afterId: string | null, limit: number) {
  return db
    .select({ id: mediaFiles.id, accountId: mediaFiles.accountId })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.storage, 'db'), afterId ? gt(mediaFiles.id, afterId) : undefined))
    .orderBy(asc(mediaFiles.id))
    .limit(limit);
}

/** A file's bytes while they are still in its row (null once moved or deleted). */
export async function bytesInDatabase(db: Database, mediaId: string) {
  const [row] = await db
    .select({ data: mediaFiles.data, size: mediaFiles.size, sha256: mediaFiles.sha256 })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, mediaId), eq(mediaFiles.storage, 'db')));
  return row?.data ? { data: row.data, size: row.size, sha256: row.sha256 } : null;
}

/**
 * The row now reads its bytes from the object, and its own bytes go, in one statement; false
 * when the row was deleted or moved meanwhile (the object is then a stray to discard).
 */
export async function switchToObject(db: Database, mediaId: string, storageKey: string): Promise<boolean> {
  const switched = await db
    .update(mediaFiles)
    .set({ storage: 's3', storageKey, data: null })
    .where(and(eq(mediaFiles.id, mediaId), eq(mediaFiles.storage, 'db')))
    .returning({ id: mediaFiles.id });
  return switched.length > 0;
}
