import { vi } from 'vitest';
import type { ConnectionUpdate, EngineEvents, IncomingMessage, Receipt } from '../engine-port.ts';

/** Events an engine reported, in order, with a way to wait for one. */
export interface RecordedEvents extends EngineEvents {
  connections: ConnectionUpdate[];
  messages: IncomingMessage[];
  receipts: Receipt[];
  /** Waits until a connection update matches, and answers it (the latest such). */
  waitForConnection<S extends ConnectionUpdate['state']>(
    state: S,
    match?: (update: Extract<ConnectionUpdate, { state: S }>) => boolean,
  ): Promise<Extract<ConnectionUpdate, { state: S }>>;
  waitForReceipt(waMessageId: string, status: Receipt['status']): Promise<Receipt>;
  waitForMessage(match: (message: IncomingMessage) => boolean): Promise<IncomingMessage>;
}

const WAIT = { timeout: 15_000, interval: 10 };

export function recordEvents(): RecordedEvents {
  const connections: ConnectionUpdate[] = [];
  const messages: IncomingMessage[] = [];
  const receipts: Receipt[] = [];
  return {
    connections,
    messages,
    receipts,
    connection: (update) => {
      connections.push(update);
    },
    message: (message) => {
      messages.push(message);
    },
    receipt: (receipt) => {
      receipts.push(receipt);
    },
    waitForConnection: (state, match) =>
      vi.waitFor(() => {
        const found = connections.findLast(
          (update): update is Extract<ConnectionUpdate, { state: typeof state }> =>
            update.state === state && (!match || match(update as never)),
        );
        if (!found) throw new Error(`no "${state}" update yet: ${JSON.stringify(connections)}`);
        return found;
      }, WAIT),
    waitForReceipt: (waMessageId, status) =>
      vi.waitFor(() => {
        const found = receipts.find((r) => r.waMessageId === waMessageId && r.status === status);
        if (!found) throw new Error(`no ${status} receipt for ${waMessageId}: ${JSON.stringify(receipts)}`);
        return found;
      }, WAIT),
    waitForMessage: (match) =>
      vi.waitFor(() => {
        const found = messages.find(match);
        if (!found) throw new Error(`no such message yet: ${JSON.stringify(messages)}`);
        return found;
      }, WAIT),
  };
}
