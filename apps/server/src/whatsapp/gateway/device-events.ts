import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { answerIncoming } from '../../modules/auto-replies/index.ts';
import { conversationPeer, storeIncoming } from '../../modules/chats/index.ts';
import type { EngineSession, IncomingMessage } from '../engine-port.ts';
import type { CoalescedAnnouncer } from './coalesced-announcer.ts';

// What a gateway does with a device's incoming messages, and with the panel's "typing…".

/** The account's auto-reply rules on a message just stored, in its transaction. */
async function answer(
  tx: Database,
  device: { id: string; accountId: string },
  message: IncomingMessage,
  messageId: string,
) {
  const phone = message.peer.phoneNumber;
  if (!phone || message.fromMe || message.backlog) return;
  await answerIncoming(tx, {
    accountId: device.accountId,
    deviceId: device.id,
    messageId,
    peerPhone: phone,
    pushName: message.pushName ?? null,
    text: message.text ?? '',
    at: message.timestamp,
  });
}

/**
 * Stores a message a device received and, in the same transaction, lets the account's auto-reply
 * rules answer it (a crash keeps both or neither); a burst (a campaign's replies) refreshes the
 * pages once per window, and wakes the device's sender for a queued answer. The answer runs in a
 * savepoint: should it fail, the message is kept all the same, unanswered.
 */
export async function receiveMessage(
  db: Database,
  announcer: CoalescedAnnouncer,
  device: { id: string; accountId: string },
  message: IncomingMessage,
  log?: Logger,
): Promise<void> {
  const { stored, optedOut } = await db.transaction(async (tx) => {
    const outcome = await storeIncoming(tx, device, message);
    if (outcome.messageId) {
      const messageId = outcome.messageId;
      await tx
        .transaction((inner) => answer(inner, device, message, messageId))
        .catch((error: unknown) => log?.error({ err: error, deviceId: device.id }, 'auto-reply failed'));
    }
    return outcome;
  });
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
