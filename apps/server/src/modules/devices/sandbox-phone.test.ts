import { randomBytes } from 'node:crypto';
import { fillPath, SANDBOX_PHONE_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPairings, waDevices } from '../../db/schema/index.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { applyConnectionUpdate } from '../../whatsapp/gateway/device-connection.repo.ts';

// The sandbox on a real installation: off unless asked for, its devices only on test numbers that
// no phone is given, and no answer about another account's numbers.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A device of a new account, connected as `phoneNumber` (or pairing, with a live QR, without one). */
async function device(engine: 'sandbox' | 'baileys', phoneNumber?: string) {
  const customer = await createCustomer(ctx.database.db, { planId: 'professional' });
  const [row] = await ctx.database.db
    .insert(waDevices)
    .values({
      accountId: customer.accountId,
      name: 'Kasir',
      engine,
      state: phoneNumber ? 'connected' : 'pairing',
      phoneNumber,
    })
    .returning();
  const token = randomBytes(16).toString('base64url');
  await ctx.database.db
    .insert(sandboxPairings)
    .values({ deviceId: row!.id, token, expiresAt: new Date(Date.now() + 60_000) });
  return { customer, deviceId: row!.id, scanUrl: fillPath(SANDBOX_PHONE_PATHS.scan, { token }) };
}

describe('the sandbox phone page', () => {
  it('does not exist where the sandbox is not offered', async () => {
    const production = await createTestApp({ env: { WHATSAPP_ENGINES: 'baileys' } });
    try {
      const visitor = await apiAs(production.app);
      const offer = await visitor.get(fillPath(SANDBOX_PHONE_PATHS.scan, { token: 'some-token-1234' }));
      expect(offer.statusCode).toBe(404);
      expect(offer.json()).toMatchObject({ code: 'route_not_found' });
      const code = await visitor.post(SANDBOX_PHONE_PATHS.pairingCode, { code: 'ABCD1234' });
      expect(code.json()).toMatchObject({ code: 'route_not_found' });
    } finally {
      await production.close();
    }
    // A second app opens a database of its own: slow on a busy machine.
  }, 120_000);

  it('suggests and links only test numbers, never a real one', async () => {
    const { scanUrl } = await device('sandbox');
    const visitor = await apiAs(ctx.app);
    expect((await visitor.get(scanUrl)).json().suggested_number).toMatch(/^\+447700900\d{3}$/);
    const real = await visitor.post(scanUrl, { phone_number: '+6289912345678' });
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({
      phone_number: ['The sandbox links test numbers only: +44 7700 900000 to +44 7700 900999.'],
    });
    expect((await visitor.post(scanUrl, { phone_number: '+447700900555' })).statusCode).toBe(200);
  });

  it("says nothing of another account's numbers", async () => {
    await device('sandbox', '+447700900777');
    const { scanUrl } = await device('sandbox');
    const visitor = await apiAs(ctx.app);
    const taken = await visitor.post(scanUrl, { phone_number: '+447700900777' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().field_codes).toEqual({ phone_number: [{ code: 'sandbox_number_taken' }] });
    expect(taken.body).not.toContain('number_in_use');
  });
});

describe('a WhatsApp number in two accounts', () => {
  it('links in each (WhatsApp decides), and once per account', async () => {
    const number = '+6281299887766';
    const first = await device('baileys', number);
    const other = await device('baileys');
    expect(
      await applyConnectionUpdate(ctx.database.db, other.deviceId, { state: 'open', phoneNumber: number }),
    ).toEqual({
      ok: true,
    });
    const [second] = await ctx.database.db
      .insert(waDevices)
      .values({ accountId: first.customer.accountId, name: 'Second', engine: 'baileys', state: 'pairing' })
      .returning();
    expect(
      await applyConnectionUpdate(ctx.database.db, second!.id, { state: 'open', phoneNumber: number }),
    ).toEqual({
      ok: false,
      refusal: 'number_in_use',
    });
  });
});
