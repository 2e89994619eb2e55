import type { EngineActivity } from '../../engine-port.ts';
import type { BaileysLogger } from './logger.ts';
import type { BaileysSocket } from './socket.ts';
import type { OnSocketEvent } from './socket-events.ts';

/**
 * A round trip to WhatsApp for the gateway's silent-session watch: the device's own number looked
 * up (a USync query, which the server answers; a send is only written to the socket). Any answer
 * means WhatsApp still talks to the session; a half-open socket never answers (the gateway gives
 * up after its own timeout, before Baileys' 60 s).
 */
export async function probeOnSocket(
  sock: BaileysSocket | undefined,
  phoneNumber: string | null | undefined,
  log: BaileysLogger,
): Promise<boolean> {
  if (!sock || !phoneNumber) return false;
  try {
    await sock.onWhatsApp(phoneNumber.replace(/^\+/, ''));
    return true;
  } catch (err) {
    log.warn({ err }, 'probe unanswered');
    return false;
  }
}

/** What else WhatsApp sends a live session (presences, chat and contact changes, calls): activity. */
export function routeActivity(on: OnSocketEvent, events: EngineActivity): void {
  for (const event of ['presence.update', 'chats.update', 'contacts.update', 'call'] as const)
    on(event, () => events.activity?.());
}
