import type { IncomingMessage } from '../engine-port.ts';

// A gateway's devices receive messages one event at a time; under load (a campaign's replies, a
// thousand a second) writing each in its own transaction costs more round trips than the
// database can answer. The writer hands whatever waits to one batch while earlier batches are
// still being written, so a quiet gateway writes each message at once and a busy one in bulk.

export interface IncomingWork {
  device: { id: string; accountId: string };
  message: IncomingMessage;
}

interface Waiting extends IncomingWork {
  key: string;
  done: (error?: unknown) => void;
}

export interface IncomingWriterOptions {
  /** Writes one batch (its messages from distinct contacts of their accounts). */
  write(batch: IncomingWork[]): Promise<void>;
  /** Batches written at once (each takes a database connection). */
  maxInFlight?: number;
  maxBatch?: number;
}

/** One contact of one account: their messages are written in order, never two in one batch. */
const contactKey = ({ device, message }: IncomingWork) =>
  `${device.accountId} ${message.peer.phoneNumber ?? message.peer.lid ?? message.waMessageId}`;

export class IncomingWriter {
  readonly #write: IncomingWriterOptions['write'];
  readonly #maxInFlight: number;
  readonly #maxBatch: number;
  #waiting: Waiting[] = [];
  #inFlight = 0;
  /** Contacts whose message is being written: the next waits, so it sees the one before as stored. */
  readonly #busy = new Set<string>();
  #idle: (() => void)[] = [];

  constructor(options: IncomingWriterOptions) {
    this.#write = options.write;
    this.#maxInFlight = options.maxInFlight ?? 4;
    this.#maxBatch = options.maxBatch ?? 100;
  }

  /** Resolves once the message is written (or rejects with why it could not be). */
  receive(work: IncomingWork): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({
        ...work,
        key: contactKey(work),
        done: (error) => (error === undefined ? resolve() : reject(error)),
      });
      this.#pump();
    });
  }

  /** Resolves once every message received so far is written (a gateway stopping waits for it). */
  idle(): Promise<void> {
    if (this.#waiting.length === 0 && this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #pump() {
    while (this.#inFlight < this.#maxInFlight) {
      const batch = this.#takeBatch();
      if (batch.length === 0) return;
      this.#inFlight += 1;
      void this.#run(batch);
    }
  }

  /** The oldest waiting messages of free contacts, one each; the others keep their place. */
  #takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const taken = new Set<string>();
    const rest: Waiting[] = [];
    for (const item of this.#waiting) {
      if (batch.length < this.#maxBatch && !this.#busy.has(item.key) && !taken.has(item.key)) {
        batch.push(item);
        taken.add(item.key);
      } else {
        rest.push(item);
      }
    }
    this.#waiting = rest;
    for (const key of taken) this.#busy.add(key);
    return batch;
  }

  async #run(batch: Waiting[]) {
    try {
      await this.#write(batch.map(({ device, message }) => ({ device, message })));
      for (const item of batch) item.done();
    } catch (error) {
      for (const item of batch) item.done(error);
    } finally {
      for (const item of batch) this.#busy.delete(item.key);
      this.#inFlight -= 1;
      this.#pump();
      if (this.#waiting.length === 0 && this.#inFlight === 0)
        for (const resolve of this.#idle.splice(0)) resolve();
    }
  }
}
