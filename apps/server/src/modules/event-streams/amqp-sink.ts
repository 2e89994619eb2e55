import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { StreamEvent } from './event-stream-outbox.repo.ts';
import type { StreamSink } from './stream-sink.ts';

// RabbitMQ: a durable topic exchange, routing key `account.<id>.<event>`, persistent messages
// whose `messageId` is the event's id, and publisher confirms: a batch counts as delivered only
// once the broker confirmed all of it. A lost connection is made again on the next batch.

export class AmqpSink implements StreamSink {
  readonly name = 'amqp';
  #connection: ChannelModel | null = null;
  #channel: ConfirmChannel | null = null;

  constructor(
    private readonly url: string,
    private readonly exchange: string,
  ) {}

  async #open(): Promise<ConfirmChannel> {
    if (this.#channel) return this.#channel;
    const connection = await amqp.connect(this.url);
    const forget = () => {
      if (this.#connection === connection) {
        this.#connection = null;
        this.#channel = null;
      }
    };
    // An error closes the connection too; the next batch connects again.
    connection.on('error', forget);
    connection.on('close', forget);
    try {
      const channel = await connection.createConfirmChannel();
      channel.on('error', forget);
      channel.on('close', forget);
      await channel.assertExchange(this.exchange, 'topic', { durable: true });
      this.#connection = connection;
      this.#channel = channel;
      return channel;
    } catch (error) {
      await connection.close().catch(() => {});
      throw error;
    }
  }

  async publish(events: StreamEvent[]): Promise<void> {
    const channel = await this.#open();
    try {
      for (const event of events) {
        channel.publish(this.exchange, `account.${event.accountId}.${event.event}`, Buffer.from(event.body), {
          persistent: true,
          messageId: event.eventId,
          type: event.event,
          contentType: 'application/json',
        });
      }
      await channel.waitForConfirms();
    } catch (error) {
      // Whatever was not confirmed goes again with the batch: the connection starts afresh.
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const connection = this.#connection;
    this.#connection = null;
    this.#channel = null;
    await connection?.close().catch(() => {});
  }
}
