import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import {
  answerIncomingMany,
  type FactsRecord,
  type IncomingToAnswer,
  insertedMessageFacts,
} from '../../modules/auto-replies/index.ts';
import {
  autoAssign,
  conversationPeer,
  type IncomingItem,
  type StagedMedia,
  type StoredIncoming,
  stageIncomingMedia,
  storeIncoming,
  storeIncomingBatch,
} from '../../modules/chats/index.ts';
import type { MediaStore } from '../../storage/index.ts';
import type { EngineSession } from '../engine-port.ts';
import type { CoalescedAnnouncer } from './coalesced-announcer.ts';
import { type IncomingWork, IncomingWriter } from './incoming-writer.ts';

// What a gateway does with a device's incoming messages, and with the panel's "typing…".

/**
 * Facts read by the insert predate what storing did next: a STOP opts the contact out in the same
 * transaction, and its answer is then the opt-out's (only a rule acting on the opt-out speaks).
 */
const withOptOut = (facts: FactsRecord | null | undefined, optedOut: boolean): FactsRecord | null =>
  facts ? { ...facts, opted_out: facts.opted_out || optedOut } : null;

/** The account's auto-reply rules on the messages just stored, in their transaction. */
async function storeAndAnswer(tx: Database, batch: IncomingItem[]): Promise<StoredIncoming[]> {
  // The insert reads each message's auto-reply facts: the decision costs no round trip of its own.
  const outcomes = await storeIncomingBatch(tx, batch, insertedMessageFacts());
  const toAnswer = batch.flatMap(({ device, message }, i): IncomingToAnswer[] => {
    const { messageId, read, optedOut } = outcomes[i]!;
    const phone = message.peer.phoneNumber;
    if (!messageId || !phone || message.fromMe || message.backlog) return [];
    return [
      {
        accountId: device.accountId,
        deviceId: device.id,
        messageId,
        peerPhone: phone,
        pushName: message.pushName ?? null,
        text: message.text ?? '',
        at: message.timestamp,
        facts: withOptOut(read as FactsRecord | null | undefined, optedOut),
      },
    ];
  });
  await answerIncomingMany(tx, toAnswer);
  return outcomes;
}

/**
 * Stores messages devices received and, in the same transaction, lets their accounts' auto-reply
 * rules answer them (a crash keeps both or neither); a burst (a campaign's replies) refreshes the
 * pages once per window, and wakes the device's sender for a queued answer. A batch that fails
 * is written again message by message, and a message whose answer fails is stored alone,
 * unanswered: no savepoints, whose two round trips a message the gateway cannot spare.
 */
export async function receiveMessages(
  db: Database,
  announcer: CoalescedAnnouncer,
  batch: IncomingItem[],
  log?: Logger,
): Promise<void> {
  let outcomes: StoredIncoming[];
  try {
    outcomes = await db.transaction((tx) => storeAndAnswer(tx, batch));
  } catch (error) {
    if (batch.length > 1) return receiveOneByOne(db, announcer, batch, log);
    const [{ device, message, media }] = batch as [IncomingItem];
    log?.error({ err: error, deviceId: device.id }, 'auto-reply failed: the message is stored unanswered');
    outcomes = [await storeIncoming(db, device, message, media)];
  }
  for (const [i, { device }] of batch.entries()) {
    if (outcomes[i]!.stored)
      announcer.announce({ account_id: device.accountId, topic: 'messages', id: device.id });
    if (outcomes[i]!.optedOut) announcer.announce({ account_id: device.accountId, topic: 'contacts' });
  }
  await assignWaiting(
    db,
    announcer,
    batch.filter((_, i) => outcomes[i]!.stored),
    log,
  );
}

/** The channels that assign by themselves give the stored messages' conversations a member. */
async function assignWaiting(
  db: Database,
  announcer: CoalescedAnnouncer,
  stored: IncomingItem[],
  log?: Logger,
) {
  const pairs = stored.flatMap(({ device, message }) =>
    message.peer.phoneNumber ? [{ deviceId: device.id, phone: message.peer.phoneNumber }] : [],
  );
  try {
    for (const accountId of await autoAssign(db, pairs))
      announcer.announce({ account_id: accountId, topic: 'messages' });
  } catch (error) {
    log?.error({ err: error }, 'auto assignment failed: the conversations stay unassigned');
  }
}

/** Each message of a batch on its own (one of them could not be written with the others). */
async function receiveOneByOne(
  db: Database,
  announcer: CoalescedAnnouncer,
  batch: IncomingItem[],
  log?: Logger,
) {
  let failure: unknown;
  for (const work of batch) {
    try {
      await receiveMessages(db, announcer, [work], log);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

/** A received file's bytes into the store; a file the store cannot take leaves the message without it. */
async function stageOne(media: MediaStore, work: IncomingWork, log?: Logger): Promise<StagedMedia | null> {
  try {
    return await stageIncomingMedia(media, work.device.accountId, work.message);
  } catch (error) {
    log?.error(
      { err: error, deviceId: work.device.id },
      'a received file could not be stored: kept without it',
    );
    return null;
  }
}

/**
 * The batch's files go into the media store first (S3 is not written inside a transaction);
 * those no stored message took (a replay, a failed write) are discarded afterwards.
 */
async function receiveWithFiles(
  db: Database,
  media: MediaStore,
  announcer: CoalescedAnnouncer,
  batch: IncomingWork[],
  log?: Logger,
): Promise<void> {
  const staged = await Promise.all(
    batch.map(async (work) => ({ ...work, media: await stageOne(media, work, log) })),
  );
  try {
    await receiveMessages(db, announcer, staged, log);
  } finally {
    await media.discard(
      staged.flatMap((item) => (item.media?.place.storageKey ? [item.media.place.storageKey] : [])),
    );
  }
}

/** The gateway's writer of received messages: at once when quiet, in batches when busy. */
export function incomingWriter(
  db: Database,
  media: MediaStore,
  announcer: CoalescedAnnouncer,
  log?: Logger,
): IncomingWriter {
  return new IncomingWriter({ write: (batch) => receiveWithFiles(db, media, announcer, batch, log) });
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
