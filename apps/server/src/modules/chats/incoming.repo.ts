import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts, messages, waOutbox } from '../../db/schema/index.ts';
import type { IncomingMessage } from '../../whatsapp/engine-port.ts';
import { emitMessageReceived } from '../integrations/webhook-events.ts';
import { recordInConversation } from './conversation-record.repo.ts';
import { storeIncomingMedia } from './incoming-media.repo.ts';
import { isOptOutReply } from './opt-out.ts';

/** What storing an incoming message did: stored now (false for a replay), its row, and an opt-out. */
export interface StoredIncoming {
  stored: boolean;
  optedOut: boolean;
  messageId?: string;
}

/**
 * Stores a message a device received (or sent from the phone) once, by its WhatsApp id:
 * Baileys replays the backlog after a reconnect, and a replay changes nothing. A contact's STOP
 * (or its equivalent) opts them out at once, creating the contact if the number was unknown, so
 * no campaign sends to them again.
 */
export async function storeIncoming(
  db: Database,
  device: Device,
  message: IncomingMessage,
): Promise<StoredIncoming> {
  const phone = message.peer.phoneNumber;
  return db.transaction(async (tx) => {
    // The phone's echo of a message Siar sent (a chat reply, a campaign's, the API's): its thread
    // row is written by the sending, with its origin and ticks; warmup's is in no conversation.
    if (message.fromMe && (await isOwnSend(tx, device.id, message.waMessageId))) {
      return { stored: false, optedOut: false };
    }
    const inserted = await insertMessage(tx, device, message);
    // Only with a new message row: a replay of the same WhatsApp id keeps nothing twice.
    if (inserted) await fileNewMessage(tx, device, message, inserted.id);
    if (!inserted || message.fromMe || !phone || !isOptOutReply(message.text)) {
      return { stored: !!inserted, optedOut: false, messageId: inserted?.id };
    }
    await optOut(tx, device, message, phone, inserted.contactId ? null : inserted.id);
    return { stored: true, optedOut: true, messageId: inserted.id };
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Device = { id: string; accountId: string };

/** The message's row, or nothing when the device has it already (a replay). */
async function insertMessage(tx: Tx, device: Device, message: IncomingMessage) {
  const phone = message.peer.phoneNumber;
  const [inserted] = await tx
    .insert(messages)
    .values({
      accountId: device.accountId,
      deviceId: device.id,
      // The contact with this number, if the account has one.
      contactId: phone
        ? sql`(select id from contacts where account_id = ${device.accountId} and phone = ${phone})`
        : null,
      peerPhone: phone,
      peerLid: message.peer.lid,
      direction: message.fromMe ? 'out' : 'in',
      waMessageId: message.waMessageId,
      kind: message.kind,
      text: message.text ?? null,
      mediaMimetype: message.media?.mimetype ?? null,
      mediaFileName: message.media?.fileName ?? null,
      mediaSize: message.media?.size ?? message.media?.data?.length ?? null,
      pushName: message.pushName ?? null,
      sentAt: message.timestamp,
    })
    .onConflictDoNothing({ target: [messages.deviceId, messages.waMessageId] })
    .returning({ id: messages.id, contactId: messages.contactId });
  return inserted;
}

/** A new message's file, its webhook event (when received) and its place in a conversation. */
async function fileNewMessage(tx: Tx, device: Device, message: IncomingMessage, messageId: string) {
  const phone = message.peer.phoneNumber;
  const mediaId = await storeIncomingMedia(tx, device.accountId, message);
  if (mediaId) await tx.update(messages).set({ mediaId }).where(eq(messages.id, messageId));
  if (!message.fromMe)
    await emitMessageReceived(tx, device, {
      ...message,
      id: messageId,
      from: phone,
      at: message.timestamp,
    });
  if (phone) {
    const conversationId = await recordInConversation(tx, {
      accountId: device.accountId,
      deviceId: device.id,
      peerPhone: phone,
      pushName: message.pushName,
      direction: message.fromMe ? 'out' : 'in',
      kind: message.kind,
      text: message.text ?? null,
      at: message.timestamp,
    });
    await tx.update(messages).set({ conversationId }).where(eq(messages.id, messageId));
  }
}

/**
 * Opts the number out (its first opt-out date kept), creating the contact if the account had
 * none; `unlinkedMessageId` is the message to link to that new contact.
 */
async function optOut(
  tx: Tx,
  device: Device,
  message: IncomingMessage,
  phone: string,
  unlinkedMessageId: string | null,
) {
  await tx
    .insert(contacts)
    .values({
      accountId: device.accountId,
      phone,
      name: message.pushName ?? '',
      source: 'chat',
      optedOutAt: message.timestamp,
    })
    .onConflictDoUpdate({
      target: [contacts.accountId, contacts.phone],
      set: {
        optedOutAt: sql`coalesce(${contacts.optedOutAt}, excluded.opted_out_at)`,
        updatedAt: sql`now()`,
      },
    });
  if (unlinkedMessageId) {
    await tx
      .update(messages)
      .set({
        contactId: sql`(select id from contacts where account_id = ${device.accountId} and phone = ${phone})`,
      })
      .where(eq(messages.id, unlinkedMessageId));
  }
}

async function isOwnSend(tx: Pick<Database, 'select'>, deviceId: string, waMessageId: string) {
  const [row] = await tx
    .select({ id: waOutbox.id })
    .from(waOutbox)
    .where(and(eq(waOutbox.deviceId, deviceId), eq(waOutbox.waMessageId, waMessageId)));
  return !!row;
}
