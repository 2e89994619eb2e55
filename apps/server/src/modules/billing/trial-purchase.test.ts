import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { addCycle } from './periods.ts';

const S = '/api/v1/account/subscription';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('paying during the free trial', () => {
  it('keeps the trial days: the paid month starts when the trial ends', async () => {
    // Two days into a seven-day trial: five days left.
    const trialEnds = new Date(Date.now() + 5 * DAY_MS);
    const customer = await createCustomer(ctx.database.db, { trialEnds });
    const me = await apiAs(ctx.app, customer);
    const created = await me.post(`${S}/create-payment/`, {
      plan_id: 'professional',
      billing_cycle: 'monthly',
      payment_method: 'bank_transfer',
    });
    const payment_id = created.json().payment_id;
    await me.post(`${S}/mark-paid/`, { payment_id });
    const staff = await apiAs(ctx.app, await createStaff(ctx.database.db));
    expect(
      (await staff.post('/api/v1/apanel/customer/payments/confirm-payment/', { payment_id })).statusCode,
    ).toBe(200);

    const active = await me.get(`${S}/fetch-active-subscription/`);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({
      plan_id: 'professional',
      billing_cycle: 'monthly',
      is_trial: false,
      end_date: addCycle(trialEnds, 'monthly').toISOString(),
    });
  });
});
