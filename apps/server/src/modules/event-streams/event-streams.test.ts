import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deviceRow } from '../../test/campaign-data.ts';
import { createCustomer } from '../../test/factories.ts';
import { freePort } from '../../test/processes.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { CoalescedAnnouncer } from '../../whatsapp/gateway/coalesced-announcer.ts';
import { receiveMessages } from '../../whatsapp/gateway/device-events.ts';
import { textMessage } from '../chats/test/chat-data.ts';
import { streamBacklog } from './index.ts';
import {
  AMQP_URL,
  amqpListener,
  canRunNatsServer,
  deleteNatsStream,
  NATS_URL,
  natsEvents,
  ownNatsServer,
  type Received,
  rabbitmq,
  reachable,
} from './test/brokers.ts';

// Siar's events on the RabbitMQ and NATS servers of the test machine: each account's events in
// the order they happened, each with a stable id (the same on both brokers), and none lost while
// a broker restarts: they wait in the outbox, then go.

const run = randomBytes(4).toString('hex');
const exchange = `siar.test.${run}`;
const stream = `SIAR_TEST_${run}`;
const prefix = `siartest${run}`;
const brokersHere = (await reachable(AMQP_URL)) && (await reachable(NATS_URL));

const announcer = { announce() {} } as unknown as CoalescedAnnouncer;

/** `count` messages from contacts to the account's device, in order; answers their texts. */
async function messagesTo(
  ctx: TestContext,
  device: { id: string; accountId: string },
  tag: string,
  count: number,
) {
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const text = `${tag} ${i}`;
    texts.push(text);
    await receiveMessages(ctx.database.db, announcer, [
      {
        device,
        message: textMessage(`+6289912${String(i % 7).padStart(5, '0')}`, text, {
          waMessageId: `${tag}-${i}-${run}`,
          pushName: 'Rina',
        }),
      },
    ]);
  }
  return texts;
}

/** The events as first heard (a second copy after a retry is dropped by its id, as a consumer does). */
const firstCopies = (received: Received[]) => {
  const seen = new Set<string>();
  return received.filter((event) => !seen.has(event.id) && seen.add(event.id));
};

async function account(ctx: TestContext) {
  const customer = await createCustomer(ctx.database.db);
  return { id: await deviceRow(ctx.database.db, customer.accountId), accountId: customer.accountId };
}

describe.skipIf(!brokersHere)('event streams on RabbitMQ and NATS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        EVENTS_AMQP_URL: AMQP_URL,
        EVENTS_AMQP_EXCHANGE: exchange,
        EVENTS_NATS_URL: NATS_URL,
        EVENTS_NATS_STREAM: stream,
        EVENTS_NATS_SUBJECT_PREFIX: prefix,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await deleteNatsStream(NATS_URL, stream);
  });

  it("publishes each account's events in order, with the same ids on both brokers", async () => {
    const first = await account(ctx);
    const second = await account(ctx);
    const queues = [
      await amqpListener(exchange, first.accountId),
      await amqpListener(exchange, second.accountId),
    ];
    const heard: Received[][] = [[], []];
    try {
      const texts = [[] as string[], [] as string[]];
      for (const round of [0, 1, 2]) {
        texts[0]!.push(...(await messagesTo(ctx, first, `a${round}`, 4)));
        texts[1]!.push(...(await messagesTo(ctx, second, `b${round}`, 3)));
      }
      await vi.waitFor(
        async () => {
          for (const i of [0, 1]) heard[i]!.push(...(await queues[i]!.drain()));
          expect(heard.map((events) => firstCopies(events).length)).toEqual([12, 9]);
        },
        { timeout: 20_000, interval: 200 },
      );
      for (const [i, owner] of [first, second].entries()) {
        const events = firstCopies(heard[i]!);
        expect(events.map((event) => event.text)).toEqual(texts[i]);
        expect(new Set(events.map((event) => event.key))).toEqual(
          new Set([`account.${owner.accountId}.message.received`]),
        );
        const onNats = firstCopies(await natsEvents(NATS_URL, stream, prefix, owner.accountId));
        expect(onNats.map((event) => [event.id, event.text])).toEqual(
          events.map((event) => [event.id, event.text]),
        );
        expect(onNats[0]?.key).toBe(`${prefix}.${owner.accountId}.message.received`);
      }
      expect((await streamBacklog(ctx.database.db)).waiting).toBe(0);
    } finally {
      for (const queue of queues) await queue.remove();
    }
  }, 60_000);

  it('keeps the events while RabbitMQ restarts, then publishes every one in order', async (test) => {
    const owner = await account(ctx);
    const queue = await amqpListener(exchange, owner.accountId);
    const heard: Received[] = [];
    try {
      const before = await messagesTo(ctx, owner, 'before', 5);
      await vi.waitFor(
        async () => {
          heard.push(...(await queue.drain()));
          expect(firstCopies(heard)).toHaveLength(5);
        },
        { timeout: 20_000, interval: 200 },
      );
      if (!rabbitmq('stop_app')) test.skip();
      let during: string[] = [];
      try {
        during = await messagesTo(ctx, owner, 'during', 6);
        // Nothing can go while the broker is away: the events wait in the outbox.
        expect((await streamBacklog(ctx.database.db)).waiting).toBeGreaterThanOrEqual(6);
      } finally {
        expect(rabbitmq('start_app')).toBe(true);
      }
      const after = await messagesTo(ctx, owner, 'after', 3);
      await vi.waitFor(
        async () => {
          heard.push(...(await queue.drain()));
          expect(firstCopies(heard).map((event) => event.text)).toEqual([...before, ...during, ...after]);
        },
        { timeout: 60_000, interval: 500 },
      );
      await vi.waitFor(async () => expect((await streamBacklog(ctx.database.db)).waiting).toBe(0), {
        timeout: 20_000,
      });
    } finally {
      await queue.remove();
    }
  }, 120_000);
});

describe.skipIf(!(brokersHere && canRunNatsServer()))('event streams while a NATS server restarts', () => {
  let ctx: TestContext;
  let nats: ReturnType<typeof ownNatsServer>;
  beforeAll(async () => {
    nats = ownNatsServer(await freePort());
    await nats.start();
    ctx = await createTestApp({
      env: { EVENTS_NATS_URL: nats.url, EVENTS_NATS_STREAM: stream, EVENTS_NATS_SUBJECT_PREFIX: prefix },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await nats.kill();
  });

  it('keeps the events while the server is down, then publishes every one once, in order', async () => {
    const owner = await account(ctx);
    const before = await messagesTo(ctx, owner, 'n-before', 4);
    await vi.waitFor(
      async () =>
        expect(firstCopies(await natsEvents(nats.url, stream, prefix, owner.accountId))).toHaveLength(4),
      { timeout: 20_000, interval: 200 },
    );
    await nats.kill();
    const during = await messagesTo(ctx, owner, 'n-during', 5);
    expect((await streamBacklog(ctx.database.db)).waiting).toBeGreaterThanOrEqual(5);
    await nats.start();
    await vi.waitFor(
      async () => {
        const events = await natsEvents(nats.url, stream, prefix, owner.accountId);
        // JetStream drops a second copy by its id: each event is in the stream once.
        expect(events.map((event) => event.text)).toEqual([...before, ...during]);
      },
      { timeout: 60_000, interval: 500 },
    );
  }, 120_000);
});
