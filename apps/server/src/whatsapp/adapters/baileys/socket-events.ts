import type { BaileysEventMap } from 'baileys';
import type { EngineEvents } from '../../engine-port.ts';
import type { Clock } from './clock.ts';
import type { IncomingMessages } from './incoming.ts';
import type { BaileysLogger } from './logger.ts';
import { receiptFromStatus, receiptFromUserReceipt } from './receipts.ts';
import type { SerialQueue } from './serial-queue.ts';
import type { BaileysSocket } from './socket.ts';

/** Listens to one Baileys event; `onlyCurrent` drops it once a newer socket took over. */
export type OnSocketEvent = <E extends keyof BaileysEventMap>(
  event: E,
  handle: (arg: BaileysEventMap[E], at: number) => Promise<void> | void,
  onlyCurrent?: boolean,
) => void;

/**
 * Listens to a socket's events through the device's queue: each is handled later, in order,
 * stamped with when it happened; an error is logged and never thrown back into Baileys.
 */
export function queuedListener(
  sock: BaileysSocket,
  queue: SerialQueue,
  clock: Clock,
  log: BaileysLogger,
  current: () => boolean,
): OnSocketEvent {
  return (event, handle, onlyCurrent = false) => {
    sock.ev.on(event, (arg) => {
      if (onlyCurrent && !current()) return;
      // When it happened, not when its turn in the queue came (a QR's life starts when shown).
      const at = clock.now();
      void queue.run(async () => {
        if (onlyCurrent && !current()) return;
        try {
          await handle(arg, at);
        } catch (err) {
          log.error({ err, event }, 'Baileys event handler failed');
        }
      });
    });
  };
}

/** Handles one item of a batch; a failing item is logged and the rest of its batch goes on. */
async function each(
  log: BaileysLogger,
  what: string,
  waMessageId: string | null | undefined,
  work: () => Promise<void> | void,
) {
  try {
    await work();
  } catch (err) {
    log.error({ err, waMessageId }, `${what} handler failed`);
  }
}

/** Incoming messages, receipts and LID mappings, turned into the port's events and the mapping store. */
export function routeMessageEvents(
  on: OnSocketEvent,
  incoming: IncomingMessages,
  events: EngineEvents,
  log: BaileysLogger,
): void {
  on('messages.upsert', async ({ messages, type }) => {
    // Read one by one (a file may download), handed over in order without waiting for each to be
    // written: the gateway writes a burst in bulk, a contact's messages in their order.
    const handed: Promise<void>[] = [];
    for (const msg of messages) {
      await each(log, 'message', msg.key.id, async () => {
        const message = await incoming.toMessage(msg, type === 'append');
        if (!message) return;
        handed.push(
          each(log, 'message', msg.key.id, async () => {
            await events.message(message);
            incoming.reported(message.waMessageId);
          }),
        );
      });
    }
    await Promise.all(handed);
  });
  on('messages.update', async (updates, at) => {
    for (const update of updates) {
      const receipt = receiptFromStatus(update, new Date(at));
      if (receipt) await each(log, 'receipt', receipt.waMessageId, () => events.receipt(receipt));
    }
  });
  on('message-receipt.update', async (updates) => {
    for (const update of updates) {
      const receipt = receiptFromUserReceipt(update);
      if (receipt) await each(log, 'receipt', receipt.waMessageId, () => events.receipt(receipt));
    }
  });
  on('lid-mapping.update', (mapping) => incoming.storeBaileysMappings([mapping]));
  on('messaging-history.set', ({ lidPnMappings }) => incoming.storeBaileysMappings(lidPnMappings ?? []));
  on('contacts.upsert', (contacts) =>
    incoming.storeBaileysMappings(
      contacts.flatMap(({ lid, phoneNumber }) => (lid && phoneNumber ? [{ lid, pn: phoneNumber }] : [])),
    ),
  );
}
