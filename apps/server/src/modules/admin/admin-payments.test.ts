import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  apiAs,
  createCustomer,
  createStaff,
  queryRows,
  type TestCustomer,
} from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const S = '/api/v1/account/subscription';
const P = '/api/v1/apanel/customer/payments';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: Api;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await apiAs(ctx.app, await createStaff(ctx.database.db, 'finance_ops'));
});
afterAll(() => ctx.close());

async function openPayment(customer: TestCustomer, markPaid = true, plan_id = 'starter') {
  const api = await apiAs(ctx.app, customer);
  const payment = (
    await api.post(`${S}/create-payment/`, {
      plan_id,
      billing_cycle: 'monthly',
      payment_method: 'bank_transfer',
    })
  ).json();
  if (markPaid) await api.post(`${S}/mark-paid/`, { payment_id: payment.payment_id });
  return payment as { payment_id: string; total_due: number; unique_code: number };
}

describe('payments list', () => {
  it('finds payments by customer name, email, account id, payment id or amount, with a total count', async () => {
    const customer = await createCustomer(ctx.database.db, { name: 'Warung Sate Pak Budi' });
    const payment = await openPayment(customer);
    const searches = [
      'sate pak',
      customer.email.toUpperCase(),
      customer.accountId.slice(0, 8),
      payment.payment_id.slice(0, 13),
      String(payment.total_due),
      payment.total_due.toLocaleString('id-ID'),
    ];
    for (const search of searches) {
      const response = await admin.get(`${P}/?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, search).toBe(200);
      expect(response.json().count, search).toBeGreaterThanOrEqual(1);
      expect(
        response.json().results.map((r: { payment_id: string }) => r.payment_id),
        search,
      ).toContain(payment.payment_id);
    }
    const row = (await admin.get(`${P}/?search=${payment.payment_id}`)).json().results[0];
    expect(row).toMatchObject({
      account_dict: { name: 'Warung Sate Pak Budi', account_id: customer.accountId, email: customer.email },
      method: 'bank_transfer',
      method_display: 'Bank transfer',
      plan_display: 'Starter',
      net_due: 199000,
      status: 2,
      status_display: 'Awaiting confirmation',
    });
    expect((await admin.get(`${P}/?search=nobody-like-this`)).json()).toEqual({
      count: 0,
      count_is_estimate: false,
      count_exact_up_to: 10_000,
      results: [],
    });
  });

  it('pages by 20 by default and filters by status', async () => {
    for (let i = 0; i < 22; i++) await openPayment(await createCustomer(ctx.database.db), i % 2 === 0);
    const first = (await admin.get(`${P}/`)).json();
    expect(first.results).toHaveLength(20);
    const second = (await admin.get(`${P}/?page=2`)).json();
    expect(second.results).toHaveLength(first.count - 20);
    const ids = new Set(
      [...first.results, ...second.results].map((r: { payment_id: string }) => r.payment_id),
    );
    expect(ids.size).toBe(first.count);
    const awaiting = (await admin.get(`${P}/?status=2&page_size=100`)).json();
    expect(awaiting.results.every((r: { status: number }) => r.status === 2)).toBe(true);
    expect((await admin.get(`${P}/?page=0`)).statusCode).toBe(400);
    expect((await admin.get(`${P}/?page_size=1000`)).statusCode).toBe(400);
  });
});

describe('confirming and rejecting', () => {
  it('confirms only payments awaiting confirmation', async () => {
    const notPaid = await openPayment(await createCustomer(ctx.database.db), false);
    const refused = await admin.post(`${P}/confirm-payment/`, { payment_id: notPaid.payment_id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'Only payments awaiting confirmation can be confirmed or rejected.',
    });
    const unknown = await admin.post(`${P}/confirm-payment/`, {
      payment_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('two confirmations at the same instant activate the plan once', async () => {
    const customer = await createCustomer(ctx.database.db);
    const payment = await openPayment(customer, true, 'professional');
    const responses = await Promise.all([
      admin.post(`${P}/confirm-payment/`, { payment_id: payment.payment_id }),
      admin.post(`${P}/confirm-payment/`, { payment_id: payment.payment_id }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.statusCode === 400)!.json().detail).toMatch(
      /Only payments awaiting confirmation/,
    );

    const active = (await (await apiAs(ctx.app, customer)).get(`${S}/fetch-active-subscription/`)).json();
    // One month, counted from the end of the customer's 7-day trial.
    const days = (Date.parse(active.end_date) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(34);
    expect(days).toBeLessThanOrEqual(38);
    const audit = (await admin.get(`/api/v1/apanel/audit-log/?search=${payment.payment_id}`)).json();
    expect(audit.count).toBe(1);
    const subscriptions = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from subscriptions where account_id = ${customer.accountId}`,
    );
    expect(subscriptions).toEqual([{ n: 1 }]);
  });

  it('rejects a payment awaiting confirmation with a reason the customer’s poll then shows as rejected', async () => {
    const customer = await createCustomer(ctx.database.db);
    const payment = await openPayment(customer);
    const rejected = await admin.post(`${P}/reject-payment/`, {
      payment_id: payment.payment_id,
      reason: 'No transfer of this amount arrived.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      detail: 'Payment rejected.',
      payment: {
        status: 6,
        status_display: 'Rejected',
        note: 'No transfer of this amount arrived.',
        resolved_by: 'finance_ops',
      },
    });
    const polled = await (await apiAs(ctx.app, customer)).get(
      `${S}/payment-status/?payment_id=${payment.payment_id}`,
    );
    expect(polled.json()).toMatchObject({ status: 6, status_display: 'Rejected' });
    expect((await admin.post(`${P}/reject-payment/`, { payment_id: payment.payment_id })).statusCode).toBe(
      400,
    );
    expect((await admin.post(`${P}/confirm-payment/`, { payment_id: payment.payment_id })).statusCode).toBe(
      400,
    );

    const audit = (await admin.get(`/api/v1/apanel/audit-log/?search=payment.reject`)).json().results[0];
    expect(audit).toMatchObject({ actor_username: 'finance_ops', target_id: payment.payment_id });
    expect(audit.before.payment.status).toBe(2);
    expect(audit.after.payment.status).toBe(6);
    // The code is free again and the customer may try anew.
    expect((await (await apiAs(ctx.app, customer)).get(`${S}/pending-payment/`)).statusCode).toBe(204);
  });
});
