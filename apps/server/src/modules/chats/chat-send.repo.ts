import type { MediaKind } from '@siar/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages, waOutbox } from '../../db/schema/index.ts';
import { enqueue } from '../../sending/index.ts';
import { recordInConversation } from './conversation-record.repo.ts';

export interface ChatSend {
  accountId: string;
  conversationId: string;
  deviceId: string;
  peerPhone: string;
  contactId: string | null;
  text: string | null;
  media: { id: string; kind: MediaKind; mimetype: string; fileName: string; size: number } | null;
}

/** A stored file as a chat message carries it. */
export const chatMedia = (file: {
  id: string;
  kind: MediaKind;
  mimetype: string;
  fileName: string;
  size: number;
}): ChatSend['media'] => ({
  id: file.id,
  kind: file.kind,
  mimetype: file.mimetype,
  fileName: file.fileName,
  size: file.size,
});

/**
 * Queues a chat message: its outbox row (the device's sender sends it, with the sending
 * invariant's guarantees) and its thread row, whose ticks are the outbox row's state, in one
 * transaction with the conversation's update.
 */
export async function queueChatMessage(db: Database, send: ChatSend): Promise<string> {
  return db.transaction(async (tx) => {
    const queued = await enqueue(tx, {
      purpose: 'chat',
      accountId: send.accountId,
      deviceId: send.deviceId,
      toPhone: send.peerPhone,
      text: send.text,
      mediaId: send.media?.id ?? null,
      contactId: send.contactId,
    });
    const now = new Date();
    const [message] = await tx
      .insert(messages)
      .values({
        accountId: send.accountId,
        deviceId: send.deviceId,
        contactId: send.contactId,
        peerPhone: send.peerPhone,
        direction: 'out',
        kind: send.media?.kind ?? 'text',
        text: send.text,
        mediaId: send.media?.id ?? null,
        mediaMimetype: send.media?.mimetype ?? null,
        mediaFileName: send.media?.fileName ?? null,
        mediaSize: send.media?.size ?? null,
        sentAt: now,
        conversationId: send.conversationId,
        outboxId: queued.id,
      })
      .returning({ id: messages.id });
    await recordInConversation(tx, {
      accountId: send.accountId,
      deviceId: send.deviceId,
      peerPhone: send.peerPhone,
      direction: 'out',
      kind: send.media?.kind ?? 'text',
      text: send.text,
      at: now,
    });
    return message!.id;
  });
}

/** A chat message of the conversation, with its outbox row. */
export async function findSentMessage(
  db: Database,
  accountId: string,
  conversationId: string,
  messageId: string,
) {
  const [row] = await db
    .select({ message: messages, outbox: waOutbox })
    .from(messages)
    .leftJoin(waOutbox, eq(waOutbox.id, messages.outboxId))
    .where(
      and(
        eq(messages.accountId, accountId),
        eq(messages.conversationId, conversationId),
        eq(messages.id, messageId),
      ),
    );
  return row;
}

/**
 * Sends a failed message again: a new outbox row (the failed one stays, with its reason, as the
 * record of that try), and the message follows it from now on. Only a message still failed moves.
 */
export async function requeueFailed(db: Database, accountId: string, messageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ outbox: waOutbox })
      .from(messages)
      .innerJoin(waOutbox, eq(waOutbox.id, messages.outboxId))
      .where(and(eq(messages.accountId, accountId), eq(messages.id, messageId)))
      .for('update', { of: messages });
    // A failed row with no device (its device was deleted) has nowhere to go again.
    if (row?.outbox.state !== 'failed' || !row.outbox.deviceId) return false;
    const old = { ...row.outbox, deviceId: row.outbox.deviceId };
    const queued = await enqueue(tx, {
      purpose: 'chat',
      accountId,
      deviceId: old.deviceId,
      toPhone: old.toPhone,
      text: old.text,
      mediaId: old.mediaId,
      contactId: old.contactId,
    });
    await tx.update(messages).set({ outboxId: queued.id }).where(eq(messages.id, messageId));
    return true;
  });
}
