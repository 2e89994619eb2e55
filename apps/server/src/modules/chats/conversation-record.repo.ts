import type { MessageDirection, MessageKindName } from '@siar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { chatResponseTimes, conversations } from '../../db/schema/index.ts';

/** The transaction that stores the message. */
type Tx = Database;

export interface ConversationMessage {
  accountId: string;
  deviceId: string;
  /** E.164. */
  peerPhone: string;
  pushName?: string | null;
  direction: MessageDirection;
  kind: MessageKindName;
  text: string | null;
  at: Date;
}

const PREVIEW_CHARS = 200;

/** The device and number of an account's conversation (the gateway shows "typing…" there). */
export async function conversationPeer(db: Database, accountId: string, conversationId: string) {
  const [row] = await db
    .select({ deviceId: conversations.deviceId, peerPhone: conversations.peerPhone })
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.id, conversationId)));
  return row;
}

/**
 * The device's conversation with the number, made now if there is none (as a message about to be
 * queued in it would make it); `created` says which.
 */
export async function ensureConversation(
  db: Database,
  at: { accountId: string; deviceId: string; peerPhone: string },
): Promise<{ id: string; assigneeId: string | null; created: boolean }> {
  const [made] = await db
    .insert(conversations)
    .values({
      ...at,
      lastMessageAt: new Date(),
      lastMessageKind: 'text',
      lastDirection: 'out',
      unreadCount: 0,
      unanswered: false,
    })
    .onConflictDoNothing({ target: [conversations.deviceId, conversations.peerPhone] })
    .returning({ id: conversations.id, assigneeId: conversations.assigneeId });
  if (made) return { ...made, created: true };
  const [found] = await db
    .select({ id: conversations.id, assigneeId: conversations.assigneeId })
    .from(conversations)
    .where(and(eq(conversations.deviceId, at.deviceId), eq(conversations.peerPhone, at.peerPhone)));
  if (!found) throw new Error('The conversation vanished as it was looked up');
  return { ...found, created: false };
}

/**
 * Keeps the conversation's row in step with a message stored in the same transaction: the last
 * message, unread count, whether it waits for an answer, and (on an answer) how long it waited.
 * A late message (the backlog after a reconnect) counts as unread but never replaces a newer one.
 */
export async function recordInConversation(tx: Tx, message: ConversationMessage): Promise<string> {
  if (message.direction === 'out') return recordOutgoing(tx, message);
  const [id] = await recordIncomingMany(tx, [message]);
  return id!;
}

/** The incoming message is the conversation's latest (a late one from a backlog is not). */
const latest = sql`excluded.last_message_at >= ${conversations.lastMessageAt}`;
const ifLatest = (column: AnyPgColumn) =>
  sql`case when ${latest} then excluded.${sql.identifier(column.name)} else ${column} end`;

/**
 * Contacts' messages, one per conversation, in one statement (the hot path: a campaign's replies
 * arrive by the hundred a second): a new conversation, or the existing one's unread count and,
 * unless the message is late, its last message and the wait that starts with it. The contact wrote:
 * a pending, snoozed or resolved conversation is open again (CONVERSATION_MOVES lists each move to
 * open), recorded in status_moves by the same statement. Answers each message's conversation id,
 * in order.
 */
export async function recordIncomingMany(tx: Tx, incoming: ConversationMessage[]): Promise<string[]> {
  if (incoming.length === 0) return [];
  const keyOf = (deviceId: string, peerPhone: string) => `${deviceId} ${peerPhone}`;
  if (new Set(incoming.map((m) => keyOf(m.deviceId, m.peerPhone))).size < incoming.length)
    throw new Error('One message per conversation in a batch');
  // Rows locked in one order by every writer: two batches at once never wait on each other in a circle.
  const ordered = [...incoming].sort((a, b) =>
    keyOf(a.deviceId, a.peerPhone) < keyOf(b.deviceId, b.peerPhone) ? -1 : 1,
  );
  const upsert = tx
    .insert(conversations)
    .values(
      ordered.map((message) => ({
        accountId: message.accountId,
        deviceId: message.deviceId,
        peerPhone: message.peerPhone,
        pushName: message.pushName ?? null,
        lastMessageAt: message.at,
        lastMessageText: preview(message.text),
        lastMessageKind: message.kind,
        lastDirection: 'in' as const,
        unreadCount: 1,
        unanswered: true,
        awaitingSince: message.at,
        contactWroteAt: message.at,
      })),
    )
    .onConflictDoUpdate({
      target: [conversations.deviceId, conversations.peerPhone],
      set: {
        unreadCount: sql`${conversations.unreadCount} + 1`,
        pushName: sql`coalesce(nullif(excluded.push_name, ''), ${conversations.pushName})`,
        lastMessageAt: ifLatest(conversations.lastMessageAt),
        lastMessageText: ifLatest(conversations.lastMessageText),
        lastMessageKind: ifLatest(conversations.lastMessageKind),
        lastDirection: ifLatest(conversations.lastDirection),
        unanswered: sql`${latest} or ${conversations.unanswered}`,
        awaitingSince: sql`case when ${latest} then coalesce(${conversations.awaitingSince}, excluded.awaiting_since)
                            else ${conversations.awaitingSince} end`,
        contactWroteAt: sql`coalesce(${conversations.contactWroteAt}, excluded.contact_wrote_at)`,
        status: sql`'open'`,
        snoozedUntil: sql`null`,
        resolvedAt: sql`null`,
        statusChangedAt: sql`case when ${conversations.status} = 'open' then ${conversations.statusChangedAt}
                              else now() end`,
      },
    })
    .returning({
      id: conversations.id,
      accountId: conversations.accountId,
      deviceId: conversations.deviceId,
      peerPhone: conversations.peerPhone,
    });
  const keys = sql.join(
    ordered.map((message) => sql`(${message.deviceId}::uuid, ${message.peerPhone})`),
    sql`, `,
  );
  // Still one statement: the conversations that were not open, as they were, and each reopening
  // recorded in status_moves as the transition helper records a move.
  const rows = await rawRows<{ id: string; device_id: string; peer_phone: string }>(
    tx,
    sql`with prior as (
          select c.id, c.status from conversations c
          where (c.device_id, c.peer_phone) in (${keys}) and c.status <> 'open'
        ), upserted as (${upsert.getSQL()}),
        recorded as (
          insert into status_moves (entity, row_id, account_id, from_status, to_status, reason, by_kind)
          select 'conversation', u.id, u.account_id, p.status, 'open', 'contact_wrote', 'system'
          from upserted u join prior p on p.id = u.id
        )
        select id, device_id, peer_phone from upserted`,
  );
  const ids = new Map(rows.map((row) => [keyOf(row.device_id, row.peer_phone), row.id]));
  return incoming.map((message) => {
    const id = ids.get(keyOf(message.deviceId, message.peerPhone));
    if (!id) throw new Error('A conversation was not recorded');
    return id;
  });
}

/** An answer (from the panel, the phone, the API): read, no longer waiting, and how long it waited. */
async function recordOutgoing(tx: Tx, message: ConversationMessage): Promise<string> {
  const key = and(
    eq(conversations.deviceId, message.deviceId),
    eq(conversations.peerPhone, message.peerPhone),
  );
  const [created] = await tx
    .insert(conversations)
    .values({
      accountId: message.accountId,
      deviceId: message.deviceId,
      peerPhone: message.peerPhone,
      pushName: null,
      lastMessageAt: message.at,
      lastMessageText: preview(message.text),
      lastMessageKind: message.kind,
      lastDirection: message.direction,
      unreadCount: 0,
      unanswered: false,
      awaitingSince: null,
    })
    .onConflictDoNothing({ target: [conversations.deviceId, conversations.peerPhone] })
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [row] = await tx.select().from(conversations).where(key).for('update');
  if (!row) throw new Error('The conversation vanished while its message was stored');
  // A late answer (the phone's backlog) changes nothing a newer message set.
  if (message.at < row.lastMessageAt) return row.id;
  if (row.awaitingSince) {
    await tx.insert(chatResponseTimes).values({
      accountId: row.accountId,
      conversationId: row.id,
      seconds: Math.max(0, Math.round((message.at.getTime() - row.awaitingSince.getTime()) / 1000)),
      respondedAt: message.at,
    });
  }
  await tx
    .update(conversations)
    .set({
      lastMessageAt: message.at,
      lastMessageText: preview(message.text),
      lastMessageKind: message.kind,
      lastDirection: message.direction,
      unanswered: false,
      unreadCount: 0,
      awaitingSince: null,
    })
    .where(key);
  return row.id;
}

const preview = (text: string | null) => (text ? text.slice(0, PREVIEW_CHARS) : null);
