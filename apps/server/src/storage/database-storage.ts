import { Readable } from 'node:stream';
import {
  type ByteRange,
  type BytesPlace,
  MediaMissingError,
  type MediaStorage,
  type StoredFile,
} from './media-storage.ts';

/** A stream's bytes, whole. */
export async function readWhole(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The default: a file's bytes in its own row (`media_files.data`), so one machine needs nothing
 * else and every gateway reads them from PostgreSQL. Bytes in a row go with the row.
 */
export const databaseStorage: MediaStorage = {
  kind: 'db',

  async put(_accountId, body): Promise<BytesPlace> {
    return { storage: 'db', storageKey: null, data: await readWhole(body) };
  },

  async open(file: StoredFile, range?: ByteRange) {
    if (!file.data) throw new MediaMissingError('the media row holds no bytes');
    return Readable.from([range ? file.data.subarray(range.start, range.end + 1) : file.data]);
  },

  async exists(file) {
    return file.data?.length === file.size;
  },

  async delete() {},
};
