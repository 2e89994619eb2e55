import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer, createStaff, type TestCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Staff search and paging over the lists, with the count limit set to 5 so that the estimate and
// the paging cap show with a handful of rows.

const S = '/api/v1/account/subscription';
const PAYMENTS = '/api/v1/apanel/customer/payments/';
const SUBSCRIPTIONS = '/api/v1/apanel/customer/subscriptions/';
const ACCOUNTS = '/api/v1/apanel/customer/accounts/';

let ctx: TestContext;
let admin: Api;
let bakery: TestCustomer;
let tailor: TestCustomer;
const paymentIds = new Map<string, string>();

type Row = { payment_id?: string; account_dict?: { account_id: string }; account_id?: string };
const accountsIn = (body: { results: Row[] }) =>
  body.results.map((r) => r.account_dict?.account_id ?? r.account_id).sort();

beforeAll(async () => {
  ctx = await createTestApp({ env: { LIST_COUNT_LIMIT: '5' } });
  admin = await apiAs(ctx.app, await createStaff(ctx.database.db, 'search_ops'));
  bakery = await createCustomer(ctx.database.db, { name: 'Roti Bakar Mekar', username: 'mekar_bakery' });
  tailor = await createCustomer(ctx.database.db, { name: 'Penjahit Rapi', username: 'rapi_tailor' });
  for (const customer of [bakery, tailor]) {
    const api = await apiAs(ctx.app, customer);
    const payment = await api.post(`${S}/create-payment/`, {
      plan_id: 'starter',
      billing_cycle: 'monthly',
      payment_method: 'qris',
    });
    paymentIds.set(customer.accountId, payment.json().payment_id);
  }
  // Five more accounts, so that the subscriptions and accounts lists pass the limit of 5.
  for (let i = 0; i < 5; i++) await createCustomer(ctx.database.db, { name: `Filler ${i}` });
});
afterAll(() => ctx.close());

describe('search', () => {
  it('finds an account by part of its name, its owner’s username or email, or the start of its id', async () => {
    const searches = ['bakar mek', 'MEKAR_BAK', bakery.email.slice(3, 14), bakery.accountId.slice(0, 6)];
    for (const search of searches) {
      const q = `?search=${encodeURIComponent(search)}`;
      for (const list of [PAYMENTS, SUBSCRIPTIONS, ACCOUNTS]) {
        const body = (await admin.get(list + q)).json();
        expect(accountsIn(body), `${list} ${search}`).toContain(bakery.accountId);
        expect(accountsIn(body), `${list} ${search}`).not.toContain(tailor.accountId);
        expect(body.count, `${list} ${search}`).toBe(body.results.length);
        expect(body.count_is_estimate).toBe(false);
      }
    }
  });

  it('finds a payment by the start of its id, and only that payment', async () => {
    const paymentId = paymentIds.get(tailor.accountId)!;
    for (const search of [paymentId, paymentId.slice(0, 9), paymentId.slice(0, 9).toUpperCase()]) {
      const body = (await admin.get(`${PAYMENTS}?search=${search}`)).json();
      expect(body.results.map((r: Row) => r.payment_id)).toContain(paymentId);
      expect(
        body.results.every(
          (r: Row) =>
            r.payment_id!.startsWith(paymentId.slice(0, 9)) ||
            r.account_dict?.account_id.startsWith(paymentId.slice(0, 9)),
        ),
      ).toBe(true);
    }
    // A hyphen where a uuid has none is no id prefix, and matches nothing here.
    expect((await admin.get(`${PAYMENTS}?search=${paymentId.slice(0, 4)}-`)).json().count).toBe(0);
  });
});

describe('counting and paging past the limit', () => {
  it('counts exactly up to the limit and says the total is an estimate beyond it', async () => {
    const payments = (await admin.get(PAYMENTS)).json();
    expect(payments).toMatchObject({ count: 2, count_is_estimate: false, count_exact_up_to: 5 });

    const subscriptions = (await admin.get(`${SUBSCRIPTIONS}?page_size=3`)).json();
    expect(subscriptions.count_is_estimate).toBe(true);
    expect(subscriptions.count).toBeGreaterThan(5);
    expect(subscriptions.count_exact_up_to).toBe(5);
    expect(subscriptions.results).toHaveLength(3);

    const filler = (await admin.get(`${ACCOUNTS}?search=filler`)).json();
    expect(filler).toMatchObject({ count: 5, count_is_estimate: false });
    const all = (await admin.get(ACCOUNTS)).json();
    expect(all.count_is_estimate).toBe(true);
    expect(all.count).toBeGreaterThanOrEqual(6);
  });

  it('serves pages that start within the limit and answers 400 on page for the ones past it', async () => {
    const second = await admin.get(`${SUBSCRIPTIONS}?page=2&page_size=3`);
    expect(second.statusCode).toBe(200);
    expect(second.json().results).toHaveLength(3);
    const first = (await admin.get(`${SUBSCRIPTIONS}?page=1&page_size=3`)).json();
    const seen = [...first.results, ...second.json().results].map(
      (r: { subscription_id: string }) => r.subscription_id,
    );
    expect(new Set(seen).size).toBe(6);

    const past = await admin.get(`${SUBSCRIPTIONS}?page=3&page_size=3`);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      page: [
        'Only the first 5 rows can be paged through (pages 1 to 2 at 3 a page). Search to narrow the list.',
      ],
    });
    expect((await admin.get(`${PAYMENTS}?page=6&page_size=1`)).statusCode).toBe(400);
  });
});
