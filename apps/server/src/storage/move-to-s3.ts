import type { Database } from '../db/client.ts';
import type { MediaStore } from './media-store.ts';
import { bytesInDatabase, countInDatabase, nextInDatabase, switchToObject } from './move-to-s3.repo.ts';

export interface MoveProgress {
  /** Files in the database when the move began. */
  total: number;
  moved: number;
  bytes: number;
  /** Deleted or moved by someone else meanwhile: nothing to do. */
  skipped: number;
  failed: number;
}

export interface MoveOptions {
  /** Rows read per batch. */
  batch?: number;
  /** Files uploaded at once. */
  parallel?: number;
  onProgress?(progress: MoveProgress): void;
  onFailure?(mediaId: string, error: unknown): void;
}

/** Moves one file: upload, check, then switch its row; answers what became of it. */
async function moveOne(db: Database, media: MediaStore, row: { id: string; accountId: string }) {
  const file = await bytesInDatabase(db, row.id);
  if (!file) return { outcome: 'skipped' as const, bytes: 0 };
  // The store checks the SHA-256 before the upload and the size in the bucket after it.
  const place = await media.put(row.accountId, file.data, { size: file.size, sha256: file.sha256 });
  if (place.storage !== 's3') throw new Error('the media store does not write to S3');
  if (await switchToObject(db, row.id, place.storageKey))
    return { outcome: 'moved' as const, bytes: file.size };
  await media.discard([place.storageKey]);
  return { outcome: 'skipped' as const, bytes: 0 };
}

/**
 * Moves every media file kept in the database to S3, in batches. Resumable and safe to run twice
 * or beside running servers: a row switches only while it is still in the database, in the
 * statement that drops its bytes, and readers follow whatever its row says when they read it. A
 * file that fails stays in the database (counted; the next run tries it again).
 */
export async function moveMediaToS3(db: Database, media: MediaStore, options: MoveOptions = {}) {
  if (media.target !== 's3') throw new Error('MEDIA_S3_BUCKET is not set: nowhere to move media to');
  const batch = options.batch ?? 100;
  const parallel = options.parallel ?? 4;
  const progress: MoveProgress = {
    total: (await countInDatabase(db)).files,
    moved: 0,
    bytes: 0,
    skipped: 0,
    failed: 0,
  };
  let afterId: string | null = null;
  for (;;) {
    const rows = await nextInDatabase(db, afterId, batch);
    for (let i = 0; i < rows.length; i += parallel) {
      await Promise.all(
        rows.slice(i, i + parallel).map(async (row) => {
          try {
            const { outcome, bytes } = await moveOne(db, media, row);
            progress[outcome] += 1;
            progress.bytes += bytes;
          } catch (error) {
            progress.failed += 1;
            options.onFailure?.(row.id, error);
          }
        }),
      );
    }
    options.onProgress?.({ ...progress });
    if (rows.length < batch) return progress;
    afterId = rows.at(-1)!.id;
  }
}
