import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AmqpSink } from './amqp-sink.ts';
import { EventStreamPublisher } from './event-stream-publisher.ts';
import { NatsSink } from './nats-sink.ts';
import type { StreamSink } from './stream-sink.ts';

// Event streams beside webhooks: the same events, for every account, to RabbitMQ and/or NATS
// JetStream when their settings are there. Written only then (no cost otherwise), in the
// transaction of the change, by every process; published by one of them.

let writing = false;

/** Whether this process writes events for the brokers (set at start from the settings). */
export const eventStreamsOn = (): boolean => writing;

/** The configured brokers' publisher, started; null (and nothing written) when none is configured. */
export function startEventStreams(
  config: Pick<
    Config,
    | 'EVENTS_AMQP_URL'
    | 'EVENTS_AMQP_EXCHANGE'
    | 'EVENTS_NATS_URL'
    | 'EVENTS_NATS_STREAM'
    | 'EVENTS_NATS_SUBJECT_PREFIX'
  >,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): EventStreamPublisher | null {
  const sinks: StreamSink[] = [];
  if (config.EVENTS_AMQP_URL) sinks.push(new AmqpSink(config.EVENTS_AMQP_URL, config.EVENTS_AMQP_EXCHANGE));
  if (config.EVENTS_NATS_URL)
    sinks.push(
      new NatsSink(config.EVENTS_NATS_URL, config.EVENTS_NATS_STREAM, config.EVENTS_NATS_SUBJECT_PREFIX),
    );
  writing = sinks.length > 0;
  if (!writing) return null;
  const publisher = new EventStreamPublisher({ database, sinks, log });
  publisher.start();
  log.info({ brokers: sinks.map((sink) => sink.name) }, 'event streams on');
  return publisher;
}
