import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bossSchemaFor } from '../../jobs/boss.ts';
import { apiAs, createCustomer, queryRows } from '../../test/factories.ts';
import { runTwiceAndConcurrently } from '../../test/jobs.ts';
import { createTestApp, restartWithJobs, type TestContext } from '../../test/test-app.ts';
import { billingSweepJob, paymentExpiryJob } from './billing-jobs.ts';

const S = '/api/v1/account/subscription';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('billing timers', () => {
  it('on start, expire payments and end subscriptions that came due while no server ran', async () => {
    const db = ctx.database.db;
    const payer = await createCustomer(db);
    const api = await apiAs(ctx.app, payer);
    const payment = (
      await api.post(`${S}/create-payment/`, {
        plan_id: 'starter',
        billing_cycle: 'monthly',
        payment_method: 'qris',
      })
    ).json();
    await db.execute(
      sql`update payments set expires_at = now() - interval '2 hours' where id = ${payment.payment_id}`,
    );
    const cancelled = await createCustomer(db);
    await db.execute(sql`update subscriptions set cancel_at_period_end = true, current_period_end = now() - interval '1 hour'
      where account_id = ${cancelled.accountId}`);

    const restarted = await restartWithJobs(ctx.database);
    onTestFinished(() => restarted.close());

    expect(await queryRows(db, sql`select status from payments where id = ${payment.payment_id}`)).toEqual([
      { status: 5 },
    ]);
    const subscription = sql`select status from subscriptions where account_id = ${cancelled.accountId}`;
    expect(await queryRows(db, subscription)).toEqual([{ status: 4 }]);
    const status = await (await apiAs(restarted, payer)).get(
      `${S}/payment-status/?payment_id=${payment.payment_id}`,
    );
    expect(status.json()).toMatchObject({ status: 5, status_display: 'Expired' });
  });

  it('schedule each payment’s expiry when it is created, and expire it when the time comes', async () => {
    // A process of its own with the timers on: the test needs nothing an earlier one left.
    const app = await restartWithJobs(ctx.database);
    onTestFinished(() => app.close());
    const api = await apiAs(app, await createCustomer(ctx.database.db));
    const payment = (
      await api.post(`${S}/create-payment/`, {
        plan_id: 'starter',
        billing_cycle: 'monthly',
        payment_method: 'bank_transfer',
      })
    ).json();
    const jobs = sql.raw(`"${bossSchemaFor(ctx.database.schemaName)}".job`);
    const job = await queryRows<{ start_after: string }>(
      ctx.database.db,
      sql`select start_after from ${jobs} where data->>'payment_id' = ${payment.payment_id}`,
    );
    expect(job).toHaveLength(1);
    const startAfter = new Date(job[0]!.start_after).getTime();
    expect(Math.abs(startAfter - Date.parse(payment.expires_at))).toBeLessThan(1000);

    // Bring the deadline forward instead of waiting a day.
    await ctx.database.db.execute(
      sql`update payments set expires_at = now() + interval '1 second' where id = ${payment.payment_id}`,
    );
    await ctx.database.db.execute(
      sql`update ${jobs} set start_after = now() + interval '1 second' where data->>'payment_id' = ${payment.payment_id}`,
    );
    const rowStatus = () =>
      queryRows<{ status: number }>(
        ctx.database.db,
        sql`select status from payments where id = ${payment.payment_id}`,
      ).then((rows) => rows[0]!.status);
    await expect.poll(rowStatus, { timeout: 15_000, interval: 200 }).toBe(5);
  });
});

describe('billing jobs run twice in a row, or twice at once', () => {
  it('expire an overdue payment once, and leave one awaiting confirmation alone', async () => {
    const db = ctx.database.db;
    const create = async () => {
      const api = await apiAs(ctx.app, await createCustomer(db));
      const body = { plan_id: 'starter', billing_cycle: 'monthly', payment_method: 'bank_transfer' };
      return { api, payment: (await api.post(`${S}/create-payment/`, body)).json() };
    };
    const overdue = await create();
    const paid = await create();
    await paid.api.post(`${S}/mark-paid/`, { payment_id: paid.payment.payment_id });
    await db.execute(sql`update payments set expires_at = now() - interval '1 minute'
      where id in (${overdue.payment.payment_id}, ${paid.payment.payment_id})`);

    await runTwiceAndConcurrently(paymentExpiryJob(db), { payment_id: overdue.payment.payment_id });
    await runTwiceAndConcurrently(paymentExpiryJob(db), { payment_id: paid.payment.payment_id });

    const status = async (api: typeof overdue.api, id: string) =>
      (await api.get(`${S}/payment-status/?payment_id=${id}`)).json().status;
    expect(await status(overdue.api, overdue.payment.payment_id)).toBe(5);
    expect(await status(paid.api, paid.payment.payment_id)).toBe(2);
  });

  it('the sweep ends a subscription cancelled and past its period once', async () => {
    const db = ctx.database.db;
    const cancelled = await createCustomer(db);
    await db.execute(sql`update subscriptions set cancel_at_period_end = true, current_period_end = now() - interval '1 hour'
      where account_id = ${cancelled.accountId}`);
    await runTwiceAndConcurrently(billingSweepJob(db), {});
    const rows = await queryRows(
      db,
      sql`select status from subscriptions where account_id = ${cancelled.accountId}`,
    );
    expect(rows).toEqual([{ status: 4 }]);
  });

  it('refuses a payload its schema does not accept before anything runs', () => {
    expect(() => paymentExpiryJob(ctx.database.db).payload.parse({ payment_id: 'nope' })).toThrow();
  });
});
