import { localClock, localDate, PLANNER_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { campaigns, recurringBroadcasts, recurringOccurrences, waOutbox } from '../../db/schema/index.ts';
import { plannerAccount, seriesPath } from '../../test/planner-data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { LiveEvents } from '../live/live-events.ts';
import { runScheduler } from './scheduler.ts';

// The scheduler against a real database: a due occurrence starts once, however many schedulers
// race for it; after downtime it runs if still inside its window, else it is marked missed.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ZONE = 'Asia/Jakarta';
const MINUTE = 60_000;

/** A daily series whose run today was `ago` ms before now, on a server that was down for a day. */
async function dueSeries(ago: number, extra: object = {}) {
  const setup = await plannerAccount(ctx.app, ctx.database.db);
  const due = new Date(Date.now() - ago);
  const body = {
    ...setup.body,
    repeat: 'daily',
    days: [],
    time_of_day: localClock(due, ZONE),
    start_date: localDate(new Date(due.getTime() - 86_400_000), ZONE),
    ...extra,
  };
  const series = (await setup.api.post(PLANNER_PATHS.series, body)).json();
  await ctx.database.db
    .update(recurringBroadcasts)
    .set({ handledUntil: new Date(Date.now() - 23 * 60 * MINUTE) })
    .where(eq(recurringBroadcasts.id, series.id));
  return { ...setup, series };
}

const deps = () => ({ db: ctx.database.db, live: ctx.app.live });

async function rowsOf(seriesId: string) {
  return ctx.database.db
    .select()
    .from(recurringOccurrences)
    .where(eq(recurringOccurrences.seriesId, seriesId));
}

describe('the planner’s scheduler', () => {
  it('starts a due occurrence once, even with two schedulers at the same moment and a third after', async () => {
    const { api, series } = await dueSeries(5 * MINUTE);
    await Promise.all([runScheduler(deps()), runScheduler(deps())]);
    await runScheduler(deps());
    const rows = await rowsOf(series.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'started' });
    const [campaign] = await ctx.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, rows[0]!.campaignId!));
    expect(campaign).toMatchObject({ status: 'running', totalRecipients: 3, minDelaySeconds: 0 });
    expect(campaign!.name).toMatch(/^Monday promo · \d{4}-\d{2}-\d{2}$/);
    expect(
      await ctx.database.db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaign!.id)),
    ).toHaveLength(3);
    const shown = (await api.get(seriesPath('oneSeries', series.id))).json();
    expect(shown.runs).toEqual([
      expect.objectContaining({ state: 'started', campaign: expect.objectContaining({ status: 'running' }) }),
    ]);
  });

  it('after downtime runs an occurrence still inside its grace period, and marks an older one missed', async () => {
    const inside = await dueSeries(90 * MINUTE);
    const outside = await dueSeries(3 * 60 * MINUTE);
    const result = await runScheduler(deps());
    expect(result.started).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(inside.series.id)).map((r) => r.state)).toEqual(['started']);
    const missed = await rowsOf(outside.series.id);
    expect(missed.map((r) => r.state)).toEqual(['missed']);
    expect(missed[0]!.campaignId).toBeNull();
    const shown = (await outside.api.get(seriesPath('oneSeries', outside.series.id))).json();
    expect(shown.runs[0]).toMatchObject({ state: 'missed', campaign: null });
    // The calendar shows it where it was due.
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const feed = (
      await outside.api.get(`${PLANNER_PATHS.calendar}?from=${from}&to=${new Date().toISOString()}`)
    ).json();
    expect(feed.events.map((e: { state: string }) => e.state)).toEqual(['missed']);
  });

  it('leaves a skipped occurrence alone and runs a moved one at its new time', async () => {
    const skipped = await dueSeries(5 * MINUTE);
    const occursAt = skipped.series.next_runs[0];
    // The next run is tomorrow's: skip it, then act as if tomorrow came.
    await skipped.api.post(seriesPath('skip', skipped.series.id), { occurs_at: occursAt });
    const later = new Date(Date.parse(occursAt) + MINUTE);
    await runScheduler(deps(), later);
    const rows = await rowsOf(skipped.series.id);
    expect(rows.find((r) => r.occursAt.toISOString() === occursAt)?.state).toBe('skipped');

    const moved = await dueSeries(5 * MINUTE);
    const next = moved.series.next_runs[0];
    const runAt = new Date(Date.parse(next) + 30 * MINUTE);
    await moved.api.post(seriesPath('move', moved.series.id), {
      occurs_at: next,
      run_at: runAt.toISOString(),
    });
    await runScheduler(deps(), new Date(Date.parse(next) + MINUTE));
    expect((await rowsOf(moved.series.id)).find((r) => r.occursAt.toISOString() === next)?.state).toBe(
      'moved',
    );
    await runScheduler(deps(), new Date(runAt.getTime() + MINUTE));
    const row = (await rowsOf(moved.series.id)).find((r) => r.occursAt.toISOString() === next);
    expect(row).toMatchObject({ state: 'started', runAt });
    expect(row?.campaignId).toBeTruthy();
  });
});

// Two schedulers as two processes would be: each with its own connections to one PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('two schedulers on their own connections (PostgreSQL)', () => {
  let second: DatabaseHandle;
  let secondLive: LiveEvents;
  beforeAll(async () => {
    second = await openDatabase({ url: process.env.DATABASE_URL, schemaName: ctx.database.schemaName });
    secondLive = new LiveEvents(second);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('start a due occurrence exactly once', async () => {
    const { series } = await dueSeries(5 * MINUTE);
    const results = await Promise.all([
      runScheduler(deps()),
      runScheduler({ db: second.db, live: secondLive }),
      runScheduler(deps()),
      runScheduler({ db: second.db, live: secondLive }),
    ]);
    expect(results.reduce((sum, r) => sum + r.started, 0)).toBe(1);
    const rows = await rowsOf(series.id);
    expect(rows.map((r) => r.state)).toEqual(['started']);
    const made = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, rows[0]!.campaignId!));
    expect(made).toHaveLength(1);
  });
});
