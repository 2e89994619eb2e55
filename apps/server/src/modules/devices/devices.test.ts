import {
  AUDIT_LOG_PATHS,
  DEVICES_ADMIN_PATHS,
  DEVICES_PATHS,
  fillPath,
  SANDBOX_PHONE_PATHS,
} from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateways, statusMoves, waAuth, waDeviceLeases, waDevices, waOutbox } from '../../db/schema/index.ts';
import { apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WHATSAPP_ENGINES: 'sandbox' } });
});
afterAll(() => ctx.close());

const path = (key: 'device' | 'retry' | 'logout' | 'forceDelete' | 'sandboxFault', deviceId: string) =>
  fillPath(DEVICES_PATHS[key], { device_id: deviceId });

async function customerApi(planId = 'starter') {
  const customer = await createCustomer(ctx.database.db, { planId });
  return { customer, api: await apiAs(ctx.app, customer) };
}

describe('devices API', () => {
  it('adds a sandbox device that starts pairing, lists it, renames, pauses and resumes it', async () => {
    const { api } = await customerApi();
    const created = await api.post(DEVICES_PATHS.devices, { name: 'Front desk', engine: 'sandbox' });
    expect(created.statusCode).toBe(201);
    const device = created.json();
    expect(device).toMatchObject({
      name: 'Front desk',
      engine: 'sandbox',
      state: 'pairing',
      paused: false,
      phone_number: null,
      sent_today: 0,
      gateway: null,
    });

    const list = (await api.get(DEVICES_PATHS.devices)).json();
    expect(list.count).toBe(1);
    expect(list.results.map((d: { id: string }) => d.id)).toEqual([device.id]);

    const renamed = await api.patch(path('device', device.id), { name: 'Sales' });
    expect(renamed.json()).toMatchObject({ name: 'Sales' });
    expect((await api.patch(path('device', device.id), { paused: true })).json()).toMatchObject({
      paused: true,
    });
    expect((await api.patch(path('device', device.id), { paused: false })).json()).toMatchObject({
      paused: false,
    });
  });

  it('refuses what is not offered or not valid, in the error shape', async () => {
    const { api } = await customerApi();
    const baileys = await api.post(DEVICES_PATHS.devices, { name: 'Real', engine: 'baileys' });
    expect(baileys.statusCode).toBe(400);
    expect(baileys.json()).toMatchObject({
      engine: ['This engine is not offered here. Choose one of: sandbox.'],
      field_codes: { engine: [{ code: 'engine_not_offered', params: { engines: 'sandbox' } }] },
    });
    const unnamed = await api.post(DEVICES_PATHS.devices, { name: '  ', engine: 'sandbox' });
    expect(unnamed.json()).toMatchObject({ name: ['Please give the device a name.'] });
    const badPhone = await api.post(DEVICES_PATHS.devices, {
      name: 'X',
      engine: 'sandbox',
      pairing_phone: '0812',
    });
    expect(badPhone.json()).toMatchObject({
      pairing_phone: ['Please enter a valid phone number (e.g., +1234567890)'],
    });
    const unknownGateway = await api.post(DEVICES_PATHS.devices, {
      name: 'X',
      engine: 'sandbox',
      gateway: 'gw-none',
    });
    expect(unknownGateway.json()).toMatchObject({ field_codes: { gateway: [{ code: 'gateway_unknown' }] } });
  });

  it("answers 404 for another account's device, whatever the call", async () => {
    const { api: owner } = await customerApi();
    const { api: stranger } = await customerApi();
    const { id } = (await owner.post(DEVICES_PATHS.devices, { name: 'Mine', engine: 'sandbox' })).json();
    for (const response of [
      await stranger.get(path('device', id)),
      await stranger.patch(path('device', id), { name: 'Theirs' }),
      await stranger.post(path('retry', id)),
      await stranger.post(path('logout', id)),
      await stranger.delete(path('forceDelete', id)),
      await stranger.post(path('sandboxFault', id), { fault: 'ban' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'device_not_found' });
    }
    expect((await stranger.get(DEVICES_PATHS.devices)).json().count).toBe(0);
    expect((await owner.get(path('device', id))).json().name).toBe('Mine');
  });

  it("keeps to the plan's device limit, even when adds race for the last place", async () => {
    const { api } = await customerApi('starter');
    for (let i = 0; i < 4; i++) {
      expect((await api.post(DEVICES_PATHS.devices, { name: `D${i}`, engine: 'sandbox' })).statusCode).toBe(
        201,
      );
    }
    const options = (await api.get(DEVICES_PATHS.selectOptions)).json();
    expect(options).toMatchObject({
      total_used_wa_devices: 4,
      total_available_wa_devices: 1,
      engines: ['sandbox'],
    });
    expect(options.wa_devices_options).toHaveLength(4);

    const race = await Promise.all(
      [1, 2, 3].map((i) => api.post(DEVICES_PATHS.devices, { name: `R${i}`, engine: 'sandbox' })),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    const refused = race.find((r) => r.statusCode === 403)!.json();
    expect(refused).toMatchObject({ code: 'device_limit_reached', params: { plan: 'Starter', limit: '5' } });
    expect((await api.get(DEVICES_PATHS.devices)).json().count).toBe(5);
    expect((await api.get(DEVICES_PATHS.selectOptions)).json().total_available_wa_devices).toBe(0);
  });

  it('logs a device out (auth state wiped), retries it, and force-deletes it', async () => {
    const { customer, api } = await customerApi();
    const { id } = (await api.post(DEVICES_PATHS.devices, { name: 'Kasir', engine: 'sandbox' })).json();
    // Pairing already: nothing to retry.
    expect((await api.post(path('retry', id))).json()).toMatchObject({ code: 'device_cannot_retry' });

    await ctx.database.db
      .insert(waAuth)
      .values({ deviceId: id, key: 'creds', value: { phoneNumber: '+447700900127' } });
    await ctx.database.db
      .update(waDevices)
      .set({ state: 'connected', phoneNumber: '+447700900127' })
      .where(eq(waDevices.id, id));
    const out = (await api.post(path('logout', id))).json();
    expect(out).toMatchObject({ state: 'logged_out', phone_number: null });
    expect(await ctx.database.db.select().from(waAuth).where(eq(waAuth.deviceId, id))).toEqual([]);

    const again = await api.post(path('retry', id), { pairing_phone: '+447700900128' });
    expect(again.json()).toMatchObject({ state: 'pairing', state_reason: null });
    // Both moves are recorded as the customer's.
    const moves = await ctx.database.db.select().from(statusMoves).where(eq(statusMoves.rowId, id));
    expect(moves.map((move) => [move.fromStatus, move.toStatus, move.byKind, move.byUserId])).toEqual([
      ['connected', 'logged_out', 'user', customer.userId],
      ['logged_out', 'pairing', 'user', customer.userId],
    ]);

    const deleted = await api.delete(path('forceDelete', id));
    expect(deleted.json()).toEqual({ detail: 'WA Device deleted successfully', device_id: id });
    expect((await api.get(path('device', id))).statusCode).toBe(404);
    // Deleted for good with its auth state, not hidden: the account's device slot is free again.
    const left = await ctx.database.db
      .select()
      .from(waDevices)
      .where(eq(waDevices.accountId, customer.accountId));
    expect(left).toEqual([]);
    expect(await ctx.database.db.select().from(waAuth).where(eq(waAuth.deviceId, id))).toEqual([]);
  });

  it('sets faults on sandbox devices only', async () => {
    const { api } = await customerApi();
    const { id } = (await api.post(DEVICES_PATHS.devices, { name: 'Sandbox', engine: 'sandbox' })).json();
    expect((await api.post(path('sandboxFault', id), { fault: 'disconnect' })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(waDevices).where(eq(waDevices.id, id));
    expect(row?.sandboxFault).toBe('disconnect');
    const bad = await api.post(path('sandboxFault', id), { fault: 'explode' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the sandbox phone page: an unknown or spent QR is 404, a bad number a field error', async () => {
    const visitor = await apiAs(ctx.app);
    const url = fillPath(SANDBOX_PHONE_PATHS.scan, { token: 'no-such-token-123' });
    const offer = await visitor.get(url);
    expect(offer.statusCode).toBe(404);
    expect(offer.json()).toMatchObject({ code: 'sandbox_qr_expired' });
    expect((await visitor.post(url, { phone_number: '+447700900126' })).statusCode).toBe(404);
    expect((await visitor.post(url, { phone_number: 'abc' })).json()).toMatchObject({
      field_codes: { phone_number: [{ code: 'phone_invalid' }] },
    });
    const code = await visitor.post(SANDBOX_PHONE_PATHS.pairingCode, { code: 'ABCD1234' });
    expect(code.json()).toMatchObject({ code: 'sandbox_code_invalid' });
  });

  it('is closed to visitors and to customers whose subscription ended', async () => {
    const visitor = await apiAs(ctx.app);
    expect((await visitor.get(DEVICES_PATHS.devices)).statusCode).toBe(401);
    const ended = await createCustomer(ctx.database.db, { trialEnds: new Date(Date.now() - 1000) });
    expect((await (await apiAs(ctx.app, ended)).get(DEVICES_PATHS.devices)).statusCode).toBe(403);
  });
});

describe('staff over devices', () => {
  it("pair a number for a customer's account (audited), and see the gateways' room", async () => {
    const staff = await createStaff(ctx.database.db);
    const staffApi = await apiAs(ctx.app, staff);
    const customer = await createCustomer(ctx.database.db);
    const created = await staffApi.post(DEVICES_ADMIN_PATHS.devices, {
      account_id: customer.accountId,
      name: 'Paired by support',
      engine: 'sandbox',
    });
    expect(created.statusCode).toBe(201);
    const device = created.json();
    expect(
      (await staffApi.get(fillPath(DEVICES_ADMIN_PATHS.device, { device_id: device.id }))).json(),
    ).toMatchObject({
      name: 'Paired by support',
      state: 'pairing',
    });
    const audit = (await staffApi.get(`${AUDIT_LOG_PATHS.list}?search=device.create`)).json();
    expect(audit.results.some((row: { target_id: string }) => row.target_id === device.id)).toBe(true);
    // The customer sees it as theirs.
    const own = await (await apiAs(ctx.app, customer)).get(DEVICES_PATHS.devices);
    expect(own.json().results.map((d: { id: string }) => d.id)).toEqual([device.id]);

    const missing = await staffApi.post(DEVICES_ADMIN_PATHS.devices, {
      account_id: '00000000-0000-4000-8000-000000000000',
      name: 'X',
      engine: 'sandbox',
    });
    expect(missing.json()).toMatchObject({ code: 'account_not_found' });
    expect((await staffApi.get(DEVICES_ADMIN_PATHS.gateways)).json()).toEqual({ results: [], room: 0 });
    // Customers may not.
    expect((await (await apiAs(ctx.app, customer)).get(DEVICES_ADMIN_PATHS.gateways)).statusCode).toBe(403);
  });
});

describe('a device as the page shows it', () => {
  it('names the gateway holding it, offers its QR while pairing, and counts what it sent today', async () => {
    const { db } = ctx.database;
    const { customer, api } = await customerApi();
    const { id } = (await api.post(DEVICES_PATHS.devices, { name: 'Lobby', engine: 'sandbox' })).json();
    // No gateway yet: no QR to show.
    expect((await api.get(path('device', id))).json()).toMatchObject({ gateway: null, pairing: null });

    const [gateway] = await db
      .insert(gateways)
      .values({ name: 'gw-view', address: 'http://gw-view.test', capacity: 10 })
      .returning();
    await db
      .insert(waDeviceLeases)
      .values({ deviceId: id, gatewayId: gateway!.id, expiresAt: new Date(Date.now() + 60_000) });
    const expiresAt = new Date(Date.now() + 30_000);
    await db
      .update(waDevices)
      .set({ pairingQr: 'http://siar.test/sandbox/scan/abc', pairingExpiresAt: expiresAt })
      .where(eq(waDevices.id, id));
    expect((await api.get(path('device', id))).json()).toMatchObject({
      gateway: 'gw-view',
      pairing: { qr: 'http://siar.test/sandbox/scan/abc', code: null, expires_at: expiresAt.toISOString() },
    });

    await db
      .update(waDevices)
      .set({ state: 'connected', phoneNumber: '+447700900129' })
      .where(eq(waDevices.id, id));
    await db.insert(waOutbox).values([
      {
        accountId: customer.accountId,
        deviceId: id,
        purpose: 'warmup',
        toPhone: '+6281200000001',
        state: 'delivered',
        sentAt: new Date(),
      },
      {
        accountId: customer.accountId,
        deviceId: id,
        purpose: 'warmup',
        toPhone: '+6281200000002',
        state: 'queued',
      },
      {
        accountId: customer.accountId,
        deviceId: id,
        purpose: 'warmup',
        toPhone: '+6281200000003',
        state: 'read',
        sentAt: new Date(Date.now() - 3 * 86_400_000),
      },
    ]);
    expect((await api.get(path('device', id))).json()).toMatchObject({
      state: 'connected',
      sent_today: 1,
      gateway: 'gw-view',
    });

    // Its gateway gone (the lease lapsed): shown as disconnected, with why.
    await db
      .update(waDeviceLeases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(waDeviceLeases.deviceId, id));
    expect((await api.get(path('device', id))).json()).toMatchObject({
      state: 'disconnected',
      state_reason: 'Its gateway stopped; another one takes it over shortly',
      gateway: null,
    });
  });
});
