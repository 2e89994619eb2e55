import type { MediaKind } from '@siar/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, contentTemplates, mediaFiles, messages, waOutbox } from '../../db/schema/index.ts';
import type { BytesPlace } from '../../storage/index.ts';

// Attachments, scoped to their account. Their bytes (or where they are) are read only by
// `findMediaFile`; the media store (storage/) reads them from there.

const metaColumns = {
  id: mediaFiles.id,
  accountId: mediaFiles.accountId,
  kind: mediaFiles.kind,
  mimetype: mediaFiles.mimetype,
  fileName: mediaFiles.fileName,
  size: mediaFiles.size,
  sha256: mediaFiles.sha256,
  createdAt: mediaFiles.createdAt,
};
export type MediaMeta = { id: string; kind: MediaKind; mimetype: string; fileName: string; size: number };

export async function insertMedia(
  db: Database,
  media: {
    accountId: string;
    kind: MediaKind;
    mimetype: string;
    fileName: string;
    size: number;
    sha256: string;
    place: BytesPlace;
  },
) {
  const { place, ...meta } = media;
  const [row] = await db
    .insert(mediaFiles)
    .values({ ...meta, storage: place.storage, storageKey: place.storageKey, data: place.data })
    .returning(metaColumns);
  return row!;
}

export async function findMediaMeta(db: Database, accountId: string, mediaId: string) {
  const [row] = await db
    .select(metaColumns)
    .from(mediaFiles)
    .where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, mediaId)));
  return row;
}

export async function findMediaFile(db: Database, accountId: string, mediaId: string) {
  const [row] = await db
    .select({
      ...metaColumns,
      storage: mediaFiles.storage,
      storageKey: mediaFiles.storageKey,
      data: mediaFiles.data,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, mediaId)));
  return row;
}

/** A file to send, whoever's it is (an outbox row's, a sandbox contact's), and where its bytes are. */
export async function findMediaToSend(db: Database, mediaId: string) {
  const [file] = await db
    .select({
      kind: mediaFiles.kind,
      mimetype: mediaFiles.mimetype,
      fileName: mediaFiles.fileName,
      size: mediaFiles.size,
      storage: mediaFiles.storage,
      storageKey: mediaFiles.storageKey,
      data: mediaFiles.data,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, mediaId));
  return file;
}

/**
 * Nothing refers to the media file: no template (trashed ones included), campaign, outbox row or
 * chat message (sent or received: a message's file stays as long as its conversation).
 * The id is named in full: Drizzle may write a one-table query's columns bare, and a bare "id"
 * inside the subqueries would be their own table's.
 */
const mediaId = sql.raw('"media_files"."id"');
const unreferenced = sql`not exists (select 1 from ${contentTemplates} where ${contentTemplates.mediaId} = ${mediaId})
  and not exists (select 1 from ${campaigns} where ${campaigns.mediaId} = ${mediaId})
  and not exists (select 1 from ${waOutbox} where ${waOutbox.mediaId} = ${mediaId})
  and not exists (select 1 from ${messages} where ${messages.mediaId} = ${mediaId})`;

/**
 * Deletes these media files unless something still refers to them; answers the S3 keys of those
 * that went, for the store to delete once the transaction has committed.
 */
export async function deleteMediaIfUnused(db: Database, mediaIds: string[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const deleted = await db
    .delete(mediaFiles)
    .where(and(inArray(mediaFiles.id, mediaIds), unreferenced))
    .returning({ storageKey: mediaFiles.storageKey });
  return deleted.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** Uploads nothing came to use (an editor closed without saving), once they are older than `before`. */
export async function deleteAbandonedMedia(db: Database, before: Date, batch: number): Promise<number> {
  const deleted = await db
    .delete(mediaFiles)
    .where(
      sql`${mediaFiles.id} in (select ${mediaFiles.id} from ${mediaFiles} where ${lt(mediaFiles.createdAt, before)} and ${unreferenced} limit ${batch})`,
    )
    .returning({ id: mediaFiles.id });
  return deleted.length;
}
