import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import type { IncomingMessage } from '../../../whatsapp/engine-port.ts';
import { storeIncoming } from '../incoming.repo.ts';

/** A contact's text message as an engine reports it (`extra` overrides any field). */
export function textMessage(
  phone: string,
  text: string,
  extra: Partial<IncomingMessage> = {},
): IncomingMessage {
  return {
    waMessageId: `T${randomBytes(8).toString('hex')}`,
    peer: { phoneNumber: phone, lid: null },
    fromMe: false,
    pushName: 'Budi WA',
    timestamp: new Date(),
    kind: 'text',
    text,
    backlog: false,
    ...extra,
  };
}

/** A message from `phone` reaching the device, as the gateway stores it. */
export function incoming(
  db: Database,
  device: { id: string; accountId: string },
  phone: string,
  text: string,
  extra: Partial<IncomingMessage> = {},
) {
  return storeIncoming(db, device, textMessage(phone, text, extra));
}
