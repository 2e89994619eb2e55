import type { WAPresence } from 'baileys';
import { type OutgoingMessage, PermanentSendError } from '../../engine-port.ts';
import type { Clock } from './clock.ts';
import { closeCode } from './disconnect-policy.ts';
import { jidToPhone, phoneToJid } from './jids.ts';
import type { BaileysLogger } from './logger.ts';
import { outgoingContent } from './outgoing-content.ts';
import type { BaileysSocket } from './socket.ts';

/**
 * WhatsApp's refusals that a retry would only repeat (and that count as spam when repeated):
 * 463 account restricted / no privacy token for a new chat, 479 stanza rejected.
 */
const REFUSALS = new Set([463, 479]);

/** `onWhatsApp` asks the server per batch; keep batches small. */
const CHECK_BATCH = 50;

/**
 * Sends one message the way a person would: "typing…" for `typingMs`, then the message under
 * the id fixed before the call, so a retry after a crash is recognisable as the same message.
 * `stillCurrent` says whether the socket is still the device's open one after the pause.
 */
export async function sendOnSocket(
  sock: BaileysSocket,
  message: OutgoingMessage,
  deps: { clock: Clock; log: BaileysLogger; stillCurrent: () => boolean },
): Promise<void> {
  let jid: string;
  try {
    jid = phoneToJid(message.to);
  } catch (err) {
    throw new PermanentSendError((err as Error).message);
  }
  const content = outgoingContent(message);
  if (message.typingMs > 0) {
    await presence(sock, 'composing', jid, deps.log);
    await deps.clock.sleep(message.typingMs);
    await presence(sock, 'paused', jid, deps.log);
    if (!deps.stillCurrent()) throw new Error('the WhatsApp connection dropped while typing');
  }
  try {
    await sock.sendMessage(jid, content, { messageId: message.waMessageId });
  } catch (err) {
    const code = closeCode(err) ?? Number((err as { data?: { error?: unknown } }).data?.error);
    if (code === 463)
      throw new PermanentSendError(`WhatsApp restricted this account (${code})`, 'restricted');
    if (REFUSALS.has(code)) throw new PermanentSendError(`WhatsApp refused the message (${code})`);
    throw err;
  }
}

/** "typing…" to a number while someone writes an answer in the panel (or its end). */
export async function typingOnSocket(sock: BaileysSocket, to: string, typing: boolean, log: BaileysLogger) {
  await presence(sock, typing ? 'composing' : 'paused', phoneToJid(to), log);
}

/** A typing indicator that fails is not worth failing the message for. */
async function presence(sock: BaileysSocket, type: WAPresence, jid: string, log: BaileysLogger) {
  try {
    await sock.sendPresenceUpdate(type, jid);
  } catch (err) {
    log.debug({ err, type }, 'presence update failed');
  }
}

/** Which numbers are on WhatsApp; the answer leaves the others out, so they default to false. */
export async function checkOnSocket(
  sock: BaileysSocket,
  phoneNumbers: string[],
): Promise<Map<string, boolean>> {
  const answer = new Map(phoneNumbers.map((phone) => [phone, false]));
  const valid = phoneNumbers.filter((phone) => jidToPhone(`${phone.slice(1)}@s.whatsapp.net`) === phone);
  for (let i = 0; i < valid.length; i += CHECK_BATCH) {
    const found = (await sock.onWhatsApp(...valid.slice(i, i + CHECK_BATCH).map((p) => p.slice(1)))) ?? [];
    for (const { jid, exists } of found) {
      const phone = jidToPhone(jid);
      if (exists && phone && answer.has(phone)) answer.set(phone, true);
    }
  }
  return answer;
}
