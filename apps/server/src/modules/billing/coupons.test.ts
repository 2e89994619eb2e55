import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createCoupon, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { couponDiscount } from './coupons.ts';

const S = '/api/v1/account/subscription';
const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID = { coupon_code: ['Invalid or expired coupon code.'] };

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const day = (n: number) => new Date(Date.now() + n * DAY_MS);
  await createCoupon(db, { code: 'HALF', kind: 'percent', value: 50 });
  await createCoupon(db, { code: 'MINUS50K', kind: 'fixed', value: 50_000 });
  await createCoupon(db, { code: 'HUGE', kind: 'fixed', value: 10_000_000 });
  await createCoupon(db, { code: 'SOON', validFrom: day(1) });
  await createCoupon(db, { code: 'OVER', validFrom: day(-10), validUntil: day(-1) });
  await createCoupon(db, { code: 'NOW', validFrom: day(-1), validUntil: day(1) });
  await createCoupon(db, { code: 'ONCE', usageLimit: 1 });
  await createCoupon(db, { code: 'PROONLY', planIds: ['professional'] });
  await createCoupon(db, { code: 'RETIRED', isActive: false });
});
afterAll(() => ctx.close());

async function quote(code: string, plan_id = 'starter', billing_cycle = 'monthly') {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  return api.post(`${S}/apply-coupon/`, { plan_id, billing_cycle, coupon_code: code });
}

describe('coupons', () => {
  it('takes a percentage off, rounded down to the rupiah', async () => {
    const response = await quote('half', 'starter', 'yearly');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      net_due: 1590000,
      discount: 795000,
      amount_after_discount: 795000,
    });
    expect(couponDiscount({ kind: 'percent', value: 33 }, 199000)).toBe(65670);
    expect(couponDiscount({ kind: 'percent', value: 15 }, 199999)).toBe(29999);
  });

  it('takes a fixed sum off, never more than the price', async () => {
    expect((await quote('MINUS50K')).json()).toMatchObject({
      discount: 50000,
      amount_after_discount: 149000,
    });
    expect((await quote('HUGE')).json()).toMatchObject({ discount: 199000, amount_after_discount: 0 });
  });

  it('holds only inside its validity window', async () => {
    expect((await quote('NOW')).statusCode).toBe(200);
    for (const code of ['SOON', 'OVER']) {
      const response = await quote(code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(INVALID);
    }
  });

  it('holds only for the plans it names', async () => {
    expect((await quote('PROONLY', 'professional')).statusCode).toBe(200);
    expect((await quote('PROONLY', 'starter')).json()).toMatchObject(INVALID);
    expect((await quote('PROONLY', 'enterprise', 'yearly')).json()).toMatchObject(INVALID);
  });

  it('refuses unknown, withdrawn or empty codes with the spec’s text', async () => {
    expect((await quote('NOPE')).json()).toMatchObject(INVALID);
    expect((await quote('RETIRED')).json()).toMatchObject(INVALID);
    expect((await quote('   ')).json()).toMatchObject(INVALID);
  });

  it('counts open and completed payments against its usage limit; a cancelled one gives the use back', async () => {
    const first = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const payment = await first.post(`${S}/create-payment/`, {
      plan_id: 'starter',
      billing_cycle: 'monthly',
      payment_method: 'bank_transfer',
      coupon_code: 'ONCE',
    });
    expect(payment.statusCode).toBe(201);
    expect(payment.json().discount).toBe(19900);

    expect((await quote('ONCE')).json()).toMatchObject(INVALID);
    const second = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const refused = await second.post(`${S}/create-payment/`, {
      plan_id: 'starter',
      billing_cycle: 'monthly',
      payment_method: 'qris',
      coupon_code: 'ONCE',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(INVALID);

    await first.post(`${S}/cancel-payment/`, { payment_id: payment.json().payment_id });
    expect((await quote('ONCE')).statusCode).toBe(200);
  });

  it('gives its last use to only one of two payments created at the same instant', async () => {
    await createCoupon(ctx.database.db, { code: 'LASTONE', usageLimit: 1 });
    const buyers = await Promise.all(
      [1, 2, 3].map(async () => apiAs(ctx.app, await createCustomer(ctx.database.db))),
    );
    const responses = await Promise.all(
      buyers.map((api) =>
        api.post(`${S}/create-payment/`, {
          plan_id: 'starter',
          billing_cycle: 'monthly',
          payment_method: 'bank_transfer',
          coupon_code: 'LASTONE',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });
});
