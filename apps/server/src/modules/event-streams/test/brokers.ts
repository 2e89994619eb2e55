import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import amqp from 'amqplib';

// The RabbitMQ and NATS servers that run on the test machine, and what the tests read from them.

export const AMQP_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const NATS_SERVER = '/usr/sbin/nats-server';

/** Whether something listens at the URL's host and port. */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface Received {
  id: string;
  event: string;
  /** The routing key (RabbitMQ) or subject (NATS) it came on. */
  key: string;
  text: string | null;
}

const parse = (key: string, body: string): Received => {
  const json = JSON.parse(body) as { id: string; event: string; data: { text?: string | null } };
  return { id: json.id, event: json.event, key, text: json.data.text ?? null };
};

/** A queue of the test's own on the exchange, bound to one account's events. */
export async function amqpListener(exchange: string, accountId: string) {
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { durable: true, autoDelete: false });
  await channel.bindQueue(queue, exchange, `account.${accountId}.#`);
  await connection.close();
  return {
    /** Everything the queue holds now, in order (it survives a broker restart). */
    async drain(): Promise<Received[]> {
      const reader = await amqp.connect(AMQP_URL);
      try {
        const ch = await reader.createChannel();
        const received: Received[] = [];
        for (;;) {
          const message = await ch.get(queue, { noAck: true });
          if (!message) break;
          received.push(parse(message.fields.routingKey, message.content.toString()));
        }
        return received;
      } finally {
        await reader.close();
      }
    },
    async remove() {
      const cleaner = await amqp.connect(AMQP_URL);
      const ch = await cleaner.createChannel();
      await ch.deleteQueue(queue);
      await ch.deleteExchange(exchange).catch(() => {});
      await cleaner.close();
    },
  };
}

/** One account's events in a JetStream stream, in stream order. */
export async function natsEvents(url: string, stream: string, prefix: string, accountId: string) {
  const connection = await connect({ servers: url });
  try {
    // The whole stream (the run's own), one account's kept: the machine's server predates 2.10's
    // subject filters on ordered consumers.
    const consumer = await jetstream(connection).consumers.get(stream);
    const received: Received[] = [];
    const batch = await consumer.fetch({ max_messages: 1_000, expires: 1_000 });
    for await (const message of batch)
      if (message.subject.startsWith(`${prefix}.${accountId}.`))
        received.push(parse(message.subject, message.string()));
    return received;
  } finally {
    await connection.close();
  }
}

export async function deleteNatsStream(url: string, stream: string) {
  const connection = await connect({ servers: url });
  try {
    await (await jetstreamManager(connection)).streams.delete(stream).catch(() => false);
  } finally {
    await connection.close();
  }
}

/** Stops or starts the machine's RabbitMQ (`rabbitmqctl`, as root); false when that is not possible here. */
export function rabbitmq(action: 'stop_app' | 'start_app'): boolean {
  try {
    execFileSync('rabbitmqctl', [action], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

export const canRunNatsServer = () => existsSync(NATS_SERVER);

/** A NATS server of the test's own with JetStream, whose store survives `restart`. */
export function ownNatsServer(port: number) {
  const store = mkdtempSync(join(tmpdir(), 'siar-nats-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], {
      stdio: 'ignore',
    });
    const url = `nats://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && !(await reachable(url)); i++) await new Promise((r) => setTimeout(r, 100));
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  return { url: `nats://127.0.0.1:${port}`, start, kill };
}
