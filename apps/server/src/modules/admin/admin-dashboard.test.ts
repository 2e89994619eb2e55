import { APANEL_DASHBOARD_DAYS, APANEL_DASHBOARD_MONTHS, localDate } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bossSchemaFor } from '../../jobs/boss.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer, createStaff, queryRows, type TestCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { dashboardCalendar } from './admin-dashboard-calendar.ts';
import { dashboardSnapshot, SNAPSHOT_MAX_AGE_MS } from './admin-dashboard-snapshot.ts';

const URL = '/api/v1/apanel/dashboard/';
const ZONE = 'Asia/Jakarta';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const run = (query: ReturnType<typeof sql>) => queryRows(ctx.database.db, query);

async function payment(
  customer: TestCustomer,
  values: {
    status: number;
    total: number;
    code: number;
    resolved?: Date;
    created?: Date;
    subscriptionId?: string;
  },
) {
  const created = values.created ?? values.resolved ?? new Date();
  await run(sql`insert into payments (account_id, plan_id, billing_cycle, method, net_due, unique_code, total_due,
                  details, status, expires_at, resolved_at, subscription_id, created_at)
                values (${customer.accountId}, 'starter', 'monthly', 'bank_transfer', ${values.total}, ${values.code},
                  ${values.total}, '{}'::jsonb, ${values.status}, ${new Date(Date.now() + DAY).toISOString()},
                  ${values.resolved?.toISOString() ?? null}, ${values.subscriptionId ?? null}, ${created.toISOString()})`);
}

async function subscriptionOf(customer: TestCustomer) {
  const [row] = await run(sql`select id from subscriptions where account_id = ${customer.accountId}`);
  return (row as { id: string }).id;
}

describe('the operator dashboard', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await (await apiAs(ctx.app)).get(URL)).statusCode).toBe(401);
    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const answer = await customer.get(URL);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toHaveProperty('detail');
    await run(sql`delete from accounts`);
  });

  it('counts a known data set exactly', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const calendar = dashboardCalendar(now, ZONE, APANEL_DASHBOARD_DAYS, APANEL_DASHBOARD_MONTHS);
    // A minute into today (Jakarta), never in the future but in a test's first minute of a day.
    const today = new Date(Math.min(calendar.todayStart.getTime() + 60_000, now.getTime() - 1000));
    const firstDay = new Date(calendar.daysStart.getTime() + HOUR);
    const threeMonthsAgo = new Date(calendar.monthStarts[8]!.getTime() + DAY);
    const thirteenMonthsAgo = new Date(calendar.monthStarts[0]!.getTime() - 30 * DAY);

    // Customers sign up with a trial (A, B, C, D, E, F), then:
    const [a, b, c, d, e, f] = await Promise.all(Array.from({ length: 6 }, () => createCustomer(db)));
    const [subD, subE, subF] = await Promise.all([d!, e!, f!].map(subscriptionOf));
    // A paid after its trial, and has another payment awaiting confirmation;
    await payment(a!, { status: 3, total: 199_123, code: 11, resolved: today, created: today });
    await payment(a!, {
      status: 3,
      total: 499_000,
      code: 12,
      resolved: firstDay,
      created: new Date(now.getTime() + 1000),
    });
    await payment(a!, { status: 2, total: 150_001, code: 1 });
    // B paid long before (not a conversion), one payment outside the year, one expired today;
    await payment(b!, { status: 3, total: 1_000_000, code: 13, resolved: threeMonthsAgo });
    await payment(b!, { status: 3, total: 2_000_000, code: 14, resolved: thirteenMonthsAgo });
    await payment(b!, { status: 5, total: 77_000, code: 15, resolved: today });
    // C waits for staff to confirm;
    await payment(c!, { status: 2, total: 299_555, code: 2 });
    // D's trial became the paid Professional plan in place;
    await run(sql`update subscriptions set is_trial = false, plan_id = 'professional' where id = ${subD}`);
    await payment(d!, {
      status: 3,
      total: 10,
      code: 16,
      resolved: today,
      created: new Date(now.getTime() + 2000),
      subscriptionId: subD,
    });
    // E's subscription was created by a payment (made before it): paid Enterprise, not a trial;
    await run(
      sql`update subscriptions set is_trial = false, status = 1, plan_id = 'enterprise' where id = ${subE}`,
    );
    await payment(e!, {
      status: 3,
      total: 20,
      code: 17,
      resolved: today,
      created: new Date(now.getTime() - HOUR),
      subscriptionId: subE,
    });
    // F's trial ended, and so did a paid period of F's that began 40 days ago and ended 5 days ago.
    await run(
      sql`update subscriptions set status = 4, current_period_end = ${new Date(now.getTime() - 2 * DAY).toISOString()} where id = ${subF}`,
    );
    const paidStart = new Date(now.getTime() - 40 * DAY);
    const paidEnd = new Date(now.getTime() - 5 * DAY);
    await run(sql`insert into subscriptions (account_id, plan_id, billing_cycle, status, is_trial, current_period_start, current_period_end, created_at)
                  values (${f!.accountId}, 'starter', 'monthly', 4, false, ${paidStart.toISOString()}, ${paidEnd.toISOString()}, ${paidStart.toISOString()})`);

    // Gateways: one alive, one silent for an hour; devices: two connected, one not.
    await run(sql`insert into gateways (name, address, capacity, heartbeat_at) values
                  ('gw-alive', 'http://gw1', 50, now()), ('gw-dead', 'http://gw2', 70, now() - interval '1 hour')`);
    const device = await deviceRow(db, a!.accountId);
    await deviceRow(db, b!.accountId);
    await deviceRow(db, c!.accountId, 'disconnected');
    // Messages: two sent today, one on the first day shown, one long before; two waiting, one due.
    const outbox = (state: string, sentAt: Date | null, dueAt = now) =>
      run(sql`insert into wa_outbox (account_id, device_id, purpose, to_phone, text, state, due_at, sent_at)
              values (${a!.accountId}, ${device}, 'api', '+6281234567890', 'Halo', ${state},
                      ${dueAt.toISOString()}, ${sentAt?.toISOString() ?? null})`);
    await outbox('sent', today);
    await outbox('read', today);
    await outbox('delivered', firstDay);
    await outbox('sent', thirteenMonthsAgo);
    await outbox('queued', null, new Date(now.getTime() - 60_000));
    await outbox('queued', null, new Date(now.getTime() + DAY));
    // Webhook deliveries: a first try waiting, a retry waiting, one given up lately, one long ago.
    const delivery = (key: string, state: string, attempts: number, lastAttempt: Date | null) =>
      run(sql`insert into webhook_deliveries (id, account_id, event, event_key, body, state, attempts, last_attempt_at)
              values (gen_random_uuid(), ${a!.accountId}, 'message.received', ${key}, '{}', ${state}, ${attempts},
                      ${lastAttempt?.toISOString() ?? null})`);
    await delivery('k1', 'pending', 0, null);
    await delivery('k2', 'pending', 2, new Date(now.getTime() - HOUR));
    await delivery('k3', 'failed', 8, new Date(now.getTime() - DAY));
    await delivery('k4', 'failed', 8, new Date(now.getTime() - 10 * DAY));
    await delivery('k5', 'delivered', 1, now);

    const staff = await apiAs(ctx.app, await createStaff(db));
    const answer = await staff.get(URL);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();

    expect(body.time_zone).toBe(ZONE);
    expect(body.today).toBe(calendar.today);
    expect(body.revenue.days).toHaveLength(30);
    expect(body.revenue.days[0]).toEqual({ date: calendar.days[0], amount: 499_000, payments: 1 });
    expect(body.revenue.days[29]).toEqual({ date: calendar.today, amount: 199_153, payments: 3 });
    expect(body.revenue.days.slice(1, 29).every((day: { amount: number }) => day.amount === 0)).toBe(true);
    const expectedMonths = new Map<string, { amount: number; payments: number }>();
    for (const [at, amount, count] of [
      [today, 199_153, 3],
      [firstDay, 499_000, 1],
      [threeMonthsAgo, 1_000_000, 1],
    ] as const) {
      const month = localDate(at, ZONE).slice(0, 7);
      const sum = expectedMonths.get(month) ?? { amount: 0, payments: 0 };
      expectedMonths.set(month, { amount: sum.amount + amount, payments: sum.payments + count });
    }
    expect(body.revenue.months).toEqual(
      calendar.months.map((month) => ({
        month,
        ...(expectedMonths.get(month) ?? { amount: 0, payments: 0 }),
      })),
    );
    expect(body.awaiting_confirmation).toEqual({ count: 2, amount: 449_556 });
    expect(body.subscriptions.by_status).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 4 },
      { status: 4, count: 2 },
    ]);
    expect(body.subscriptions.by_plan).toEqual([
      { plan_id: 'enterprise', paid: 1, trial: 0 },
      { plan_id: 'professional', paid: 1, trial: 0 },
      { plan_id: 'starter', paid: 0, trial: 3 },
    ]);
    // A, B, C, D and F started trials (E's subscription is a paid one); A and D have paid since.
    expect(body.trials).toEqual({ days: 30, started: 5, converted: 2 });
    const churnMonth = localDate(paidEnd, ZONE).slice(0, 7);
    expect(body.churn.months).toEqual(
      calendar.months.map((month, i) => {
        const start = calendar.monthStarts[i]!;
        const active = paidStart < start && paidEnd >= start ? 1 : 0;
        const churned = month === churnMonth ? 1 : 0;
        return { month, active_at_start: active, churned, rate: active ? churned / active : null };
      }),
    );
    expect(body.gateways).toEqual({ alive: 1, capacity: 50, devices_connected: 2, devices_total: 3 });
    expect(body.messages.days).toHaveLength(30);
    expect(body.messages.days[0]).toEqual({ date: calendar.days[0], sent: 1 });
    expect(body.messages.days[29]).toEqual({ date: calendar.today, sent: 2 });
    expect(body.messages.days.reduce((sum: number, day: { sent: number }) => sum + day.sent, 0)).toBe(3);
    expect(body.backlogs).toEqual({
      outbox_pending: 2,
      outbox_due: 1,
      webhooks_pending: 2,
      webhooks_retrying: 1,
      webhooks_failed_7d: 1,
      jobs_queued: null,
      jobs_failed_7d: null,
    });
  });

  it("counts today's payments at once, and the history again once its snapshot is a minute old", async () => {
    const db = ctx.database.db;
    const staff = await apiAs(ctx.app, await createStaff(db));
    const before = (await staff.get(URL)).json();
    const customer = await createCustomer(db);
    const now = new Date();
    const calendar = dashboardCalendar(now, ZONE, APANEL_DASHBOARD_DAYS, APANEL_DASHBOARD_MONTHS);
    const today = new Date(Math.min(calendar.todayStart.getTime() + 120_000, now.getTime() - 1000));
    await payment(customer, { status: 3, total: 5_000, code: 21, resolved: today });
    await payment(customer, {
      status: 3,
      total: 7_000,
      code: 22,
      resolved: new Date(calendar.daysStart.getTime() + HOUR),
    });
    const after = (await staff.get(URL)).json();
    expect(after.revenue.days[29].amount).toBe(before.revenue.days[29].amount + 5_000);
    // The first day shown is history: its figure is the kept one for up to a minute.
    expect(after.revenue.days[0].amount).toBe(before.revenue.days[0].amount);

    const later = new Date(Date.now() + SNAPSHOT_MAX_AGE_MS + 1000);
    const stale = await dashboardSnapshot(db, ZONE, calendar, later);
    const firstDay = (snapshot: typeof stale) =>
      snapshot.revenueHistory.find((day) => day.date === calendar.days[0])?.amount ?? 0;
    expect(firstDay(stale)).toBe(before.revenue.days[0].amount);
    await vi.waitFor(async () =>
      expect(firstDay(await dashboardSnapshot(db, ZONE, calendar))).toBe(
        before.revenue.days[0].amount + 7_000,
      ),
    );
  });

  it("counts pg-boss's waiting and failed jobs when its tables are there", async () => {
    const db = ctx.database.db;
    const [where] = await run(sql`select current_schema() as schema`);
    const boss = sql.identifier(bossSchemaFor((where as { schema: string }).schema));
    await run(sql`create schema if not exists ${boss}`);
    await run(sql`create table ${boss}.job (state text not null, completed_on timestamptz)`);
    await run(sql`insert into ${boss}.job (state, completed_on) values
                  ('created', null), ('retry', null), ('active', null), ('completed', now()),
                  ('failed', now() - interval '1 day'), ('failed', now() - interval '10 days')`);
    const staff = await apiAs(ctx.app, await createStaff(db));
    const backlogs = (await staff.get(URL)).json().backlogs;
    expect(backlogs).toMatchObject({ jobs_queued: 2, jobs_failed_7d: 1 });
    await run(sql`drop schema ${boss} cascade`);
  });
});
