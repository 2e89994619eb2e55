import type { Database } from '../db/client.ts';
import { findMediaToSend } from '../modules/templates/index.ts';
import { MediaMissingError, type MediaStore } from '../storage/index.ts';
import { type OutgoingMedia, PermanentSendError } from '../whatsapp/engine-port.ts';

const GONE = 'The attachment was deleted before it could be sent';

/**
 * The attachment of an outbox row, read whole from wherever it is kept (any gateway can send it):
 * engines encrypt a file whole before they upload it. A store that fails (S3 unreachable) throws
 * as it is, and the send is tried again later.
 */
export async function loadOutgoingMedia(
  db: Database,
  media: MediaStore,
  mediaId: string,
): Promise<OutgoingMedia> {
  const file = await findMediaToSend(db, mediaId);
  if (!file) throw new PermanentSendError(GONE);
  try {
    const data = await media.readAll(file);
    return { kind: file.kind, mimetype: file.mimetype, fileName: file.fileName, data };
  } catch (error) {
    if (error instanceof MediaMissingError) throw new PermanentSendError(GONE);
    throw error;
  }
}
