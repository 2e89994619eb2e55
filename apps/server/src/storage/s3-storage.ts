import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '../db/client.ts';
import {
  type ByteRange,
  type BytesPlace,
  type KnownBytes,
  MediaMissingError,
  type MediaStorage,
  type StoredFile,
} from './media-storage.ts';
import type { S3Objects } from './s3-objects.ts';
import { forgetStrays, registerUpload } from './strays.repo.ts';

/** How many deletes go to S3 at once. */
const DELETES_AT_ONCE = 8;

const keyOf = (file: StoredFile) => {
  if (file.storage !== 's3' || !file.storageKey) throw new Error('not a file kept in S3');
  return file.storageKey;
};

/**
 * Media in an S3 bucket, one object per file under `<prefix><account id>/<uuid>`. The key is
 * registered as a stray before the upload starts, so an upload that fails, or whose row is never
 * written (a crash, a message stored twice), leaves nothing the sweep does not find.
 */
export function s3Storage(db: Database, objects: S3Objects, prefix: string): MediaStorage {
  async function upload(key: string, body: Readable | Buffer, known?: KnownBytes) {
    if (!known) return objects.put(key, body);
    if (!Buffer.isBuffer(body)) throw new Error('known bytes are put whole');
    if (createHash('sha256').update(body).digest('hex') !== known.sha256 || body.length !== known.size)
      throw new Error('the bytes are not the ones the row describes (size or SHA-256 differ)');
    await objects.put(key, body, { sha256: known.sha256 });
    // Content-MD5 had S3 check the bytes; the head checks they are there, whole.
    const stored = await objects.size(key);
    if (stored !== known.size) throw new Error(`S3 holds ${stored ?? 'no'} bytes of ${known.size}`);
  }

  return {
    kind: 's3',

    async put(accountId, body, known): Promise<BytesPlace> {
      const key = `${prefix}${accountId}/${randomUUID()}`;
      await registerUpload(db, key);
      try {
        await upload(key, body, known);
      } catch (error) {
        // What may have arrived goes now; the registered key lets the sweep retry if this fails.
        await objects
          .delete(key)
          .then(() => forgetStrays(db, [key]))
          .catch(() => {});
        throw error;
      }
      return { storage: 's3', storageKey: key, data: null };
    },

    async open(file: StoredFile, range?: ByteRange) {
      const body = await objects.get(keyOf(file), range);
      if (!body) throw new MediaMissingError(`no object ${file.storageKey} in the bucket`);
      return body;
    },

    async exists(file) {
      return (await objects.size(keyOf(file))) === file.size;
    },

    async delete(keys) {
      for (let i = 0; i < keys.length; i += DELETES_AT_ONCE)
        await Promise.all(keys.slice(i, i + DELETES_AT_ONCE).map((key) => objects.delete(key)));
    },
  };
}
