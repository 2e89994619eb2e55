import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { waOutbox, warmupDevices, warmups } from '../../db/schema/index.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { createCustomer } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { WarmupRunner } from './warmup-runner.ts';

// The warmup's pacing rules, through the runner's rounds (no gateway: a round only queues the
// message in the speaking device's outbox): a break after every `break_after_total_msgs`
// messages, and the time-based stop condition finishing the run at its stop time.

let handle: DatabaseHandle;
let db: Database;
let runner: WarmupRunner;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const live = { publish: async () => {} } as unknown as LiveEvents;
  // random() = 0: every wait is its range's low end.
  runner = new WarmupRunner({ db, live, log: pino({ level: 'silent' }), random: () => 0 });
});
afterAll(() => handle.close());

const SECOND = 1000;

async function runningWarmup(values: Partial<typeof warmups.$inferInsert>) {
  const { accountId } = await createCustomer(db);
  const devices = [await deviceRow(db, accountId), await deviceRow(db, accountId)];
  await db.insert(warmupDevices).values(devices.map((deviceId) => ({ accountId, deviceId })));
  await db.insert(warmups).values({
    accountId,
    intervalStartsAt: 40,
    intervalEndsAt: 60,
    breakAfterTotalMsgs: 0,
    minBreakDuration: 1800,
    maxBreakDuration: 3600,
    stopCondition: 2,
    stopAfterTotalMsgs: 100,
    status: 2,
    startedAt: new Date(),
    nextMessageAt: new Date(),
    ...values,
  });
  const run = async () => (await db.select().from(warmups).where(eq(warmups.accountId, accountId)))[0]!;
  const sent = async () => (await db.select().from(waOutbox).where(eq(waOutbox.accountId, accountId))).length;
  /** One round of the runner once the next message is due (the test moves the due time to now). */
  const nextRound = async () => {
    await db.update(warmups).set({ nextMessageAt: new Date() }).where(eq(warmups.accountId, accountId));
    await runner.runDue();
    return run();
  };
  return { accountId, run, sent, nextRound };
}

/** Seconds from now until the warmup's next message. */
const waitSeconds = (next: Date | null) => ((next?.getTime() ?? 0) - Date.now()) / SECOND;

describe('warmup breaks', () => {
  it('takes a break after every `break_after_total_msgs` messages, then talks at its interval again', async () => {
    const warmup = await runningWarmup({ breakAfterTotalMsgs: 3 });
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) waits.push(waitSeconds((await warmup.nextRound()).nextMessageAt));
    // The interval's low end (40 s) between messages, the break's (30 min) after the 3rd and 6th.
    const kind = waits.map((w) =>
      w > 1700 && w <= 1800 ? 'break' : w > 30 && w <= 40 ? 'interval' : `${w}s`,
    );
    expect(kind).toEqual(['interval', 'interval', 'break', 'interval', 'interval', 'break', 'interval']);
    expect(await warmup.sent()).toBe(7);
    expect((await warmup.run()).messagesSinceBreak).toBe(1);
  });

  it('sends nothing while the break lasts', async () => {
    const warmup = await runningWarmup({ breakAfterTotalMsgs: 1 });
    await warmup.nextRound();
    expect(await warmup.sent()).toBe(1);
    await runner.runDue();
    await runner.runDue();
    expect(await warmup.sent()).toBe(1);
    expect(waitSeconds((await warmup.run()).nextMessageAt)).toBeGreaterThan(1700);
  });

  it('takes no break when `break_after_total_msgs` is 0', async () => {
    const warmup = await runningWarmup({ breakAfterTotalMsgs: 0 });
    for (let i = 0; i < 4; i++)
      expect(waitSeconds((await warmup.nextRound()).nextMessageAt)).toBeLessThanOrEqual(40);
  });
});

describe('time-based stop condition', () => {
  it('finishes the warmup once its stop time has come, sending nothing after it', async () => {
    const stopAt = new Date(Date.now() + 3 * SECOND);
    const warmup = await runningWarmup({
      stopCondition: 1,
      stopAt,
      stopAfterTotalMsgs: null,
      intervalStartsAt: 0,
      intervalEndsAt: 0,
    });
    expect((await warmup.nextRound()).status).toBe(2);
    expect(await warmup.sent()).toBe(1);
    // The runner's rounds as its timer makes them, until the run ends.
    await vi.waitFor(
      async () => {
        await runner.runDue();
        expect((await warmup.run()).status).toBe(3);
      },
      { timeout: 20_000, interval: 200 },
    );
    const run = await warmup.run();
    expect(run.endedAt!.getTime()).toBeGreaterThanOrEqual(stopAt.getTime());
    expect(run.nextMessageAt).toBeNull();
    const rows = await db.select().from(waOutbox).where(eq(waOutbox.accountId, warmup.accountId));
    expect(rows.every((row) => row.createdAt.getTime() < stopAt.getTime())).toBe(true);
    // Finished: later rounds leave it alone.
    const count = rows.length;
    await runner.runDue();
    expect(await warmup.sent()).toBe(count);
  });

  it('finishes at its stop time even when a break would last past it', async () => {
    const stopAt = new Date(Date.now() + 3 * SECOND);
    const warmup = await runningWarmup({
      stopCondition: 1,
      stopAt,
      stopAfterTotalMsgs: null,
      breakAfterTotalMsgs: 1,
    });
    expect((await warmup.nextRound()).status).toBe(2);
    await vi.waitFor(
      async () => {
        await runner.runDue();
        expect((await warmup.run()).status).toBe(3);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(await warmup.sent()).toBe(1);
  });
});
