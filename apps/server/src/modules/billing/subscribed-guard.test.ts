import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { apiAs, createCustomer, createStaff, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// A customer-panel route that exists only here: it sits behind the real /api/v1/cpanel/ guard.
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/probe/', async (request) => ({ account_id: request.customer.accountId }));
};
const PROBE = '/api/v1/cpanel/probe/';

let ctx: TestContext;
let db: Database;

beforeAll(async () => {
  ctx = await createTestApp({ extraRoutes: { subscribed: [probeRoutes] } });
  db = ctx.database.db;
});
afterAll(() => ctx.close());

const probe = async (user?: TestUser) => (await apiAs(ctx.app, user)).get(PROBE);
const refused = {
  detail: 'Your subscription is not active. Choose a plan to continue.',
  code: 'subscription_inactive',
};

describe('the customer-panel guard', () => {
  it('lets a customer on trial, or with a cancelled subscription still in its period, through as itself', async () => {
    const trial = await createCustomer(db);
    expect((await probe(trial)).json()).toEqual({ account_id: trial.accountId });
    await db.execute(
      sql`update subscriptions set cancel_at_period_end = true where account_id = ${trial.accountId}`,
    );
    expect((await probe(trial)).json()).toEqual({ account_id: trial.accountId });
  });

  it('refuses a customer whose trial is over, or whose subscription ended, with a clear reason', async () => {
    const lapsed = await createCustomer(db, { trialEnds: new Date(Date.now() - 60_000) });
    const response = await probe(lapsed);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);

    const ended = await createCustomer(db);
    expect((await probe(ended)).statusCode).toBe(200);
    await db.execute(sql`update subscriptions set status = 4 where account_id = ${ended.accountId}`);
    expect((await probe(ended)).json()).toEqual(refused);
  });

  it('asks visitors to log in and sends staff to the admin panel', async () => {
    expect((await probe()).statusCode).toBe(401);
    const staff = await probe(await createStaff(db));
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({
      code: 'customers_only',
      detail: expect.stringMatching(/admin panel/),
    });
  });
});
