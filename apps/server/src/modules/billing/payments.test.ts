import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { pickUniqueCode } from './create-payment.ts';
import { hasValidCrc, parseTlv } from './qris.ts';

const S = '/api/v1/account/subscription';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function newBuyer() {
  return apiAs(ctx.app, await createCustomer(ctx.database.db));
}

const order = (payment_method: string, extra: object = {}) => ({
  plan_id: 'starter',
  billing_cycle: 'monthly',
  payment_method,
  ...extra,
});

describe('unique codes', () => {
  it('picks only free codes between 1 and 999', () => {
    expect(pickUniqueCode([], () => 0)).toBe(1);
    expect(pickUniqueCode([1, 2, 3], () => 0)).toBe(4);
    const taken = Array.from({ length: 998 }, (_, i) => i + 1);
    expect(pickUniqueCode(taken)).toBe(999);
    expect(pickUniqueCode([...taken, 999])).toBeNull();
  });

  it('differ between open payments created at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, newBuyer));
    const responses = await Promise.all(
      buyers.map((api) => api.post(`${S}/create-payment/`, order('bank_transfer'))),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const codes = responses.map((r) => r.json().unique_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of responses) expect(r.json().total_due).toBe(199000 + r.json().unique_code);
  });

  it('are never shared even when only one is left and two payments race for it', async () => {
    // Fill every code but 999 with open payments of other accounts.
    await ctx.database.db.execute(sql`
      with used as (select unique_code from payments where status in (1, 2)),
      free as (select c from generate_series(1, 998) c where c not in (select unique_code from used)),
      acc as (insert into accounts (name) select 'filler ' || c from free returning id, name)
      insert into payments (account_id, plan_id, billing_cycle, method, net_due, unique_code, total_due, details, status, expires_at)
      select acc.id, 'starter', 'monthly', 'bank_transfer', 199000, substr(acc.name, 8)::int, 199000 + substr(acc.name, 8)::int,
             '{}'::jsonb, 1, now() + interval '1 day' from acc`);
    const [a, b] = await Promise.all([newBuyer(), newBuyer()]);
    const responses = await Promise.all([a, b].map((api) => api.post(`${S}/create-payment/`, order('qris'))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 503]);
    const winner = responses.find((r) => r.statusCode === 201)!.json();
    expect(winner.unique_code).toBe(999);
    expect(responses.find((r) => r.statusCode === 503)!.json()).toMatchObject({
      detail: 'Too many payments are open right now. Please try again in a few minutes.',
    });
    await ctx.database.db.execute(
      sql`update payments set status = 4 where account_id in (select id from accounts where name like 'filler %')`,
    );
  });
});

describe('payment methods on a payment', () => {
  it('QRIS carries a dynamic payload for exactly the total due', async () => {
    const payment = (await (await newBuyer()).post(`${S}/create-payment/`, order('qris'))).json();
    expect(payment.details.method).toBe('qris');
    expect(payment.details.merchant_name).toBe('SIAR DEMO MERCHANT');
    const tlv = parseTlv(payment.details.qris_payload);
    expect(tlv.find((f) => f.tag === '54')?.value).toBe(String(payment.total_due));
    expect(tlv.find((f) => f.tag === '01')?.value).toBe('12');
    expect(hasValidCrc(payment.details.qris_payload)).toBe(true);
  });

  it('virtual account carries the customer’s own number; crypto the amount in its currency', async () => {
    const api = await newBuyer();
    const va = (await api.post(`${S}/create-payment/`, order('virtual_account'))).json();
    const listed = (await api.get(`${S}/payment-methods/`)).json().results[1].details.virtual_account_number;
    expect(va.details).toMatchObject({
      method: 'virtual_account',
      bank_name: 'BCA',
      virtual_account_number: listed,
    });
    await api.post(`${S}/cancel-payment/`, { payment_id: va.payment_id });

    const crypto = (
      await api.post(`${S}/create-payment/`, order('crypto', { billing_cycle: 'yearly' }))
    ).json();
    expect(crypto.details).toMatchObject({ method: 'crypto', currency: 'USDT', network: 'Tron (TRC20)' });
    expect(Number(crypto.details.amount)).toBeCloseTo(crypto.total_due / 16000, 1);
    expect(Number(crypto.details.amount) * 16000).toBeGreaterThanOrEqual(crypto.total_due);
  });

  it('offers only the configured methods', async () => {
    const limited = await createTestApp({ env: { PAYMENT_METHODS: 'bank_transfer,qris' } });
    try {
      const api = await apiAs(limited.app, await createCustomer(limited.database.db));
      const ids = (await api.get(`${S}/payment-methods/`)).json().results.map((m: { id: string }) => m.id);
      expect(ids).toEqual(['bank_transfer', 'qris']);
      const refused = await api.post(`${S}/create-payment/`, order('crypto'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ payment_method: ['This payment method is not available.'] });
    } finally {
      await limited.close();
    }
  });
});

describe('the customer’s payment actions', () => {
  it('cancelling returns the plan for step 2 and frees the way for another method', async () => {
    const api = await newBuyer();
    const first = (await api.post(`${S}/create-payment/`, order('bank_transfer'))).json();
    const cancelled = await api.post(`${S}/cancel-payment/`, { payment_id: first.payment_id });
    expect(cancelled.json()).toMatchObject({
      status: 4,
      status_display: 'Cancelled',
      plan_cached: { plan_id: 'starter', billing_cycle: 'monthly', name: 'Starter' },
    });
    expect((await api.get(`${S}/pending-payment/`)).statusCode).toBe(204);
    expect((await api.post(`${S}/create-payment/`, order('qris'))).statusCode).toBe(201);
  });

  it('once marked paid, only staff can close the payment', async () => {
    const api = await newBuyer();
    const payment = (await api.post(`${S}/create-payment/`, order('bank_transfer'))).json();
    await api.post(`${S}/mark-paid/`, { payment_id: payment.payment_id });
    expect((await api.post(`${S}/mark-paid/`, { payment_id: payment.payment_id })).json().status).toBe(2);
    const refused = await api.post(`${S}/cancel-payment/`, { payment_id: payment.payment_id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/awaiting confirmation by our team and can no longer be cancelled/);
  });

  it('a payment past its deadline counts as expired at once, whether or not the timer ran', async () => {
    const api = await newBuyer();
    const payment = (await api.post(`${S}/create-payment/`, order('bank_transfer'))).json();
    await ctx.database.db.execute(
      sql`update payments set expires_at = now() - interval '1 minute' where id = ${payment.payment_id}`,
    );
    expect((await api.get(`${S}/pending-payment/`)).statusCode).toBe(204);
    const status = await api.get(`${S}/payment-status/?payment_id=${payment.payment_id}`);
    expect(status.json()).toMatchObject({ status: 5, status_display: 'Expired' });
    const late = await api.post(`${S}/mark-paid/`, { payment_id: payment.payment_id });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ detail: 'This payment has expired. Please create a new one.' });
    expect((await api.post(`${S}/create-payment/`, order('qris'))).statusCode).toBe(201);
  });

  it('answers bad input with the field at fault, never a 500', async () => {
    const api = await newBuyer();
    const cases: [string, object, object][] = [
      ['create-payment', order('cash'), { payment_method: ['Please choose a payment method.'] }],
      [
        'create-payment',
        order('qris', { plan_id: 'gold' }),
        { plan_id: [expect.stringMatching(/^Unknown plan/)] },
      ],
      ['create-payment', order('qris', { billing_cycle: 'weekly' }), { billing_cycle: [expect.any(String)] }],
      ['mark-paid', { payment_id: 'abc' }, { payment_id: ['This is not a valid id.'] }],
      [
        'apply-coupon',
        { plan_id: 'starter', billing_cycle: 'monthly' },
        { coupon_code: [expect.any(String)] },
      ],
    ];
    for (const [path, body, errors] of cases) {
      const response = await api.post(`${S}/${path}/`, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject(errors);
    }
    expect((await api.get(`${S}/payment-status/?payment_id=nope`)).statusCode).toBe(400);
  });
});
