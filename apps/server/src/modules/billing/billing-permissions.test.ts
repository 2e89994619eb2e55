import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer, createStaff, type TestCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Who may call what: visitors get 401; staff get 403 on the customer's endpoints; customers get 403
// on the admin's; another customer's payment answers 404, as if it did not exist.

const S = '/api/v1/account/subscription';
const A = '/api/v1/apanel';
const NOBODY = '00000000-0000-4000-8000-000000000000';

type Call = [method: 'get' | 'post' | 'patch' | 'delete', url: string, body?: object];

let ctx: TestContext;
let owner: TestCustomer;
let paymentId: string;
let subscriptionId: string;
let couponId: string;
const as: Record<'visitor' | 'customer' | 'otherCustomer' | 'staff', Api> = {} as never;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  owner = await createCustomer(db);
  const staff = await createStaff(db);
  as.visitor = await apiAs(ctx.app);
  as.customer = await apiAs(ctx.app, owner);
  as.otherCustomer = await apiAs(ctx.app, await createCustomer(db));
  as.staff = await apiAs(ctx.app, staff);
  const payment = await as.customer.post(`${S}/create-payment/`, {
    plan_id: 'starter',
    billing_cycle: 'monthly',
    payment_method: 'bank_transfer',
  });
  paymentId = payment.json().payment_id;
  subscriptionId = (await as.staff.get(`${A}/customer/subscriptions/?search=${owner.accountId}`)).json()
    .results[0].subscription_id;
  couponId = (
    await as.staff.post(`${A}/billing/coupons/`, { code: 'MATRIX', kind: 'fixed', value: 1000 })
  ).json().coupon_id;
});
afterAll(() => ctx.close());

const customerCalls = (): Call[] => [
  ['get', `${S}/fetch-active-subscription/`],
  ['get', `${S}/pending-payment/`],
  ['get', `${S}/payment-methods/`],
  ['get', `${S}/check-if-subscribed/`],
  ['post', `${S}/apply-coupon/`, { plan_id: 'starter', billing_cycle: 'monthly', coupon_code: 'MATRIX' }],
  ['post', `${S}/cancel-subscription/`],
  ['post', `${S}/create-payment/`, { plan_id: 'starter', billing_cycle: 'monthly', payment_method: 'qris' }],
];
const ownPaymentCalls = (): Call[] => [
  ['get', `${S}/payment-status/?payment_id=${paymentId}`],
  ['post', `${S}/mark-paid/`, { payment_id: paymentId }],
  ['post', `${S}/cancel-payment/`, { payment_id: paymentId }],
];
const adminCalls = (): Call[] => [
  ['get', `${A}/customer/subscriptions/`],
  [
    'post',
    `${A}/customer/subscriptions/`,
    { account_id: owner.accountId, plan_id: 'starter', billing_cycle: 'monthly' },
  ],
  ['patch', `${A}/customer/subscriptions/${subscriptionId}/`, { plan_id: 'starter' }],
  ['delete', `${A}/customer/subscriptions/${NOBODY}/force-delete/`],
  ['get', `${A}/customer/accounts/`],
  ['get', `${A}/customer/payments/`],
  ['post', `${A}/customer/payments/confirm-payment/`, { payment_id: paymentId }],
  ['post', `${A}/customer/payments/reject-payment/`, { payment_id: paymentId }],
  ['get', `${A}/billing/coupons/`],
  ['post', `${A}/billing/coupons/`, { code: 'MATRIX2', kind: 'fixed', value: 1000 }],
  ['patch', `${A}/billing/coupons/${couponId}/`, { value: 2000 }],
  ['get', `${A}/audit-log/`],
];

async function call(api: Api, [method, url, body]: Call) {
  return method === 'get' || method === 'delete' ? api[method](url) : api[method](url, body ?? {});
}

describe('permission matrix', () => {
  it('visitors must log in everywhere', async () => {
    for (const c of [...customerCalls(), ...ownPaymentCalls(), ...adminCalls()]) {
      const response = await call(as.visitor, c);
      expect(response.statusCode, c[1]).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('customers and other customers are refused by every admin endpoint', async () => {
    for (const role of ['customer', 'otherCustomer'] as const) {
      for (const c of adminCalls()) {
        const response = await call(as[role], c);
        expect(response.statusCode, `${role} ${c[1]}`).toBe(403);
        expect(response.json()).toMatchObject({
          detail: 'You do not have permission to perform this action.',
        });
      }
    }
  });

  it('staff are refused by the customer’s own endpoints (they have no account)', async () => {
    for (const c of [...customerCalls().filter((c) => !c[1].includes('check-if')), ...ownPaymentCalls()]) {
      const response = await call(as.staff, c);
      expect(response.statusCode, c[1]).toBe(403);
      expect(response.json().detail).toBe('This is for customer accounts; staff work in the admin panel.');
    }
  });

  it('another customer’s payment answers 404, and its status stays untouched', async () => {
    for (const c of ownPaymentCalls()) {
      const response = await call(as.otherCustomer, c);
      expect(response.statusCode, c[1]).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Payment not found.' });
    }
    expect((await as.customer.get(`${S}/pending-payment/`)).json()).toMatchObject({
      payment_id: paymentId,
      status: 1,
    });
  });

  it('a visitor posting nothing to a staff route is asked to log in, not told which fields are missing', async () => {
    const response = await as.visitor.post(`${A}/customer/subscriptions/`, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });

  // Last: it changes the payment. Each call answers what its rules say for these records.
  it('staff reach every admin endpoint; the owner every customer endpoint', async () => {
    const staffExpects = [200, 409, 200, 404, 200, 200, 400, 400, 200, 201, 200, 200];
    for (const [index, c] of adminCalls().entries()) {
      expect((await call(as.staff, c)).statusCode, c[1]).toBe(staffExpects[index]);
    }
    const ownerExpects = [204, 200, 200, 200, 200, 200, 409, 200, 200, 400];
    for (const [index, c] of [...customerCalls(), ...ownPaymentCalls()].entries()) {
      expect((await call(as.customer, c)).statusCode, c[1]).toBe(ownerExpects[index]);
    }
  });
});
