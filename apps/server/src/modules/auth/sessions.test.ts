import { AUTH_PATHS } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// The session lookup every request makes: the user and the account's latest subscription in one
// prepared statement, kept by the process until the database announces a change, so that logging
// out, a deactivation or a subscription ending shows on the very next request.

const PANEL = '/api/v1/cpanel/probe/';
const CHECK = '/api/v1/account/subscription/check-if-subscribed/';
const SUBSCRIPTIONS = '/api/v1/apanel/customer/subscriptions/';

// A customer-panel route that exists only here, behind the real /api/v1/cpanel/ guard.
const panelProbe: FastifyPluginAsync = async (app) => {
  app.get('/probe/', async () => ({ ok: true }));
};

async function appWithPanel(env: Record<string, string> = {}) {
  const ctx: TestContext = await createTestApp({
    env,
    extraRoutes: { subscribed: [panelProbe] },
  });
  return ctx;
}

/** Counts the statements the database driver is given while `run` goes. */
async function statementsDuring(ctx: TestContext, run: () => Promise<unknown>): Promise<number> {
  const client = (ctx.database.pool ?? ctx.database.pglite) as unknown as {
    query: (...a: unknown[]) => unknown;
  };
  const query = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return statements;
}

async function until(condition: () => Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 20_000; ) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('with the session cache (the default)', () => {
  let ctx: TestContext;
  let staff: Api;
  beforeAll(async () => {
    ctx = await appWithPanel();
    staff = await apiAs(ctx.app, await createStaff(ctx.database.db));
  });
  afterAll(() => ctx.close());

  it('looks a session up once, then answers the customer’s reads and the panel guard without the database', async () => {
    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    expect(await statementsDuring(ctx, () => customer.get(CHECK))).toBe(1);
    expect(await statementsDuring(ctx, () => customer.get(CHECK))).toBe(0);
    expect(await statementsDuring(ctx, () => customer.get(PANEL))).toBe(0);
    expect((await customer.get(CHECK)).json()).toEqual({ is_subscribed: true });
  });

  it('stops working on the very next request after logout', async () => {
    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    expect((await customer.get(PANEL)).statusCode).toBe(200);
    expect((await customer.post('/api/v1/auth/logout/')).statusCode).toBe(200);
    expect((await customer.get(PANEL)).statusCode).toBe(401);
    expect((await customer.get(CHECK)).statusCode).toBe(401);
  });

  it('blocks the customer panel at once when staff end the subscription, and opens it when they grant one', async () => {
    const owner = await createCustomer(ctx.database.db);
    const customer = await apiAs(ctx.app, owner);
    expect((await customer.get(PANEL)).statusCode).toBe(200);

    const [subscription] = (await staff.get(`${SUBSCRIPTIONS}?search=${owner.accountId}`)).json().results;
    const ended = await staff.patch(`${SUBSCRIPTIONS}${subscription.subscription_id}/`, { status: 4 });
    expect(ended.statusCode).toBe(200);
    const refused = await customer.get(PANEL);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'subscription_inactive' });
    expect((await customer.get(CHECK)).json()).toEqual({ is_subscribed: false });
    const standing = (await customer.get(AUTH_PATHS.session)).json().user.subscription;
    expect(standing).toMatchObject({ is_subscribed: false });

    // The account's latest subscription is the one that counts.
    const granted = await staff.post(SUBSCRIPTIONS, {
      account_id: owner.accountId,
      plan_id: 'professional',
      billing_cycle: 'monthly',
      end_date: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(granted.statusCode).toBe(201);
    expect((await customer.get(PANEL)).statusCode).toBe(200);
  });

  it('logs out a user deactivated at once, and forgets a session deleted outside any request', async () => {
    const owner = await createCustomer(ctx.database.db);
    const customer = await apiAs(ctx.app, owner);
    expect((await customer.get(CHECK)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update users set is_active = false where id = ${owner.userId}`);
    expect((await customer.get(CHECK)).statusCode).toBe(401);

    const other = await createCustomer(ctx.database.db);
    const otherApi = await apiAs(ctx.app, other);
    expect((await otherApi.get(CHECK)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${other.userId}`);
    expect((await otherApi.get(CHECK)).statusCode).toBe(401);
  });

  it.runIf(process.env.DATABASE_URL)(
    'hears a subscription ended by another process, and a session ended by one',
    async () => {
      const owner = await createCustomer(ctx.database.db);
      const customer = await apiAs(ctx.app, owner);
      expect((await customer.get(PANEL)).statusCode).toBe(200);
      const elsewhere = new pg.Client({
        connectionString: process.env.DATABASE_URL,
        options: `-c search_path="${ctx.database.schemaName}"`,
      });
      await elsewhere.connect();
      try {
        await elsewhere.query('update subscriptions set status = 4 where account_id = $1', [owner.accountId]);
        await until(async () => (await customer.get(PANEL)).statusCode === 403, 'the panel refuses');
        await elsewhere.query('delete from sessions where user_id = $1', [owner.userId]);
        await until(async () => (await customer.get(CHECK)).statusCode === 401, 'the session is gone');
      } finally {
        await elsewhere.end();
      }
    },
  );
});

describe('with SESSION_CACHE_SECONDS=0', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appWithPanel({ SESSION_CACHE_SECONDS: '0' });
  });
  afterAll(() => ctx.close());

  it('answers every read from one statement, and a logout shows on the next request', async () => {
    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    // Past five runs PostgreSQL may switch a prepared statement to its generic plan; go beyond.
    for (let i = 0; i < 7; i++) expect((await customer.get(CHECK)).json()).toEqual({ is_subscribed: true });
    expect(await statementsDuring(ctx, () => customer.get(CHECK))).toBe(1);
    expect(await statementsDuring(ctx, () => customer.get(PANEL))).toBe(1);
    expect((await customer.post('/api/v1/auth/logout/')).statusCode).toBe(200);
    expect((await customer.get(PANEL)).statusCode).toBe(401);
  });
});
