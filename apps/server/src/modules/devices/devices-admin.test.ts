import { AUDIT_LOG_PATHS, DEVICES_ADMIN_PATHS, fillPath } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waDevices } from '../../db/schema/index.ts';
import { apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WHATSAPP_ENGINES: 'sandbox' } });
});
afterAll(() => ctx.close());

describe("staff pairing a customer's device", () => {
  it('retry it once its QR ran out (audited); customers may not', async () => {
    const staffApi = await apiAs(ctx.app, await createStaff(ctx.database.db));
    const customer = await createCustomer(ctx.database.db);
    const { id } = (
      await staffApi.post(DEVICES_ADMIN_PATHS.devices, {
        account_id: customer.accountId,
        name: 'Paired by support',
        engine: 'sandbox',
      })
    ).json();
    const retry = fillPath(DEVICES_ADMIN_PATHS.retry, { device_id: id });
    // Pairing already: nothing to retry.
    expect((await staffApi.post(retry, {})).json()).toMatchObject({ code: 'device_cannot_retry' });

    await ctx.database.db.update(waDevices).set({ state: 'qr_expired' }).where(eq(waDevices.id, id));
    const again = await staffApi.post(retry, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, state: 'pairing' });
    const audit = (await staffApi.get(`${AUDIT_LOG_PATHS.list}?search=device.retry`)).json();
    expect(audit.results.some((row: { target_id: string }) => row.target_id === id)).toBe(true);

    const missing = fillPath(DEVICES_ADMIN_PATHS.retry, {
      device_id: '00000000-0000-4000-8000-000000000000',
    });
    expect((await staffApi.post(missing, {})).json()).toMatchObject({ code: 'device_not_found' });
    expect((await (await apiAs(ctx.app, customer)).post(retry, {})).statusCode).toBe(403);
  });
});
