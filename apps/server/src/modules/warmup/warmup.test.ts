import { WARMUP_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusMoves, waDevices } from '../../db/schema/index.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const settings = {
  interval_starts_at: 40,
  interval_ends_at: 60,
  break_after_total_msgs: 60,
  min_break_duration: 1800,
  max_break_duration: 3600,
  stop_condition: 2,
  stop_at: null,
  stop_after_total_msgs: null,
};

async function customerWithDevices(connected: number) {
  const customer = await createCustomer(ctx.database.db);
  const ids: string[] = [];
  for (let i = 0; i < connected; i++) {
    const [row] = await ctx.database.db
      .insert(waDevices)
      .values({
        accountId: customer.accountId,
        name: `Phone ${i + 1}`,
        engine: 'sandbox',
        state: 'connected',
        phoneNumber: `+628990${String(Date.now()).slice(-6)}${i}`,
      })
      .returning();
    ids.push(row!.id);
  }
  return { customer, api: await apiAs(ctx.app, customer), ids };
}

describe('warmup API', () => {
  it('starts from the recommended settings, saves them, and defaults the message count to 100', async () => {
    const { api } = await customerWithDevices(0);
    const fresh = (await api.get(WARMUP_PATHS.warmup)).json();
    expect(fresh.settings).toMatchObject({
      interval_starts_at: 40,
      break_after_total_msgs: 60,
      min_break_duration: 1800,
      status: 1,
    });
    const saved = await api.post(WARMUP_PATHS.warmup, {
      ...settings,
      interval_starts_at: 10,
      interval_ends_at: 20,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      detail: 'Settings saved successfully',
      settings: { interval_starts_at: 10, interval_ends_at: 20, stop_after_total_msgs: 100, stop_at: null },
    });
  });

  it("answers the spec's field messages", async () => {
    const { api } = await customerWithDevices(0);
    const tooBig = await api.post(WARMUP_PATHS.warmup, {
      ...settings,
      interval_starts_at: 61,
      break_after_total_msgs: 501,
    });
    expect(tooBig.json()).toMatchObject({
      field_codes: {
        interval_starts_at: [{ code: 'too_large' }],
        break_after_total_msgs: [{ code: 'too_large' }],
      },
    });
    const noDate = await api.post(WARMUP_PATHS.warmup, { ...settings, stop_condition: 1, stop_at: null });
    expect(noDate.json()).toMatchObject({ stop_at: ['Please select the date and time'] });
    const noCount = await api.post(WARMUP_PATHS.warmup, { ...settings, stop_after_total_msgs: 0 });
    expect(noCount.json()).toMatchObject({
      stop_after_total_msgs: ['Please enter the number of messages to stop after'],
    });
    const past = await api.post(WARMUP_PATHS.warmup, {
      ...settings,
      stop_condition: 1,
      stop_at: '2020-01-01T00:00:00Z',
    });
    expect(past.json()).toMatchObject({ field_codes: { stop_at: [{ code: 'warmup_stop_at_past' }] } });
    const order = await api.post(WARMUP_PATHS.warmup, {
      ...settings,
      interval_starts_at: 30,
      interval_ends_at: 10,
    });
    expect(order.json()).toMatchObject({
      field_codes: { interval_ends_at: [{ code: 'warmup_interval_order' }] },
    });
  });

  it('starts only between two connected devices of the account, and locks the settings while running', async () => {
    const { api, ids, customer } = await customerWithDevices(2);
    const { ids: strangers } = await customerWithDevices(1);
    expect((await api.post(WARMUP_PATHS.start, { device_ids: ids })).json()).toMatchObject({
      code: 'warmup_not_saved',
    });
    await api.post(WARMUP_PATHS.warmup, settings);
    expect((await api.post(WARMUP_PATHS.start, { device_ids: [ids[0]] })).json()).toMatchObject({
      field_codes: { device_ids: [{ code: 'warmup_two_devices' }] },
    });
    expect((await api.post(WARMUP_PATHS.start, { device_ids: [ids[0], strangers[0]] })).statusCode).toBe(404);
    await ctx.database.db.update(waDevices).set({ paused: true }).where(eq(waDevices.id, ids[1]!));
    expect((await api.post(WARMUP_PATHS.start, { device_ids: ids })).json()).toMatchObject({
      field_codes: { device_ids: [{ code: 'warmup_device_not_ready', params: { name: 'Phone 2' } }] },
    });
    await ctx.database.db.update(waDevices).set({ paused: false }).where(eq(waDevices.id, ids[1]!));

    const started = await api.post(WARMUP_PATHS.start, { device_ids: ids });
    expect(started.statusCode).toBe(200);
    expect(started.json().settings.status).toBe(2);
    expect(started.json().devices.filter((d: { in_use: boolean }) => d.in_use)).toHaveLength(2);

    const locked = await api.post(WARMUP_PATHS.warmup, settings);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      detail: 'Can not be updated while Warmup process is already running',
    });

    expect((await api.post(WARMUP_PATHS.stop)).json().settings.status).toBe(4);
    expect((await api.post(WARMUP_PATHS.stop)).json()).toMatchObject({ code: 'warmup_not_running' });
    expect((await api.post(WARMUP_PATHS.warmup, settings)).statusCode).toBe(200);
    // The start and the stop are recorded as the customer's moves.
    const moves = await ctx.database.db
      .select()
      .from(statusMoves)
      .where(eq(statusMoves.rowId, customer.accountId));
    expect(moves.map((move) => [move.fromStatus, move.toStatus, move.byKind, move.byUserId])).toEqual([
      ['1', '2', 'user', customer.userId],
      ['2', '4', 'user', customer.userId],
    ]);
  });
});
