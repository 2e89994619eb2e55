import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MediaStore } from '../../storage/index.ts';
import { insertMedia } from './media.repo.ts';
import { readUpload } from './media-upload.ts';

/**
 * Takes a multipart upload (field `file`) into the store and records it as a media file of the
 * account (the panel's and the REST API's upload alike); a row that cannot be written leaves no
 * object behind.
 */
export async function uploadMedia(
  db: Database,
  media: MediaStore,
  request: FastifyRequest,
  accountId: string,
) {
  const upload = await readUpload(request, media, accountId);
  try {
    return await insertMedia(db, { accountId, ...upload });
  } catch (error) {
    if (upload.place.storageKey) await media.discard([upload.place.storageKey]);
    throw error;
  }
}
