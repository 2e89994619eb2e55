import { type JetStreamClient, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { StreamEvent } from './event-stream-outbox.repo.ts';
import type { StreamSink } from './stream-sink.ts';

// NATS JetStream: a stream (made if missing) holding the subjects `<prefix>.>` (`siar.>`), each
// event published on `<prefix>.<account>.<event>` with its id as the message id, so JetStream itself drops a second
// copy within its duplicate window; a batch counts once the server acknowledged all of it.

export class NatsSink implements StreamSink {
  readonly name = 'nats';
  #connection: NatsConnection | null = null;
  #client: JetStreamClient | null = null;

  constructor(
    private readonly url: string,
    private readonly stream: string,
    private readonly prefix: string,
  ) {}

  async #open(): Promise<JetStreamClient> {
    if (this.#client && this.#connection && !this.#connection.isClosed()) return this.#client;
    await this.close();
    // No reconnecting in the background: a batch that fails closes it, the next connects again.
    const connection = await connect({ servers: this.url, reconnect: false, timeout: 5_000 });
    try {
      const manager = await jetstreamManager(connection);
      await manager.streams.info(this.stream).catch(async () => {
        await manager.streams.add({ name: this.stream, subjects: [`${this.prefix}.>`] });
      });
      this.#connection = connection;
      this.#client = jetstream(connection);
      return this.#client;
    } catch (error) {
      await connection.close().catch(() => {});
      throw error;
    }
  }

  async publish(events: StreamEvent[]): Promise<void> {
    const client = await this.#open();
    try {
      // Sent in order on the one connection, acknowledged together.
      await Promise.all(
        events.map((event) =>
          client.publish(`${this.prefix}.${event.accountId}.${event.event}`, event.body, {
            msgID: event.eventId,
            timeout: 10_000,
          }),
        ),
      );
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const connection = this.#connection;
    this.#connection = null;
    this.#client = null;
    await connection?.close().catch(() => {});
  }
}
