import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apiAs,
  createCoupon,
  createCustomer,
  createStaff,
  type TestCustomer,
  type TestUser,
} from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { runBillingSweep } from './billing-sweep.ts';

const S = '/api/v1/account/subscription';
const A = '/api/v1/apanel/customer';
const DAY_MS = 24 * 60 * 60 * 1000;

// Each test has a database of its own, so none depends on what another did or on their order;
// a test that needs a paid plan buys it first.
let ctx: TestContext;
let customer: TestCustomer;
let staff: TestUser;

beforeEach(async () => {
  ctx = await createTestApp();
  customer = await createCustomer(ctx.database.db, { name: 'Toko Maju Jaya' });
  staff = await createStaff(ctx.database.db);
  await createCoupon(ctx.database.db, { code: 'LAUNCH10', kind: 'percent', value: 10 });
});
afterEach(() => ctx.close());

/** The customer pays for a plan the way the page does: create, "I have paid", staff confirm. */
async function buy(plan_id: string, billing_cycle: string, coupon_code?: string) {
  const me = await apiAs(ctx.app, customer);
  const created = await me.post(`${S}/create-payment/`, {
    plan_id,
    billing_cycle,
    payment_method: 'bank_transfer',
    coupon_code,
  });
  expect(created.statusCode).toBe(201);
  const payment_id = created.json().payment_id;
  expect((await me.post(`${S}/mark-paid/`, { payment_id })).json().status).toBe(2);
  const confirmed = await (await apiAs(ctx.app, staff)).post(`${A}/payments/confirm-payment/`, {
    payment_id,
  });
  expect(confirmed.statusCode).toBe(200);
  return created.json();
}

describe('a trial customer buys a plan and staff confirm it', () => {
  it('offers the plans during the trial: no active paid subscription, no pending payment', async () => {
    const me = await apiAs(ctx.app, customer);
    expect((await me.get(`${S}/fetch-active-subscription/`)).statusCode).toBe(204);
    expect((await me.get(`${S}/pending-payment/`)).statusCode).toBe(204);
    expect((await me.get(`${S}/check-if-subscribed/`)).json()).toEqual({ is_subscribed: true });
  });

  it('lists the four payment methods with their details, the virtual account being the customer’s own', async () => {
    const response = await (await apiAs(ctx.app, customer)).get(`${S}/payment-methods/`);
    expect(response.statusCode).toBe(200);
    const methods = response.json().results;
    expect(methods.map((m: { id: string }) => m.id)).toEqual([
      'bank_transfer',
      'virtual_account',
      'qris',
      'crypto',
    ]);
    expect(methods[0].details).toEqual({
      bank_name: 'BCA (Bank Central Asia)',
      account_number: '1234567890',
      account_holder: 'PT Siar Demo Indonesia',
    });
    expect(methods[1].details.virtual_account_number).toMatch(/^39999\d{11}$/);
    const again = await (await apiAs(ctx.app, customer)).get(`${S}/payment-methods/`);
    expect(again.json().results[1].details.virtual_account_number).toBe(
      methods[1].details.virtual_account_number,
    );
  });

  it('says which plan is missing before checkout, and quotes a coupon', async () => {
    const me = await apiAs(ctx.app, customer);
    const noPlan = await me.post(`${S}/create-payment/`, {
      billing_cycle: 'monthly',
      payment_method: 'qris',
    });
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json()).toMatchObject({ detail: 'Please select a plan first.' });

    const quote = await me.post(`${S}/apply-coupon/`, {
      plan_id: 'professional',
      billing_cycle: 'yearly',
      coupon_code: 'launch10',
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      detail: 'Coupon applied successfully!',
      coupon_code: 'LAUNCH10',
      plan_cached: { plan_id: 'professional', billing_cycle: 'yearly', name: 'Professional' },
      net_due: 3190000,
      discount: 319000,
      amount_after_discount: 2871000,
    });
  });

  it('creates the payment: net due, discount, unique code, total due, expiry in 24 hours', async () => {
    const me = await apiAs(ctx.app, customer);
    const response = await me.post(`${S}/create-payment/`, {
      plan_id: 'professional',
      billing_cycle: 'yearly',
      payment_method: 'bank_transfer',
      coupon_code: 'LAUNCH10',
    });
    expect(response.statusCode).toBe(201);
    const payment = response.json();
    expect(payment).toMatchObject({
      method: 'bank_transfer',
      net_due: 3190000,
      discount: 319000,
      coupon_code: 'LAUNCH10',
      status: 1,
      status_display: 'Created',
      plan_cached: { plan_id: 'professional', billing_cycle: 'yearly', name: 'Professional' },
      details: {
        method: 'bank_transfer',
        bank_name: 'BCA (Bank Central Asia)',
        account_number: '1234567890',
      },
    });
    expect(payment.unique_code).toBeGreaterThanOrEqual(1);
    expect(payment.unique_code).toBeLessThanOrEqual(999);
    expect(payment.total_due).toBe(2871000 + payment.unique_code);
    const hoursLeft = (Date.parse(payment.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    // Reloading the page finds it again; a second payment meanwhile is refused with a clear reason.
    expect((await me.get(`${S}/pending-payment/`)).json().payment_id).toBe(payment.payment_id);
    const second = await me.post(`${S}/create-payment/`, {
      plan_id: 'starter',
      billing_cycle: 'monthly',
      payment_method: 'qris',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'open_payment_exists',
      detail: expect.stringMatching(/already have an open payment/),
    });

    // "I have paid": awaiting confirmation, still the pending payment.
    const paid = await me.post(`${S}/mark-paid/`, { payment_id: payment.payment_id });
    expect(paid.json()).toMatchObject({ status: 2, status_display: 'Awaiting confirmation' });
    expect((await me.get(`${S}/pending-payment/`)).json().status).toBe(2);
  });

  it('staff find it by username and confirm it; the customer’s poll then sees it confirmed and the plan active', async () => {
    const me = await apiAs(ctx.app, customer);
    const created = await me.post(`${S}/create-payment/`, {
      plan_id: 'professional',
      billing_cycle: 'yearly',
      payment_method: 'bank_transfer',
    });
    await me.post(`${S}/mark-paid/`, { payment_id: created.json().payment_id });
    const admin = await apiAs(ctx.app, staff);
    const found = await admin.get(`${A}/payments/?search=${customer.username}`);
    expect(found.json().count).toBe(1);
    const row = found.json().results[0];
    expect(row).toMatchObject({
      status: 2,
      status_display: 'Awaiting confirmation',
      account_dict: { name: 'Toko Maju Jaya', account_id: customer.accountId, username: customer.username },
    });

    const confirmed = await admin.post(`${A}/payments/confirm-payment/`, { payment_id: row.payment_id });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().detail).toBe('Payment confirmed successfully.');
    expect(confirmed.json().payment).toMatchObject({ status: 3, resolved_by: staff.username });

    const polled = await me.get(`${S}/payment-status/?payment_id=${row.payment_id}`);
    expect(polled.json()).toMatchObject({ status: 3, status_display: 'Completed' });
    expect((await me.get(`${S}/pending-payment/`)).statusCode).toBe(204);

    const active = await me.get(`${S}/fetch-active-subscription/`);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({
      plan_id: 'professional',
      plan_display: 'Professional',
      billing_cycle: 'yearly',
      is_trial: false,
      is_subscribed: true,
      cancel_at_period_end: false,
    });
    // The year counts from the end of the 7-day trial the customer was in.
    const days = (Date.parse(active.json().end_date) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(371);
    expect(days).toBeLessThanOrEqual(373);

    const audit = await admin.get(`/api/v1/apanel/audit-log/?search=payment.confirm`);
    expect(audit.json().results[0]).toMatchObject({
      actor_username: staff.username,
      action: 'payment.confirm',
      target_id: row.payment_id,
      account_id: customer.accountId,
    });
    expect(audit.json().results[0].before.payment.status).toBe(2);
    expect(audit.json().results[0].after.payment.status).toBe(3);
  });

  it('paying the same plan again extends the period by one more cycle', async () => {
    await buy('professional', 'yearly');
    const me = await apiAs(ctx.app, customer);
    const before = Date.parse((await me.get(`${S}/fetch-active-subscription/`)).json().end_date);
    await buy('professional', 'yearly');
    const after = (await me.get(`${S}/fetch-active-subscription/`)).json();
    expect((Date.parse(after.end_date) - before) / DAY_MS).toBeGreaterThanOrEqual(365);
    expect(after.plan_id).toBe('professional');
  });

  it('a different plan applies from the next cycle while the paid period is extended', async () => {
    await buy('professional', 'yearly');
    const me = await apiAs(ctx.app, customer);
    const before = (await me.get(`${S}/fetch-active-subscription/`)).json();
    await buy('enterprise', 'monthly');
    const after = (await me.get(`${S}/fetch-active-subscription/`)).json();
    expect(after).toMatchObject({
      plan_id: 'professional',
      next_plan_id: 'enterprise',
      next_billing_cycle: 'monthly',
      next_plan_starts_at: before.end_date,
    });
    const extraDays = (Date.parse(after.end_date) - Date.parse(before.end_date)) / DAY_MS;
    expect(extraDays).toBeGreaterThanOrEqual(28);
    expect(extraDays).toBeLessThanOrEqual(31);

    // Once the old period is over, the sweep switches the plan.
    await runBillingSweep(ctx.database.db, new Date(Date.parse(before.end_date) + 1000));
    const switched = (await me.get(`${S}/fetch-active-subscription/`)).json();
    expect(switched).toMatchObject({ plan_id: 'enterprise', billing_cycle: 'monthly', next_plan_id: null });
  });

  it('cancelling keeps the subscription until the period ends, then it ends', async () => {
    await buy('professional', 'yearly');
    const me = await apiAs(ctx.app, customer);
    const end = (await me.get(`${S}/fetch-active-subscription/`)).json().end_date;
    const cancelled = await me.post(`${S}/cancel-subscription/`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().detail).toMatch(/^Your subscription is cancelled\. It stays active until /);
    expect(cancelled.json().subscription).toMatchObject({ cancel_at_period_end: true, is_subscribed: true });
    // The page goes back to the plans; the account stays subscribed until the end.
    expect((await me.get(`${S}/fetch-active-subscription/`)).statusCode).toBe(204);
    expect((await me.get(`${S}/check-if-subscribed/`)).json().is_subscribed).toBe(true);

    const swept = await runBillingSweep(ctx.database.db, new Date(Date.parse(end) + 1000));
    expect(swept.endedSubscriptions).toBe(1);
    expect((await me.get(`${S}/check-if-subscribed/`)).json().is_subscribed).toBe(false);
    const again = await me.post(`${S}/cancel-subscription/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: 'You have no active subscription to cancel.' });
  });
});
