import { FLEET_PATHS } from '@siar/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceSignals,
  gatewayIncidents,
  gateways,
  waDeviceLeases,
  waDevices,
  waOutbox,
} from '../../db/schema/index.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { beat, registerGateway } from '../../whatsapp/gateway/gateways.repo.ts';
import { recomputeDeviceHealth } from '../device-health/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WHATSAPP_ENGINES: 'sandbox' } });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

describe('the fleet view (/apanel/gateways)', () => {
  it("shows gateways with what they report, every customer's devices by state and health, bans and 463s", async () => {
    const gatewayId = await registerGateway(db(), { name: 'gw-fleet', address: 'http://gw', capacity: 50 });
    await beat(db(), gatewayId, { rssBytes: 200_000_000, heapUsedBytes: 90_000_000, eventLoopP99Ms: 12.5 });
    const alice = await createCustomer(db(), { name: 'Alice Shop' });
    const bob = await createCustomer(db(), { name: 'Bob Store' });
    const banned = await deviceRow(db(), alice.accountId);
    const refused = await deviceRow(db(), bob.accountId);
    const quiet = await deviceRow(db(), bob.accountId, 'disconnected');
    await db().update(waDevices).set({ state: 'banned' }).where(eq(waDevices.id, banned));
    await db().insert(deviceSignals).values({ deviceId: banned, accountId: alice.accountId, kind: 'banned' });
    await db().insert(waOutbox).values({
      accountId: bob.accountId,
      deviceId: refused,
      purpose: 'api',
      toPhone: '+6281234500009',
      state: 'failed',
      failedAt: new Date(),
      failureReason: 'WhatsApp restricted this account (463)',
    });
    await db()
      .insert(waDeviceLeases)
      .values({ deviceId: refused, gatewayId, expiresAt: new Date(Date.now() + 60_000) });
    await recomputeDeviceHealth({ db: db() }, { deviceIds: [banned, refused, quiet] });

    const staff = await apiAs(ctx.app, await createStaff(db()));
    const answer = await staff.get(FLEET_PATHS.fleet);
    expect(answer.statusCode).toBe(200);
    const fleet = answer.json();
    expect(fleet.gateways).toContainEqual(
      expect.objectContaining({
        name: 'gw-fleet',
        alive: true,
        capacity: 50,
        devices: 1,
        rss_bytes: 200_000_000,
        event_loop_p99_ms: 12.5,
      }),
    );
    expect(fleet.by_state).toEqual(
      expect.arrayContaining([
        { state: 'banned', count: 1 },
        { state: 'disconnected', count: 1 },
      ]),
    );
    expect(fleet.events.map((e: { kind: string; device_id: string }) => [e.kind, e.device_id])).toEqual(
      expect.arrayContaining([
        ['banned', banned],
        ['refusals_463', refused],
      ]),
    );
    expect(fleet.lowest[0]).toMatchObject({
      device_id: banned,
      score: 0,
      level: 'critical',
      account_name: 'Alice Shop',
    });

    const onGateway = (await staff.get(`${FLEET_PATHS.fleet}?gateway=gw-fleet&event=refusals_463`)).json();
    expect(onGateway.by_state).toEqual([{ state: 'connected', count: 1 }]);
    expect(onGateway.events).toEqual([
      expect.objectContaining({ kind: 'refusals_463', count: 1, device_id: refused, gateway: 'gw-fleet' }),
    ]);
    const critical = (await staff.get(`${FLEET_PATHS.fleet}?level=critical&event=banned`)).json();
    expect(critical.lowest.every((d: { level: string }) => d.level === 'critical')).toBe(true);
    expect(critical.events.every((e: { kind: string }) => e.kind === 'banned')).toBe(true);
    expect((await staff.get(`${FLEET_PATHS.fleet}?level=fine`)).statusCode).toBe(400);
    await db().update(gateways).set({ stoppedAt: new Date() }).where(eq(gateways.id, gatewayId));
  });

  it("shows each gateway's silent sessions reconnected and its storms, and the devices found silent", async () => {
    const stormy = await registerGateway(db(), { name: 'gw-stormy', address: 'http://gw-s', capacity: 20 });
    const calm = await registerGateway(db(), { name: 'gw-calm', address: 'http://gw-c', capacity: 20 });
    const carol = await createCustomer(db(), { name: 'Carol Mart' });
    const quiet = await deviceRow(db(), carol.accountId);
    const other = await deviceRow(db(), carol.accountId);
    await db()
      .insert(waDeviceLeases)
      .values({ deviceId: quiet, gatewayId: stormy, expiresAt: new Date(Date.now() + 60_000) });
    const silent = (deviceId: string, gatewayId: string, daysAgo: number) => ({
      deviceId,
      accountId: carol.accountId,
      kind: 'silent_session' as const,
      gatewayId,
      at: new Date(Date.now() - daysAgo * 86_400_000),
    });
    // Two this week on the stormy gateway, one on the calm one, one too old to count.
    await db()
      .insert(deviceSignals)
      .values([
        silent(quiet, stormy, 0),
        silent(quiet, stormy, 1),
        silent(other, calm, 2),
        silent(quiet, stormy, 9),
      ]);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db()
      .insert(gatewayIncidents)
      .values([
        {
          gatewayId: stormy,
          kind: 'reconnect_storm',
          deviceIds: ['a', 'b', 'c', 'd', 'e', 'f'],
          campaignsPaused: 3,
          startedAt: new Date(),
        },
        {
          gatewayId: calm,
          kind: 'reconnect_storm',
          deviceIds: ['a', 'b', 'c', 'd', 'e'],
          campaignsPaused: 0,
          startedAt: hourAgo,
          endedAt: new Date(),
        },
        {
          gatewayId: calm,
          kind: 'reconnect_storm',
          deviceIds: ['a'],
          startedAt: new Date(Date.now() - 9 * 86_400_000),
          endedAt: hourAgo,
        },
      ]);

    const staff = await apiAs(ctx.app, await createStaff(db()));
    const fleet = (await staff.get(FLEET_PATHS.fleet)).json();
    const gateway = (name: string) => fleet.gateways.find((g: { name: string }) => g.name === name);
    expect(gateway('gw-stormy')).toMatchObject({ silent_reconnects: 2, storm: true });
    expect(gateway('gw-calm')).toMatchObject({ silent_reconnects: 1, storm: false });
    expect(fleet.incidents).toEqual([
      expect.objectContaining({
        gateway: 'gw-stormy',
        kind: 'reconnect_storm',
        devices: 6,
        campaigns_paused: 3,
        ended_at: null,
      }),
      expect.objectContaining({
        gateway: 'gw-calm',
        devices: 5,
        campaigns_paused: 0,
        ended_at: expect.any(String),
      }),
    ]);
    const silentEvents = fleet.events.filter((e: { kind: string }) => e.kind === 'silent_session');
    expect(silentEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          device_id: quiet,
          count: 2,
          gateway: 'gw-stormy',
          account_name: 'Carol Mart',
        }),
        expect.objectContaining({ device_id: other, count: 1, gateway: null }),
      ]),
    );

    const onStormy = (await staff.get(`${FLEET_PATHS.fleet}?gateway=gw-stormy&event=silent_session`)).json();
    expect(onStormy.incidents).toHaveLength(1);
    expect(onStormy.events).toEqual([
      expect.objectContaining({ kind: 'silent_session', device_id: quiet, count: 2 }),
    ]);
    await db()
      .update(gateways)
      .set({ stoppedAt: new Date() })
      .where(inArray(gateways.id, [stormy, calm]));
  });

  it('is for staff only', async () => {
    const customer = await apiAs(ctx.app, await createCustomer(db()));
    expect((await customer.get(FLEET_PATHS.fleet)).statusCode).toBe(403);
    expect((await (await apiAs(ctx.app)).get(FLEET_PATHS.fleet)).statusCode).toBe(401);
  });
});
