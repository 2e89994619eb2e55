import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { conversationPeer, storeIncoming } from '../../modules/chats/index.ts';
import type { EngineSession, IncomingMessage } from '../engine-port.ts';
import type { CoalescedAnnouncer } from './coalesced-announcer.ts';

// What a gateway does with a device's incoming messages, and with the panel's "typing…".

/** Stores a message a device received; a burst (a campaign's replies) refreshes the pages once per window. */
export async function receiveMessage(
  db: Database,
  announcer: CoalescedAnnouncer,
  device: { id: string; accountId: string },
  message: IncomingMessage,
): Promise<void> {
  const { stored, optedOut } = await storeIncoming(db, device, message);
  if (stored) announcer.announce({ account_id: device.accountId, topic: 'messages', id: device.id });
  if (optedOut) announcer.announce({ account_id: device.accountId, topic: 'contacts' });
}

/**
 * Someone writes an answer in the panel (`eventId`: `<conversation>:on|off`): "typing…" to the
 * contact, if the device is one `sessionOf` runs for that account.
 */
export async function showTyping(
  db: Database,
  log: Logger,
  sessionOf: (deviceId: string, accountId: string) => EngineSession | undefined,
  accountId: string,
  eventId: string,
): Promise<void> {
  const [conversationId, state] = eventId.split(':');
  if (!conversationId || (state !== 'on' && state !== 'off')) return;
  try {
    const peer = await conversationPeer(db, accountId, conversationId);
    const session = peer && sessionOf(peer.deviceId, accountId);
    if (peer && session) await session.setTyping(peer.peerPhone, state === 'on');
  } catch (error) {
    log.debug({ err: error }, 'typing not shown');
  }
}
