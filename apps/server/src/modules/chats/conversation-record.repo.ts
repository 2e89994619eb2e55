import type { MessageDirection, MessageKindName } from '@siar/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatResponseTimes, conversations } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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
 * Keeps the conversation's row in step with a message stored in the same transaction: the last
 * message, unread count, whether it waits for an answer, and (on an answer) how long it waited.
 * A late message (the backlog after a reconnect) counts as unread but never replaces a newer one.
 */
export async function recordInConversation(tx: Tx, message: ConversationMessage): Promise<string> {
  const key = and(
    eq(conversations.deviceId, message.deviceId),
    eq(conversations.peerPhone, message.peerPhone),
  );
  const preview = message.text ? message.text.slice(0, PREVIEW_CHARS) : null;
  const incoming = message.direction === 'in';
  const [created] = await tx
    .insert(conversations)
    .values({
      accountId: message.accountId,
      deviceId: message.deviceId,
      peerPhone: message.peerPhone,
      pushName: incoming ? (message.pushName ?? null) : null,
      lastMessageAt: message.at,
      lastMessageText: preview,
      lastMessageKind: message.kind,
      lastDirection: message.direction,
      unreadCount: incoming ? 1 : 0,
      unanswered: incoming,
      awaitingSince: incoming ? message.at : null,
    })
    .onConflictDoNothing({ target: [conversations.deviceId, conversations.peerPhone] })
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [row] = await tx.select().from(conversations).where(key).for('update');
  if (!row) throw new Error('The conversation vanished while its message was stored');
  const latest = message.at >= row.lastMessageAt;
  const patch: Partial<typeof conversations.$inferInsert> = latest
    ? {
        lastMessageAt: message.at,
        lastMessageText: preview,
        lastMessageKind: message.kind,
        lastDirection: message.direction,
        unanswered: incoming,
      }
    : {};
  if (incoming) {
    patch.unreadCount = row.unreadCount + 1;
    if (message.pushName) patch.pushName = message.pushName;
    if (latest && !row.awaitingSince) patch.awaitingSince = message.at;
  } else if (latest) {
    patch.unreadCount = 0;
    patch.awaitingSince = null;
    if (row.awaitingSince) {
      await tx.insert(chatResponseTimes).values({
        accountId: row.accountId,
        conversationId: row.id,
        seconds: Math.max(0, Math.round((message.at.getTime() - row.awaitingSince.getTime()) / 1000)),
        respondedAt: message.at,
      });
    }
  }
  if (Object.keys(patch).length > 0) await tx.update(conversations).set(patch).where(key);
  return row.id;
}
