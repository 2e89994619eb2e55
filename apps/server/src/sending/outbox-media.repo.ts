import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';

/** The attachment of an outbox row and where its bytes are (in the row, or in S3). */
export async function findOutgoingMedia(db: Database, mediaId: string) {
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
