import type { Database } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import type { StagedMedia } from './incoming-media.ts';

type Tx = Pick<Database, 'insert'>;

/**
 * Records a received file (its bytes already in the media store) as a media file of the account,
 * in the transaction that stores its message; answers its id.
 */
export async function storeIncomingMedia(tx: Tx, accountId: string, media: StagedMedia): Promise<string> {
  const { place, ...file } = media;
  const [row] = await tx
    .insert(mediaFiles)
    .values({ accountId, ...file, storage: place.storage, storageKey: place.storageKey, data: place.data })
    .returning({ id: mediaFiles.id });
  return row!.id;
}
