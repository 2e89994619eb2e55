import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type Api, apiAs, createCustomer, type TestCustomer } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// The contacts API's tests share one app, a customer (owner) with their API, and a stranger's.

export const C = '/api/v1/cpanel/contacts';
export let ctx: TestContext;
export let owner: TestCustomer;
export let api: Api;
export let other: Api;

/** Starts the app and both customers for the file's tests, and stops it after. */
export function useContactsApp(): void {
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createCustomer(ctx.database.db);
    api = await apiAs(ctx.app, owner);
    other = await apiAs(ctx.app, await createCustomer(ctx.database.db));
  });
  afterAll(() => ctx.close());
}

/** Adds `n` contacts straight in the table (fast), numbered from `from`. */
export async function seedContacts(accountId: string, n: number, from = 0) {
  await ctx.database.db.execute(sql`insert into contacts (account_id, name, phone)
    select ${accountId}, 'Seed ' || g, '+6285' || lpad(g::text, 9, '0') from generate_series(${from}::int, ${from + n - 1}::int) g`);
}

export const create = (body: object, as = api) => as.post(`${C}/`, body);
