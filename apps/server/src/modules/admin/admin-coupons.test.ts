import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const C = '/api/v1/apanel/billing/coupons';
let ctx: TestContext;
let admin: Api;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await apiAs(ctx.app, await createStaff(ctx.database.db, 'marketing'));
});
afterAll(() => ctx.close());

describe('coupons in the admin API', () => {
  it('creates a coupon customers can then apply, and withdraws it', async () => {
    const created = await admin.post(`${C}/`, {
      code: 'ramadan25',
      kind: 'percent',
      value: 25,
      plan_ids: ['professional', 'enterprise'],
      valid_until: new Date(Date.now() + 86_400_000).toISOString(),
      usage_limit: 100,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'RAMADAN25',
      kind: 'percent',
      value: 25,
      plan_ids: ['professional', 'enterprise'],
      usage_limit: 100,
      times_used: 0,
      is_active: true,
    });

    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const apply = () =>
      customer.post('/api/v1/account/subscription/apply-coupon/', {
        plan_id: 'professional',
        billing_cycle: 'monthly',
        coupon_code: 'Ramadan25',
      });
    expect((await apply()).json().discount).toBe(99750);
    const order = { plan_id: 'professional', billing_cycle: 'monthly', payment_method: 'qris' };
    const paid = await customer.post('/api/v1/account/subscription/create-payment/', {
      ...order,
      coupon_code: 'RAMADAN25',
    });
    expect(paid.statusCode).toBe(201);
    const used = (await admin.get(`${C}/?search=ramadan`)).json();
    expect(used.results).toMatchObject([{ code: 'RAMADAN25', times_used: 1 }]);

    const withdrawn = await admin.patch(`${C}/${created.json().coupon_id}/`, { is_active: false });
    expect(withdrawn.json().is_active).toBe(false);
    expect((await apply()).json()).toMatchObject({ coupon_code: ['Invalid or expired coupon code.'] });

    const listed = (await admin.get(`${C}/?search=ramadan`)).json();
    expect(listed.count).toBe(1);
    const audit = (await admin.get(`/api/v1/apanel/audit-log/?search=coupon.`)).json();
    expect(audit.results.map((r: { action: string }) => r.action)).toEqual([
      'coupon.update',
      'coupon.create',
    ]);
  });

  it('refuses a taken code, a percentage over 100 and a window that ends before it starts', async () => {
    await admin.post(`${C}/`, { code: 'WELCOME', kind: 'fixed', value: 20000 });
    expect((await admin.post(`${C}/`, { code: 'welcome', kind: 'fixed', value: 1 })).json()).toMatchObject({
      code: ['A coupon with this code already exists.'],
    });
    expect(
      (await admin.post(`${C}/`, { code: 'TOOMUCH', kind: 'percent', value: 150 })).json(),
    ).toMatchObject({
      value: ['A percentage must be 100 or less.'],
    });
    const backwards = await admin.post(`${C}/`, {
      code: 'BACKWARDS',
      kind: 'fixed',
      value: 1000,
      valid_from: '2030-01-02T00:00:00Z',
      valid_until: '2030-01-01T00:00:00Z',
    });
    expect(backwards.json()).toMatchObject({ valid_until: ['The end of validity must be after its start.'] });
    expect((await admin.post(`${C}/`, { code: 'x', kind: 'fixed', value: 1 })).statusCode).toBe(400);
  });
});
