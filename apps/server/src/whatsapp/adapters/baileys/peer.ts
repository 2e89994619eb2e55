import type { WAMessageKey } from 'baileys';
import type { IncomingMessage } from '../../engine-port.ts';
import { jidToPhone, normalizeLid } from './jids.ts';

export type Peer = IncomingMessage['peer'];

/**
 * Who a 1:1 message is with. rc14 gives the chat as `remoteJid`, by phone number or by LID, and
 * the other form, when the stanza carried it, as `remoteJidAlt`. A LID alone is looked up in the
 * mapping stores (`pnForLid`). Null for groups, broadcasts, newsletters and the like.
 */
export async function resolvePeer(
  key: Pick<WAMessageKey, 'remoteJid' | 'remoteJidAlt'>,
  pnForLid: (lid: string) => Promise<string | null>,
): Promise<Peer | null> {
  const jids = [key.remoteJid, key.remoteJidAlt];
  const lid = jids.map(normalizeLid).find(Boolean) ?? null;
  let phoneNumber = jids.map(jidToPhone).find(Boolean) ?? null;
  if (!phoneNumber && lid) phoneNumber = await pnForLid(lid);
  if (!phoneNumber && !lid) return null;
  return { phoneNumber, lid };
}
