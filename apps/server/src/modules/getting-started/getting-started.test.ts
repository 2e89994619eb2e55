import { GETTING_STARTED_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/index.ts';
import { contactsInGroup, deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function newCustomer() {
  const customer = await createCustomer(ctx.database.db);
  return { customer, api: await apiAs(ctx.app, customer) };
}

describe('first-run checklist', () => {
  it('ticks each step from the account’s own data', async () => {
    const { customer, api } = await newCustomer();
    const fresh = await api.get(GETTING_STARTED_PATHS.checklist);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      device_paired: false,
      contacts_imported: false,
      campaign_sent: false,
      dismissed: false,
    });

    const db = ctx.database.db;
    await deviceRow(db, customer.accountId);
    await contactsInGroup(db, customer.accountId, 2);
    // A draft is not a campaign sent; a started one is.
    await db.insert(campaigns).values({ accountId: customer.accountId, name: 'Draft' });
    expect((await api.get(GETTING_STARTED_PATHS.checklist)).json()).toMatchObject({
      device_paired: true,
      contacts_imported: true,
      campaign_sent: false,
    });
    await db
      .insert(campaigns)
      .values({ accountId: customer.accountId, name: 'Launch', status: 'running', startedAt: new Date() });
    expect((await api.get(GETTING_STARTED_PATHS.checklist)).json()).toMatchObject({ campaign_sent: true });

    // Another account's steps are its own.
    const other = await newCustomer();
    expect((await other.api.get(GETTING_STARTED_PATHS.checklist)).json()).toMatchObject({
      device_paired: false,
      contacts_imported: false,
      campaign_sent: false,
    });
  });

  it('stays hidden once the owner dismisses it, for this account only', async () => {
    const { api } = await newCustomer();
    const dismissed = await api.post(GETTING_STARTED_PATHS.dismiss);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ dismissed: true, device_paired: false });
    expect((await api.post(GETTING_STARTED_PATHS.dismiss)).statusCode).toBe(200);
    expect((await api.get(GETTING_STARTED_PATHS.checklist)).json()).toMatchObject({ dismissed: true });

    const other = await newCustomer();
    expect((await other.api.get(GETTING_STARTED_PATHS.checklist)).json()).toMatchObject({ dismissed: false });
  });

  it('answers a visitor with 401', async () => {
    const visitor = await apiAs(ctx.app);
    expect((await visitor.get(GETTING_STARTED_PATHS.checklist)).statusCode).toBe(401);
    expect((await visitor.post(GETTING_STARTED_PATHS.dismiss)).statusCode).toBe(401);
  });
});
