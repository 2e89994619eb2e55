import type { Readable } from 'node:stream';
import { ConfigError } from '../config.ts';
import type { Database } from '../db/client.ts';
import { databaseStorage, readWhole } from './database-storage.ts';
import type {
  ByteRange,
  BytesPlace,
  KnownBytes,
  MediaStorage,
  MediaStorageKind,
  StoredFile,
} from './media-storage.ts';
import { S3Objects } from './s3-objects.ts';
import type { S3Settings } from './s3-settings.ts';
import { s3Storage } from './s3-storage.ts';
import { dueStrays, forgetStrays, strayAmong } from './strays.repo.ts';

/** What the store reports: an object it could not delete (the sweep tries again). */
export interface StoreLog {
  warn(details: object, message: string): void;
}

/**
 * A process's media bytes: new files go to S3 when MEDIA_S3_BUCKET is set, else to the database;
 * a file is read from wherever its row says (both kinds live side by side while media moves).
 */
export interface MediaStore {
  /** Where new files go. */
  readonly target: MediaStorageKind;
  put(accountId: string, body: Readable | Buffer, known?: KnownBytes): Promise<BytesPlace>;
  open(file: StoredFile, range?: ByteRange): Promise<Readable>;
  /** The whole file in memory (an engine sends it so). */
  readAll(file: StoredFile): Promise<Buffer>;
  exists(file: StoredFile): Promise<boolean>;
  /**
   * Deletes the objects of these keys that no row holds (a deleted row's, an unused upload's),
   * after the transaction that let them go has committed. Never throws: what fails stays a stray
   * for the sweep, and the user's action stands.
   */
  discard(keys: string[]): Promise<void>;
  /** Deletes due strays' objects, a batch at a time; answers how many went. */
  sweep(batch?: number): Promise<number>;
  /** Throws when S3 is on and its bucket cannot be reached (checked at start). */
  check(): Promise<void>;
  close(): void;
}

export function createMediaStore(deps: { db: Database; s3: S3Settings | null; log: StoreLog }): MediaStore {
  const { db, log } = deps;
  const objects = deps.s3 ? new S3Objects(deps.s3) : undefined;
  const s3 = objects && deps.s3 ? s3Storage(db, objects, deps.s3.prefix) : undefined;
  const target = s3 ?? databaseStorage;

  const storageOf = (file: StoredFile): MediaStorage => {
    if (file.storage === 'db') return databaseStorage;
    if (!s3) throw new Error('a media file is in S3, but MEDIA_S3_BUCKET is not set');
    return s3;
  };

  /** Deletes these strays' objects, then forgets them; answers the keys that went. */
  async function deleteStrays(keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    if (!s3) {
      log.warn(
        { keys: keys.length },
        'media objects in S3 wait to be deleted, but MEDIA_S3_BUCKET is not set',
      );
      return 0;
    }
    await s3.delete(keys);
    await forgetStrays(db, keys);
    return keys.length;
  }

  return {
    target: target.kind,
    put: (accountId, body, known) => target.put(accountId, body, known),
    open: (file, range) => storageOf(file).open(file, range),
    readAll: async (file) => readWhole(await storageOf(file).open(file)),
    exists: (file) => storageOf(file).exists(file),

    async discard(keys) {
      if (keys.length === 0) return;
      try {
        await deleteStrays(await strayAmong(db, keys));
      } catch (error) {
        log.warn({ err: error, keys }, 'media objects not deleted yet: the sweep will retry');
      }
    },

    async sweep(batch = 500) {
      let swept = 0;
      for (;;) {
        const due = await dueStrays(db, batch);
        swept += await deleteStrays(due);
        if (due.length < batch || !s3) return swept;
      }
    },

    async check() {
      try {
        await objects?.checkBucket();
      } catch (error) {
        const where = deps.s3?.endpoint ? ` at ${deps.s3.endpoint}` : '';
        const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new ConfigError(
          `MEDIA_S3_BUCKET: the bucket "${deps.s3?.bucket}"${where} cannot be reached (${why})`,
        );
      }
    },

    close: () => objects?.close(),
  };
}
