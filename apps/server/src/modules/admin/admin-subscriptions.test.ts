import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { type Api, apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const S = '/api/v1/account/subscription';
const A = '/api/v1/apanel/customer/subscriptions';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: Api;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await apiAs(ctx.app, await createStaff(ctx.database.db, 'support_lead'));
});
afterAll(() => ctx.close());

async function subscriptionOf(accountId: string) {
  const list = (await admin.get(`${A}/?search=${accountId}`)).json();
  return list.results[0];
}

async function endSubscription(accountId: string) {
  await ctx.database.db.execute(sql`update subscriptions set status = 4 where account_id = ${accountId}`);
}

describe('subscriptions list', () => {
  it('shows each account’s subscription with its customer, searchable by name, username, email and account id', async () => {
    const customer = await createCustomer(ctx.database.db, {
      name: 'Klinik Gigi Senyum',
      planId: 'professional',
    });
    for (const search of ['gigi senyum', customer.username, customer.email, customer.accountId]) {
      const list = (await admin.get(`${A}/?search=${encodeURIComponent(search)}`)).json();
      expect(list.count, search).toBe(1);
      expect(list.results[0]).toMatchObject({
        account_dict: {
          name: 'Klinik Gigi Senyum',
          account_id: customer.accountId,
          username: customer.username,
          email: customer.email,
        },
        plan_id: 'professional',
        plan_display: 'Professional (trial)',
        is_trial: true,
        status: 2,
        status_display: 'Awaiting device',
      });
    }
    expect((await admin.get(`${A}/?search=%25`)).json()).toEqual({
      count: 0,
      count_is_estimate: false,
      count_exact_up_to: 10_000,
      results: [],
    });
  });
});

describe('editing', () => {
  it('changes plan, end date and status, and writes who did it with before and after', async () => {
    const customer = await createCustomer(ctx.database.db);
    const row = await subscriptionOf(customer.accountId);
    const response = await admin.patch(`${A}/${row.subscription_id}/`, {
      plan_id: 'enterprise',
      billing_cycle: 'yearly',
      end_date: '2099-12-31',
      status: 1,
      is_trial: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan_id: 'enterprise',
      billing_cycle: 'yearly',
      end_date: '2099-12-31T16:59:59.000Z',
      status: 1,
      status_display: 'Active',
      is_trial: false,
    });
    const active = await (await apiAs(ctx.app, customer)).get(`${S}/fetch-active-subscription/`);
    expect(active.json()).toMatchObject({ plan_id: 'enterprise', status: 1 });

    const audit = (await admin.get(`/api/v1/apanel/audit-log/?search=${row.subscription_id}`)).json()
      .results[0];
    expect(audit).toMatchObject({ actor_username: 'support_lead', action: 'subscription.update' });
    expect(audit.before).toMatchObject({ planId: 'starter', status: 2 });
    expect(audit.after).toMatchObject({ planId: 'enterprise', status: 1 });
  });

  it('ends a trial early when staff move its end date into the past', async () => {
    const customer = await createCustomer(ctx.database.db);
    const { subscription_id } = await subscriptionOf(customer.accountId);
    const ended = await admin.patch(`${A}/${subscription_id}/`, { end_date: '2000-01-01' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().end_date.slice(0, 10)).toBe('2000-01-01');
    const standing = await (await apiAs(ctx.app, customer)).get(
      '/api/v1/account/subscription/check-if-subscribed/',
    );
    expect(standing.json()).toEqual({ is_subscribed: false });
  });

  it('refuses an empty change, a date that is not one, and any edit of an ended subscription', async () => {
    const customer = await createCustomer(ctx.database.db);
    const { subscription_id } = await subscriptionOf(customer.accountId);
    expect((await admin.patch(`${A}/${subscription_id}/`, {})).statusCode).toBe(400);
    expect((await admin.patch(`${A}/${subscription_id}/`, { end_date: 'tomorrow' })).json()).toMatchObject({
      end_date: ['Please enter a valid date and time.'],
    });

    expect((await admin.patch(`${A}/${subscription_id}/`, { status: 4 })).json().status_display).toBe(
      'Ended',
    );
    const refused = await admin.patch(`${A}/${subscription_id}/`, { plan_id: 'professional' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: 'An ended subscription cannot be edited.' });
    // A status the table does not let an ended subscription reach: a 409, never a 500.
    const moveRefused = await admin.patch(`${A}/${subscription_id}/`, { status: 1 });
    expect(moveRefused.statusCode).toBe(409);
    expect(moveRefused.json()).toEqual({
      detail: 'A subscription cannot move from Ended to Active.',
      code: 'subscription_move_not_allowed',
      params: { from: 'Ended', to: 'Active' },
    });
    const [history] = await ctx.database.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription_id));
    expect(history?.status).toBe(4);
    expect((await admin.patch(`${A}/00000000-0000-4000-8000-000000000000/`, { status: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('force delete', () => {
  it('deletes only ended subscriptions, for good, and records what was deleted', async () => {
    const customer = await createCustomer(ctx.database.db);
    const { subscription_id } = await subscriptionOf(customer.accountId);
    const live = await admin.delete(`${A}/${subscription_id}/force-delete/`);
    expect(live.statusCode).toBe(400);
    expect(live.json()).toMatchObject({ detail: 'Only ended subscriptions can be deleted.' });

    await endSubscription(customer.accountId);
    const deleted = await admin.delete(`${A}/${subscription_id}/force-delete/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ subscription_id });
    expect((await admin.get(`${A}/?search=${customer.accountId}`)).json().count).toBe(0);
    expect((await admin.delete(`${A}/${subscription_id}/force-delete/`)).statusCode).toBe(404);
    const audit = (await admin.get(`/api/v1/apanel/audit-log/?search=subscription.force_delete`)).json()
      .results[0];
    expect(audit).toMatchObject({ target_id: subscription_id, after: null, before: { id: subscription_id } });
  });
});

describe('Add Subscription', () => {
  it('grants a plan by hand to an account without one in force', async () => {
    const customer = await createCustomer(ctx.database.db, { name: 'Bengkel Motor Jaya' });
    const picker = (await admin.get(`/api/v1/apanel/customer/accounts/?search=bengkel motor`)).json();
    expect(picker.results).toEqual([
      {
        name: 'Bengkel Motor Jaya',
        account_id: customer.accountId,
        username: customer.username,
        email: customer.email,
      },
    ]);

    const body = { account_id: customer.accountId, plan_id: 'professional', billing_cycle: 'monthly' };
    const inForce = await admin.post(`${A}/`, body);
    expect(inForce.statusCode).toBe(409);
    expect(inForce.json()).toMatchObject({
      detail: 'This account already has a subscription in force. Edit that one instead.',
    });

    await endSubscription(customer.accountId);
    const granted = await admin.post(`${A}/`, body);
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({
      plan_id: 'professional',
      is_trial: false,
      status: 2,
      account_dict: { account_id: customer.accountId },
    });
    const days = (Date.parse(granted.json().end_date) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    const me = await apiAs(ctx.app, customer);
    expect((await me.get(`${S}/check-if-subscribed/`)).json().is_subscribed).toBe(true);
    expect((await admin.get(`/api/v1/apanel/audit-log/?search=subscription.create`)).json().count).toBe(1);
  });

  it('refuses an unknown account or a past end date', async () => {
    const unknown = await admin.post(`${A}/`, {
      account_id: '00000000-0000-4000-8000-000000000000',
      plan_id: 'starter',
      billing_cycle: 'monthly',
    });
    expect(unknown.statusCode).toBe(404);
    const customer = await createCustomer(ctx.database.db);
    await endSubscription(customer.accountId);
    const past = await admin.post(`${A}/`, {
      account_id: customer.accountId,
      plan_id: 'starter',
      billing_cycle: 'monthly',
      end_date: '2020-01-01',
    });
    expect(past.json()).toMatchObject({ end_date: ['The end date must be in the future.'] });
  });
});
