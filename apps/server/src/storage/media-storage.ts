import type { Readable } from 'node:stream';
import type { MediaStorageKind } from '../db/schema/media.ts';

export type { MediaStorageKind } from '../db/schema/media.ts';

// The port every place that keeps media bytes implements: the database (the row's own `data`
// column, the default) and S3 (an object per file). A media row says where its bytes are, so a
// process reads both kinds whatever it writes new files to (media moved to S3 while it ran).

/** The columns a media row gets for where its bytes went. */
export type BytesPlace =
  | { storage: 'db'; storageKey: null; data: Buffer }
  | { storage: 's3'; storageKey: string; data: null };

/** A media row as read to serve or send it: where its bytes are (`data` only when in the row). */
export interface StoredFile {
  storage: MediaStorageKind;
  storageKey: string | null;
  data: Buffer | null;
  size: number;
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What the caller knows of the bytes before they are stored (the move to S3 does). */
export interface KnownBytes {
  size: number;
  /** Hex SHA-256: the adapter checks what it stored against it. */
  sha256: string;
}

export interface MediaStorage {
  readonly kind: MediaStorageKind;
  /**
   * Keeps the bytes of a file of the account and answers the columns its row gets. The body is
   * read once, as it comes (a stream is never held whole in memory by S3). Until a row takes the
   * place, it is a stray that the sweep removes (see `MediaStore.discard`).
   */
  put(accountId: string, body: Readable | Buffer, known?: KnownBytes): Promise<BytesPlace>;
  /** The file's bytes, or a range of them; MediaMissingError when they are gone. */
  open(file: StoredFile, range?: ByteRange): Promise<Readable>;
  /** Whether the bytes are there, whole (their size as stored). */
  exists(file: StoredFile): Promise<boolean>;
  /** Deletes stored objects by key (nothing to do for bytes kept in their row). */
  delete(keys: string[]): Promise<void>;
}

/** The row points at bytes that are not there (deleted meanwhile): answered as an unknown file. */
export class MediaMissingError extends Error {}
