import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { type OutgoingMedia, PermanentSendError } from '../whatsapp/engine-port.ts';

/** The attachment of an outbox row, read from PostgreSQL (any gateway can send it). */
export async function loadOutgoingMedia(db: Database, mediaId: string): Promise<OutgoingMedia> {
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
  if (!file) throw new PermanentSendError('The attachment was deleted before it could be sent');
  return { kind: file.kind, mimetype: file.mimetype, fileName: file.fileName, data: file.data };
}
