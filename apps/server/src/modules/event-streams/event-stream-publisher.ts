import type { FastifyBaseLogger } from 'fastify';
import { SessionLock } from '../../db/advisory-locks.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { deleteStreamEvents, waitingStreamEvents } from './event-stream-outbox.repo.ts';
import type { StreamSink } from './stream-sink.ts';

// Publishes the outbox's events to the brokers, oldest first, a batch at a time: a batch is
// deleted only once every broker confirmed it, and a failure tries the same batch again after a
// growing pause. One process publishes at a time (a lock), so the order per account holds;
// a batch sent twice (a broker confirmed, the other failed) is dropped by consumers by its id.

export interface PublisherOptions {
  database: DatabaseHandle;
  sinks: StreamSink[];
  log: FastifyBaseLogger;
  batchSize?: number;
  /** How often an empty outbox is looked at again. */
  idleMs?: number;
  /** The longest pause between tries while a broker is down. */
  maxRetryMs?: number;
}

const LEADER_RETRY_MS = 5_000;

export class EventStreamPublisher {
  readonly #options: Required<PublisherOptions>;
  readonly #lock: SessionLock;
  #loop: Promise<void> | null = null;
  #running = false;
  #wake: (() => void) | null = null;

  constructor(options: PublisherOptions) {
    this.#options = { batchSize: 500, idleMs: 250, maxRetryMs: 30_000, ...options };
    this.#lock = new SessionLock(options.database, 'siar:event-streams');
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#loop;
    await this.#lock.release();
    for (const sink of this.#options.sinks) await sink.close();
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
  }

  async #run(): Promise<void> {
    const { database, sinks, log, batchSize, idleMs, maxRetryMs } = this.#options;
    let failures = 0;
    while (this.#running) {
      try {
        if (!(await this.#lock.held())) {
          await this.#pause(LEADER_RETRY_MS);
          continue;
        }
        const events = await waitingStreamEvents(database.db, batchSize);
        if (events.length === 0) {
          await this.#pause(idleMs);
          continue;
        }
        for (const sink of sinks) await sink.publish(events);
        await deleteStreamEvents(
          database.db,
          events.map((event) => event.id),
        );
        if (failures > 0) log.info({ after: failures }, 'event streams: publishing again');
        failures = 0;
      } catch (error) {
        failures += 1;
        if (failures === 1 || failures % 10 === 0)
          log.warn({ err: error, failures }, 'event streams: a broker did not take the events; trying again');
        await this.#pause(Math.min(maxRetryMs, 250 * 2 ** Math.min(failures, 10)));
      }
    }
  }
}
