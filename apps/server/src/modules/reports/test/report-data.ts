import type { Database } from '../../../db/client.ts';
import {
  chatChannelDevices,
  chatChannels,
  chatResponseTimes,
  contacts,
  conversations,
  messages,
  statusMoves,
  waOutbox,
} from '../../../db/schema/index.ts';
import { deviceRow } from '../../../test/campaign-data.ts';

// A known inbox, written row by row, whose figures the report tests know by heart. Times are UTC;
// the account reads them in Jakarta (UTC+7): 02:00Z on 2 November 2026 (a Monday) is 09:00 there.

const at = (iso: string) => new Date(`${iso}Z`);

export interface ConversationSeed {
  deviceId: string;
  phone: string;
  assigneeId: string | null;
  createdAt: string;
  /** Each message: its direction and time. */
  messages: ['in' | 'out', string][];
  /** Each answer: when, and how long the contact waited (seconds). */
  responses?: [string, number][];
  /** Each status move: from, to, when. */
  moves?: ['open' | 'resolved', 'open' | 'resolved', string][];
  contactId?: string | null;
}

export async function seedConversation(db: Database, accountId: string, seed: ConversationSeed) {
  const [row] = await db
    .insert(conversations)
    .values({
      accountId,
      deviceId: seed.deviceId,
      peerPhone: seed.phone,
      lastMessageAt: at(seed.messages.at(-1)?.[1] ?? seed.createdAt),
      lastMessageKind: 'text',
      lastDirection: seed.messages.at(-1)?.[0] ?? 'in',
      assigneeId: seed.assigneeId,
      createdAt: at(seed.createdAt),
    })
    .returning({ id: conversations.id });
  const conversationId = row!.id;
  await db.insert(messages).values(
    seed.messages.map(([direction, sentAt], n) => ({
      accountId,
      deviceId: seed.deviceId,
      contactId: direction === 'in' ? (seed.contactId ?? null) : null,
      peerPhone: seed.phone,
      direction,
      waMessageId: `R${conversationId.slice(0, 8)}${n}`,
      conversationId,
      kind: 'text' as const,
      text: 'hello',
      sentAt: at(sentAt),
    })),
  );
  for (const [respondedAt, seconds] of seed.responses ?? [])
    await db
      .insert(chatResponseTimes)
      .values({ accountId, conversationId, seconds, respondedAt: at(respondedAt) });
  for (const [fromStatus, toStatus, movedAt] of seed.moves ?? [])
    await db.insert(statusMoves).values({
      entity: 'conversation',
      rowId: conversationId,
      accountId,
      fromStatus,
      toStatus,
      byKind: 'user',
      at: at(movedAt),
    });
  return conversationId;
}

/**
 * The known inbox: a device in the channel "Sales" and one in none; four conversations (the agent's,
 * the owner's, nobody's, and an old one of the agent's opened again); a campaign reply.
 */
export async function seedKnownInbox(
  db: Database,
  account: { accountId: string; ownerId: string; agentId: string },
) {
  const { accountId, ownerId, agentId } = account;
  const sales = await deviceRow(db, accountId);
  const spare = await deviceRow(db, accountId);
  const [channel] = await db
    .insert(chatChannels)
    .values({ accountId, name: 'Sales', color: 'teal', position: 0 })
    .returning({ id: chatChannels.id });
  await db.insert(chatChannelDevices).values({ channelId: channel!.id, deviceId: sales, accountId });
  const [contact] = await db
    .insert(contacts)
    .values({ accountId, phone: '+628333000001', name: 'Rina' })
    .returning({ id: contacts.id });
  await seedConversation(db, accountId, {
    deviceId: sales,
    phone: '+628111000001',
    assigneeId: agentId,
    createdAt: '2026-11-02T02:00:00',
    messages: [
      ['in', '2026-11-02T02:00:00'],
      ['out', '2026-11-02T02:10:00'],
      ['in', '2026-11-02T03:00:00'],
      ['out', '2026-11-02T03:30:00'],
    ],
    responses: [
      ['2026-11-02T02:10:00', 600],
      ['2026-11-02T03:30:00', 1800],
    ],
    moves: [['open', 'resolved', '2026-11-02T09:00:00']],
  });
  await seedConversation(db, accountId, {
    deviceId: sales,
    phone: '+628222000001',
    assigneeId: ownerId,
    createdAt: '2026-11-02T03:00:00',
    messages: [
      ['in', '2026-11-02T03:00:00'],
      ['out', '2026-11-02T05:00:00'],
    ],
    responses: [['2026-11-02T05:00:00', 7200]],
    moves: [['open', 'resolved', '2026-11-03T03:00:00']],
  });
  // Nobody's, on the device of no channel: the campaign's recipient writes back 13 hours later.
  await seedConversation(db, accountId, {
    deviceId: spare,
    phone: '+628333000001',
    assigneeId: null,
    contactId: contact!.id,
    createdAt: '2026-11-03T01:00:00',
    messages: [
      ['in', '2026-11-03T01:00:00'],
      ['out', '2026-11-03T02:30:00'],
    ],
    responses: [['2026-11-03T02:30:00', 5400]],
  });
  await db.insert(waOutbox).values({
    accountId,
    deviceId: spare,
    purpose: 'campaign',
    toPhone: '+628333000001',
    contactId: contact!.id,
    state: 'delivered',
    sentAt: at('2026-11-02T12:00:00'),
  });
  // The agent's, from October, resolved then; opened again on the 3rd and resolved two hours later.
  await seedConversation(db, accountId, {
    deviceId: sales,
    phone: '+628444000001',
    assigneeId: agentId,
    createdAt: '2026-10-01T02:00:00',
    messages: [
      ['in', '2026-11-03T04:00:00'],
      ['out', '2026-11-03T04:20:00'],
    ],
    responses: [['2026-11-03T04:20:00', 1200]],
    moves: [
      ['open', 'resolved', '2026-10-01T05:00:00'],
      ['resolved', 'open', '2026-11-03T04:00:00'],
      ['open', 'resolved', '2026-11-03T06:00:00'],
    ],
  });
  return { channelId: channel!.id };
}
