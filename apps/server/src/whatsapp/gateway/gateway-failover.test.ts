import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { campaigns, gateways, waAuth, waDeviceLeases, waDevices, waOutbox } from '../../db/schema/index.ts';
import { contactsInGroup, startedCampaign, template, wideRamp } from '../../test/campaign-data.ts';
import { createCustomer } from '../../test/factories.ts';
import { dropRunSchema, freePort } from '../../test/processes.ts';

// Two gateway processes on one PostgreSQL: kill -9 one mid-campaign, and the other resumes its
// devices from the stored auth state within 30 s, never holding a device while the dead one's
// lease still ran, and finishes the campaign: every recipient reached exactly once.
const url = process.env.DATABASE_URL;
const schema = `failover_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
let handle: DatabaseHandle;

function startGateway(name: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      ROLE: 'gateway',
      GATEWAY_NAME: name,
      SANDBOX_SPEED: '20',
      LOG_LEVEL: 'warn',
      RUN_JOBS: 'false',
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function healthy(port: number) {
  await vi.waitFor(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
      if (!response.ok) throw new Error('not yet');
    },
    { timeout: 150_000, interval: 200 },
  );
}

describe.skipIf(!url)('gateway failover (two processes, PostgreSQL)', () => {
  beforeAll(async () => {
    handle = await openDatabase({ url, schemaName: schema });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await handle?.close();
    if (url) await dropRunSchema(url, schema);
  });

  it('resumes a killed gateway’s devices and campaign on the other within 30 s, one holder at a time, nobody reached twice', {
    timeout: 300_000,
  }, async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startGateway('gw-a', portA);
    await healthy(portA);
    const { db } = handle;
    const customer = await createCustomer(db);
    // Six paired sandbox devices: auth state stored, so any gateway connects them without a QR.
    const devices = await db
      .insert(waDevices)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          accountId: customer.accountId,
          name: `Phone ${i}`,
          engine: 'sandbox' as const,
          state: 'connecting' as const,
          phoneNumber: `+62899555000${i + 1}`,
        })),
      )
      .returning({ id: waDevices.id, phoneNumber: waDevices.phoneNumber });
    await db
      .insert(waAuth)
      .values(devices.map((d) => ({ deviceId: d.id, key: 'creds', value: { phoneNumber: d.phoneNumber } })));
    const ids = devices.map((d) => d.id);
    const [gwA] = await db.select().from(gateways).where(eq(gateways.name, 'gw-a'));

    const holders = async () => db.select().from(waDeviceLeases).where(inArray(waDeviceLeases.deviceId, ids));
    // Connected since `after`: a stale "connected" the dead gateway left does not count.
    const allConnected = async (after = new Date(0)) =>
      (await db.select().from(waDevices).where(inArray(waDevices.id, ids))).every(
        (d) => d.state === 'connected' && !!d.connectedAt && d.connectedAt > after,
      );
    await vi.waitFor(
      async () => {
        const leases = await holders();
        expect(leases.filter((l) => l.gatewayId === gwA!.id)).toHaveLength(6);
        expect(await allConnected()).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );

    startGateway('gw-b', portB);
    await healthy(portB);
    const [gwB] = await db.select().from(gateways).where(eq(gateways.name, 'gw-b'));
    // A campaign in flight on A's six devices (paced, so it is still going when A dies).
    const campaignId = await runningCampaign(db, customer.accountId, ids, RECIPIENTS);
    const settled = async () =>
      (
        await rawRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from wa_outbox
              where campaign_id = ${campaignId} and state not in ('queued', 'sending')`,
        )
      )[0]!.n;
    await vi.waitFor(async () => expect(await settled()).toBeGreaterThanOrEqual(12), {
      timeout: 60_000,
      interval: 100,
    });
    // A's leases as last renewed, before it dies.
    const lastOfA = new Map((await holders()).map((l) => [l.deviceId, l.expiresAt]));
    a.kill('SIGKILL');
    const killedAt = Date.now();
    const settledAtKill = await settled();
    for (const lease of await holders()) lastOfA.set(lease.deviceId, lease.expiresAt);
    expect(settledAtKill).toBeLessThan(RECIPIENTS);

    await vi.waitFor(
      async () => {
        const leases = await holders();
        expect(leases.filter((l) => l.gatewayId === gwB!.id)).toHaveLength(6);
        expect(await allConnected(new Date(killedAt))).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    for (const lease of await holders()) {
      // B took each device only once A's lease on it had run out.
      expect(lease.acquiredAt.getTime()).toBeGreaterThanOrEqual(lastOfA.get(lease.deviceId)!.getTime());
    }

    // B finishes the campaign: each recipient reached once, each row in one final state.
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
        expect(row?.status).toBe('completed');
      },
      { timeout: 120_000, interval: 250 },
    );
    const rows = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
    expect(rows).toHaveLength(RECIPIENTS);
    expect(rows.filter((r) => !['sent', 'delivered', 'read'].includes(r.state))).toEqual([]);
    const arrivals = await rawRows<{ to_phone: string; n: number }>(
      db,
      sql`select o.to_phone, count(r.id)::int as n from wa_outbox o
          left join sandbox_received r on r.wa_message_id = o.wa_message_id
          where o.campaign_id = ${campaignId} group by o.to_phone`,
    );
    expect(arrivals.filter((a) => a.n !== 1)).toEqual([]);
    expect(arrivals).toHaveLength(RECIPIENTS);
  });
});

const RECIPIENTS = 60;

/** A campaign to `count` new contacts through the devices, paced (about 1 s per device), running. */
async function runningCampaign(db: Database, accountId: string, deviceIds: string[], count: number) {
  const phones = Array.from({ length: count }, (_, i) => `+6287755${String(100_001 + i)}`);
  const { groupId } = await contactsInGroup(db, accountId, count, { phones });
  await wideRamp(db, accountId);
  const templateId = await template(db, accountId, 'Hello {{name}}');
  const campaignId = await startedCampaign(
    db,
    { accountId, templateId, groupIds: [groupId], deviceIds },
    { minDelaySeconds: 1, maxDelaySeconds: 2 },
  );
  return campaignId;
}
