import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxMessages, waOutbox, warmupDevices, warmups } from '../../db/schema/index.ts';
import { createCustomer } from '../../test/factories.ts';
import { type GatewayFixture, gatewayFixture, WAIT } from '../../whatsapp/testing/gateway-fixture.ts';
import { WARMUP_CONVERSATIONS } from './conversation-corpus.ts';
import { WarmupRunner } from './warmup-runner.ts';

let fixture: GatewayFixture;
let runner: WarmupRunner;
beforeAll(async () => {
  fixture = await gatewayFixture();
  await fixture.startGateway('gw-warmup');
  runner = new WarmupRunner({ db: fixture.handle.db, live: fixture.live, log: pino({ level: 'silent' }) });
  runner.start(50);
});
afterAll(async () => {
  await runner.stop();
  await fixture.close();
});

describe('warmup runner', () => {
  it('has two sandbox devices talk to each other until the message count, then finishes', async () => {
    const { db } = fixture.handle;
    const customer = await createCustomer(db);
    const a = await fixture.pairedDevice(customer.accountId, '+447700900106');
    const b = await fixture.pairedDevice(customer.accountId, '+447700900107');
    // Its devices first: a round between the two inserts would find none and put the run off 30 s.
    await db
      .insert(warmupDevices)
      .values([a, b].map((deviceId) => ({ accountId: customer.accountId, deviceId })));
    await db.insert(warmups).values({
      accountId: customer.accountId,
      intervalStartsAt: 0,
      intervalEndsAt: 0,
      breakAfterTotalMsgs: 0,
      minBreakDuration: 0,
      maxBreakDuration: 0,
      stopCondition: 2,
      stopAfterTotalMsgs: 6,
      status: 2,
      startedAt: new Date(),
      nextMessageAt: new Date(),
    });

    await vi.waitFor(async () => {
      const [row] = await db.select().from(warmups).where(eq(warmups.accountId, customer.accountId));
      expect(row?.status).toBe(3);
    }, WAIT);
    const [run] = await db.select().from(warmups).where(eq(warmups.accountId, customer.accountId));
    expect(run?.messagesSent).toBe(6);

    // Each message went out from one device to the other, taking turns, and arrived.
    await vi.waitFor(async () => {
      const rows = await db.select().from(waOutbox).where(eq(waOutbox.accountId, customer.accountId));
      expect(rows).toHaveLength(6);
      expect(rows.every((row) => ['sent', 'delivered', 'read'].includes(row.state))).toBe(true);
    }, WAIT);
    const rows = await db.select().from(waOutbox).where(eq(waOutbox.accountId, customer.accountId));
    expect(new Set(rows.map((row) => row.deviceId))).toEqual(new Set([a, b]));
    expect(rows.every((row) => row.purpose === 'warmup' && row.typingMs >= 1200)).toBe(true);
    // In the account's language (an Indonesian account): a whole conversation, then the next one's start.
    const [first, second] = WARMUP_CONVERSATIONS.id;
    const said = [...rows]
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .map((row) => row.text);
    expect(said).toEqual([...first!, ...second!.slice(0, 2)]);
    const arrived = await db.select().from(sandboxMessages);
    expect(arrived.filter((m) => m.deliveredAt).map((m) => m.text)).toEqual(
      expect.arrayContaining([...first!]),
    );
  });

  it('tells the warmup page once the last message is sent, so the live counts end where a reload does', async () => {
    const { db } = fixture.handle;
    const customer = await createCustomer(db);
    const a = await fixture.pairedDevice(customer.accountId, '+447700900110');
    const b = await fixture.pairedDevice(customer.accountId, '+447700900111');
    // What the page would show on each `warmup` event: the messages sent so far.
    const shown: number[] = [];
    const sentNow = async () =>
      (await db.select().from(waOutbox).where(eq(waOutbox.accountId, customer.accountId))).filter((row) =>
        ['sent', 'delivered', 'read'].includes(row.state),
      ).length;
    const unsubscribe = fixture.live.subscribe(customer.accountId, (event) => {
      if (event.topic === 'warmup') void sentNow().then((count) => shown.push(count));
    });
    await db
      .insert(warmupDevices)
      .values([a, b].map((deviceId) => ({ accountId: customer.accountId, deviceId })));
    await db.insert(warmups).values({
      accountId: customer.accountId,
      intervalStartsAt: 0,
      intervalEndsAt: 0,
      breakAfterTotalMsgs: 0,
      minBreakDuration: 0,
      maxBreakDuration: 0,
      stopCondition: 2,
      stopAfterTotalMsgs: 3,
      status: 2,
      startedAt: new Date(),
      nextMessageAt: new Date(),
    });
    await vi.waitFor(async () => {
      const [row] = await db.select().from(warmups).where(eq(warmups.accountId, customer.accountId));
      expect(row?.status).toBe(3);
      expect(await sentNow()).toBe(3);
    }, WAIT);
    // The run finished when its last message was queued; that message's move to sent is told too.
    await vi.waitFor(() => expect(Math.max(0, ...shown)).toBe(3), WAIT);
    unsubscribe();
  }, 120_000);

  it('carries a running warmup on after a restart, from where its row stood, sending nothing twice', async () => {
    // This test runs its own runners: one process before the restart, another after it.
    await runner.stop();
    const { db } = fixture.handle;
    const customer = await createCustomer(db);
    const a = await fixture.pairedDevice(customer.accountId, '+447700900108');
    const b = await fixture.pairedDevice(customer.accountId, '+447700900109');
    // Its devices first: a round between the two inserts would find none and put the run off 30 s.
    await db
      .insert(warmupDevices)
      .values([a, b].map((deviceId) => ({ accountId: customer.accountId, deviceId })));
    await db.insert(warmups).values({
      accountId: customer.accountId,
      intervalStartsAt: 1,
      intervalEndsAt: 1,
      breakAfterTotalMsgs: 0,
      minBreakDuration: 0,
      maxBreakDuration: 0,
      stopCondition: 2,
      stopAfterTotalMsgs: 4,
      status: 2,
      startedAt: new Date(),
      nextMessageAt: new Date(),
    });
    const run = async () =>
      (await db.select().from(warmups).where(eq(warmups.accountId, customer.accountId)))[0]!;
    const log = pino({ level: 'silent' });

    const before = new WarmupRunner({ db, live: fixture.live, log });
    before.start(50);
    await vi.waitFor(async () => expect((await run()).messagesSent).toBeGreaterThanOrEqual(2), WAIT);
    await before.stop();
    const stopped = await run();
    expect(stopped.status).toBe(2);
    expect(stopped.messagesSent).toBeLessThan(4);

    const after = new WarmupRunner({ db, live: fixture.live, log });
    after.start(50);
    try {
      await vi.waitFor(async () => expect((await run()).status).toBe(3), WAIT);
    } finally {
      await after.stop();
    }
    expect((await run()).messagesSent).toBe(4);
    // The first conversation, each line once and in order, across the two processes.
    const rows = await db.select().from(waOutbox).where(eq(waOutbox.accountId, customer.accountId));
    const said = [...rows]
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .map((row) => row.text);
    expect(said).toEqual(WARMUP_CONVERSATIONS.id[0]!.slice(0, 4));
  });
});
