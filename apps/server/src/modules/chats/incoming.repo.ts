import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts, messages, waOutbox } from '../../db/schema/index.ts';
import type { IncomingMessage } from '../../whatsapp/engine-port.ts';
import { emitMessagesReceived } from '../integrations/webhook-events.ts';
import { recordInConversation, recordIncomingMany } from './conversation-record.repo.ts';
import { storeIncomingMedia } from './incoming-media.repo.ts';
import { inRowIncomingMedia, type StagedMedia } from './incoming-media.ts';
import { isOptOutReply } from './opt-out.ts';

/** What storing an incoming message did: stored now (false for a replay), its row, and an opt-out. */
export interface StoredIncoming {
  stored: boolean;
  optedOut: boolean;
  messageId?: string;
  /** What `alsoRead` read for the new message (nothing for a replay). */
  read?: unknown;
}

/** A transaction (or the database, for a statement that stands alone). */
type Tx = Database;
type Device = { id: string; accountId: string };

/** A message that reached a device. */
export interface IncomingItem {
  device: Device;
  message: IncomingMessage;
  /**
   * Its file, put into the media store beforehand (`stageIncomingMedia`; null: none to keep).
   * Unstaged, the file is kept in its row (the database store, as the tests' messages are).
   */
  media?: StagedMedia | null;
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
  media?: StagedMedia | null,
): Promise<StoredIncoming> {
  return db.transaction(async (tx) => (await storeIncomingBatch(tx, [{ device, message, media }]))[0]!);
}

/**
 * Several messages at once, in the caller's transaction, a few statements however many (a
 * gateway takes a campaign's replies by the hundred a second). At most one message per number of
 * an account in a batch: each sees the ones before it as stored (a first message is first).
 * Answers what storing each did, in order.
 */
export async function storeIncomingBatch(
  tx: Tx,
  items: IncomingItem[],
  /**
   * One more value to read of each new message row by the statement that inserts it (its
   * columns are `messages`'): the gateway reads the auto-reply facts so, sparing a round trip.
   */
  alsoRead?: SQL,
): Promise<StoredIncoming[]> {
  const own = await ownSends(tx, items);
  const fresh = items.filter((item) => !own.has(sendKey(item.device.id, item.message.waMessageId)));
  const inserted = await insertMessages(tx, fresh, alsoRead);
  const filed = fresh.flatMap((item) => {
    const row = inserted.get(sendKey(item.device.id, item.message.waMessageId));
    return row ? [{ ...item, row }] : [];
  });
  // Only with a new message row: a replay of the same WhatsApp id keeps nothing twice.
  await fileNewMessages(tx, filed);
  const optedOut = new Set<string>();
  for (const { device, message, row } of filed) {
    const phone = message.peer.phoneNumber;
    if (message.fromMe || !phone || !isOptOutReply(message.text)) continue;
    await optOut(tx, device, message, phone, row.contactId ? null : row.id);
    optedOut.add(row.id);
  }
  return items.map(({ device, message }) => {
    const row = own.has(sendKey(device.id, message.waMessageId))
      ? undefined
      : inserted.get(sendKey(device.id, message.waMessageId));
    return { stored: !!row, optedOut: !!row && optedOut.has(row.id), messageId: row?.id, read: row?.read };
  });
}

const sendKey = (deviceId: string, waMessageId: string) => `${deviceId} ${waMessageId}`;

/**
 * The phone's echoes of messages Siar sent (a chat reply, a campaign's, the API's): their thread
 * rows are written by the sending, with their origin and ticks; warmup's are in no conversation.
 */
async function ownSends(tx: Tx, items: IncomingItem[]): Promise<Set<string>> {
  const echoes = items.filter((item) => item.message.fromMe);
  if (echoes.length === 0) return new Set();
  const rows = await tx
    .select({ deviceId: waOutbox.deviceId, waMessageId: waOutbox.waMessageId })
    .from(waOutbox)
    .where(
      and(
        inArray(waOutbox.deviceId, [...new Set(echoes.map((item) => item.device.id))]),
        inArray(
          waOutbox.waMessageId,
          echoes.map((item) => item.message.waMessageId),
        ),
      ),
    );
  return new Set(rows.map((row) => sendKey(row.deviceId ?? '', row.waMessageId ?? '')));
}

type InsertedRow = { id: string; contactId: string | null; conversationId: string | null; read?: unknown };

/** The new messages' rows, by device and WhatsApp id; nothing for one the device has already (a replay). */
async function insertMessages(
  tx: Tx,
  items: IncomingItem[],
  alsoRead?: SQL,
): Promise<Map<string, InsertedRow>> {
  if (items.length === 0) return new Map();
  // Index entries taken in one order by every writer (see recordIncomingMany).
  const ordered = [...items].sort((a, b) =>
    sendKey(a.device.id, a.message.waMessageId) < sendKey(b.device.id, b.message.waMessageId) ? -1 : 1,
  );
  const rows = await tx
    .insert(messages)
    .values(
      ordered.map(({ device, message }) => {
        const phone = message.peer.phoneNumber;
        return {
          accountId: device.accountId,
          deviceId: device.id,
          // The contact with this number, if the account has one.
          contactId: phone
            ? sql`(select id from contacts where account_id = ${device.accountId} and phone = ${phone})`
            : null,
          // Its conversation, if there is one already (most messages): no second write to link it.
          conversationId: phone
            ? sql`(select id from conversations where device_id = ${device.id} and peer_phone = ${phone})`
            : null,
          peerPhone: phone,
          peerLid: message.peer.lid,
          direction: message.fromMe ? ('out' as const) : ('in' as const),
          waMessageId: message.waMessageId,
          kind: message.kind,
          text: message.text ?? null,
          mediaMimetype: message.media?.mimetype ?? null,
          mediaFileName: message.media?.fileName ?? null,
          mediaSize: message.media?.size ?? message.media?.data?.length ?? null,
          pushName: message.pushName ?? null,
          sentAt: message.timestamp,
        };
      }),
    )
    .onConflictDoNothing({ target: [messages.deviceId, messages.waMessageId] })
    .returning({
      id: messages.id,
      deviceId: messages.deviceId,
      waMessageId: messages.waMessageId,
      contactId: messages.contactId,
      conversationId: messages.conversationId,
      ...(alsoRead ? { read: alsoRead } : {}),
    });
  return new Map(rows.map((row) => [sendKey(row.deviceId, row.waMessageId ?? ''), row]));
}

/** New messages' files, their webhook events (when received) and their places in conversations. */
async function fileNewMessages(tx: Tx, filed: (IncomingItem & { row: InsertedRow })[]) {
  for (const { device, message, media, row } of filed) {
    const file = media === undefined ? inRowIncomingMedia(message) : media;
    if (!file) continue;
    const mediaId = await storeIncomingMedia(tx, device.accountId, file);
    await tx.update(messages).set({ mediaId }).where(eq(messages.id, row.id));
  }
  const received = filed.filter(({ message }) => !message.fromMe);
  await emitMessagesReceived(
    tx,
    received.map(({ device, message, row }) => ({
      ...message,
      device,
      id: row.id,
      from: message.peer.phoneNumber,
      at: message.timestamp,
    })),
  );
  const withPhone = filed.filter(({ message }) => message.peer.phoneNumber);
  const conversationMessage = ({ device, message }: IncomingItem) => ({
    accountId: device.accountId,
    deviceId: device.id,
    peerPhone: message.peer.phoneNumber!,
    pushName: message.pushName,
    direction: message.fromMe ? ('out' as const) : ('in' as const),
    kind: message.kind,
    text: message.text ?? null,
    at: message.timestamp,
  });
  const incoming = withPhone.filter(({ message }) => !message.fromMe);
  const ids = await recordIncomingMany(tx, incoming.map(conversationMessage));
  const linked = incoming.map(({ row }, i) => ({ row, conversationId: ids[i]! }));
  // Answers from the phone itself, one by one in their order (rare: a person typing on the phone).
  for (const item of withPhone.filter(({ message }) => message.fromMe))
    linked.push({ row: item.row, conversationId: await recordInConversation(tx, conversationMessage(item)) });
  await linkConversations(
    tx,
    linked.filter(({ row, conversationId }) => row.conversationId !== conversationId),
  );
}

/** Sets the conversation of messages stored before their conversation existed, in one statement. */
async function linkConversations(tx: Tx, links: { row: InsertedRow; conversationId: string }[]) {
  if (links.length === 0) return;
  await tx.execute(sql`update messages m set conversation_id = l.conversation_id
    from unnest(${sql.param(links.map((l) => l.row.id))}::uuid[], ${sql.param(links.map((l) => l.conversationId))}::uuid[])
         as l(id, conversation_id)
    where m.id = l.id`);
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
