import { DEVICE_HEALTH_PATHS, DEVICES_PATHS, type Device, fillPath } from '@siar/shared';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  campaigns,
  conversations,
  deviceRamps,
  deviceSignals,
  sandboxReceived,
  waOutbox,
  waOutboxTransitions,
} from '../db/schema/index.ts';
import { recomputeDeviceHealth } from '../modules/device-health/index.ts';
import { contactsInGroup, deviceRow, startedCampaign, template } from '../test/campaign-data.ts';
import { apiAs, createCustomer } from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { type GatewayFixture, gatewayFixture, WAIT } from '../whatsapp/testing/gateway-fixture.ts';
import { REACH_OUT_LOCK_BACKOFF_MS } from './new-chat-ramp.repo.ts';
import { ReceiptBatcher } from './receipt-batcher.ts';

// WhatsApp's limits acted on, end to end on the sandbox (its faults play them as WhatsApp does):
// a reach-out lock (463) moves a number's new chats to the rotation's other devices and lets the
// number resume once it ends; a cap on new chats is stopped short of; recipients who block the
// number lower its health. The sandbox runs 50 times faster: a 10-minute lock lasts 12 s.

let ctx: TestContext;
let gateways: GatewayFixture;
let db: Database;
beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  gateways = await gatewayFixture({ handle: ctx.database, live: ctx.app.live });
  await gateways.startGateway('gw-limits');
});
afterAll(async () => {
  await gateways.close();
  await ctx.close();
});

const LOCK_WAIT = { timeout: 40_000, interval: 50 };

async function runCampaign(accountId: string, deviceIds: string[], phones: string[]) {
  const { groupId } = await contactsInGroup(db, accountId, phones.length, { phones });
  const templateId = await template(db, accountId);
  const campaignId = await startedCampaign(db, { accountId, templateId, groupIds: [groupId], deviceIds });
  await ctx.app.live.publish({ account_id: accountId, topic: 'campaigns', id: campaignId });
  return campaignId;
}

async function completed(campaignId: string) {
  await vi.waitFor(async () => {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row!.status).toBe('completed');
  }, LOCK_WAIT);
  return db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
}

/** Who received what: each number once, and by which device's number. */
async function arrivals(rows: { waMessageId: string | null }[]) {
  const ids = rows.map((row) => row.waMessageId!);
  return db.select().from(sandboxReceived).where(inArray(sandboxReceived.waMessageId, ids));
}

const phonesFrom = (start: number, n: number) => Array.from({ length: n }, (_, i) => `+62899${start + i}`);

describe('a reach-out lock (463) on a sandbox number', () => {
  it('moves its new chats to the other device, answers its contacts, and resumes after the lock', async () => {
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    const a = await gateways.pairedDevice(customer.accountId, '+447700900811');
    const b = await gateways.pairedDevice(customer.accountId, '+447700900812');
    const set = await api.post(fillPath(DEVICES_PATHS.sandboxFault, { device_id: a }), {
      fault: 'reach_out_lock',
      minutes: 10,
    });
    expect(set.statusCode).toBe(200);
    // The session tells the gateway, as Baileys' reachoutTimeLock does: the devices page shows it.
    const lockedUntil = await vi.waitFor(async () => {
      const device: Device = (await api.get(fillPath(DEVICES_PATHS.device, { device_id: a }))).json();
      expect(device.new_chats_locked_until).not.toBeNull();
      return new Date(device.new_chats_locked_until!);
    }, WAIT);
    expect(lockedUntil.getTime()).toBeGreaterThan(Date.now());
    // As when WhatsApp had not said so yet: the first new chat the number tries meets the 463.
    await db.update(deviceRamps).set({ lockedUntil: null }).where(eq(deviceRamps.deviceId, a));

    const phones = phonesFrom(3_100_001, 6);
    const rows = await completed(await runCampaign(customer.accountId, [a, b], phones));
    const got = await arrivals(rows);
    expect(got.map((r) => r.toPhone).sort()).toEqual([...phones].sort());
    expect(new Set(got.map((r) => r.fromPhone))).toEqual(new Set(['+447700900812']));
    const refusals = await db
      .select()
      .from(waOutboxTransitions)
      .where(
        and(
          inArray(
            waOutboxTransitions.outboxId,
            rows.map((r) => r.id),
          ),
          eq(waOutboxTransitions.toState, 'queued'),
        ),
      );
    expect(refusals.map((t) => t.reason)).toContain('WhatsApp restricted this account (463)');
    const [ramp] = await db.select().from(deviceRamps).where(eq(deviceRamps.deviceId, a));
    expect(ramp!.lockedUntil!.getTime()).toBe(lockedUntil.getTime());
    // The number's health counts the refusal, though no message of it failed.
    await recomputeDeviceHealth({ db }, { deviceIds: [a] });
    const health = (await api.get(fillPath(DEVICE_HEALTH_PATHS.device, { device_id: a }))).json();
    const refused = health.reasons.find((r: { code: string }) => r.code === 'refusals_463');
    expect(refused.value).toBe(refusals.filter((t) => t.reason?.includes('463')).length);

    // A contact who wrote to the locked number is still answered through it.
    const [contact] = phonesFrom(3_100_101, 1);
    await db.insert(conversations).values({
      accountId: customer.accountId,
      deviceId: a,
      peerPhone: contact!,
      lastMessageAt: new Date(),
      lastMessageKind: 'text',
      lastDirection: 'in',
      contactWroteAt: new Date(),
    });
    const answered = await arrivals(await completed(await runCampaign(customer.accountId, [a], [contact!])));
    expect(answered.map((r) => [r.fromPhone, r.toPhone])).toEqual([['+447700900811', contact]]);

    // The lock ends (WhatsApp lifts it): the number opens new chats again.
    await vi.waitFor(async () => {
      const device: Device = (await api.get(fillPath(DEVICES_PATHS.device, { device_id: a }))).json();
      expect(device.new_chats_locked_until).toBeNull();
    }, LOCK_WAIT);
    const later = phonesFrom(3_100_201, 2);
    const resumed = await arrivals(await completed(await runCampaign(customer.accountId, [a], later)));
    expect(resumed.map((r) => [r.fromPhone, r.toPhone]).sort()).toEqual(
      later.map((phone) => ['+447700900811', phone]),
    );
  });
});

describe('WhatsApp’s cap on new chats', () => {
  it('is stopped a tenth short of, the rest waiting for its cycle’s end, and shows where it stands', async () => {
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    const a = await gateways.pairedDevice(customer.accountId, '+447700900821');
    await api.post(fillPath(DEVICES_PATHS.sandboxFault, { device_id: a }), {
      fault: 'message_cap',
      quota: 5,
    });
    const cap = await vi.waitFor(async () => {
      const device: Device = (await api.get(fillPath(DEVICES_PATHS.device, { device_id: a }))).json();
      expect(device.whatsapp_new_chat_cap).toMatchObject({ total: 5, used: 0 });
      return device.whatsapp_new_chat_cap!;
    }, WAIT);

    const phones = phonesFrom(3_200_001, 6);
    const campaignId = await runCampaign(customer.accountId, [a], phones);
    // 90% of WhatsApp's 5: four go, and the number is never refused for a fifth.
    await vi.waitFor(async () => {
      const rows = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
      expect((await arrivals(rows.filter((r) => r.waMessageId))).length).toBe(4);
      expect(rows.filter((r) => r.state === 'queued').length).toBe(2);
    }, WAIT);
    const rows = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
    const moves = await db
      .select()
      .from(waOutboxTransitions)
      .where(
        inArray(
          waOutboxTransitions.outboxId,
          rows.map((r) => r.id),
        ),
      );
    expect(moves.filter((t) => t.reason?.includes('463'))).toEqual([]);
    const [held] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(held!.status).toBe('running');
    await vi.waitFor(async () => {
      const device: Device = (await api.get(fillPath(DEVICES_PATHS.device, { device_id: a }))).json();
      expect(device.whatsapp_new_chat_cap).toEqual({ total: 5, used: 4, ends_at: cap.ends_at });
    }, WAIT);
  });
});

describe('recipients who block the number', () => {
  it('leave its messages undelivered, are recorded as signals, and cost it health', async () => {
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    const a = await gateways.pairedDevice(customer.accountId, '+447700900831');
    await api.post(fillPath(DEVICES_PATHS.sandboxFault, { device_id: a }), { fault: 'blocking' });
    // The fault is acted out at the session's next round: wait until it is taken.
    await vi.waitFor(async () => expect((await gateways.device(a)).sandboxFault).toBeNull(), WAIT);
    const phones = phonesFrom(3_300_001, 20);
    const campaignId = await runCampaign(customer.accountId, [a], phones);
    await completed(campaignId);
    const blocks = await vi.waitFor(async () => {
      const rows = await db
        .select()
        .from(deviceSignals)
        .where(and(eq(deviceSignals.deviceId, a), eq(deviceSignals.kind, 'blocked')));
      expect(rows.length).toBeGreaterThan(0);
      return rows.length;
    }, WAIT);
    // Every blocked recipient's message stays sent: one grey tick, never delivered.
    await vi.waitFor(async () => {
      const rows = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
      expect(rows.filter((r) => r.state === 'sent').length).toBeGreaterThanOrEqual(blocks);
    }, WAIT);
    await recomputeDeviceHealth({ db }, { deviceIds: [a] });
    const health = (await api.get(fillPath(DEVICE_HEALTH_PATHS.device, { device_id: a }))).json();
    expect(health.reasons.map((r: { code: string }) => r.code)).toContain('blocked_reported');
  });
});

describe('a message WhatsApp refuses with 463 after taking it (Baileys’ ack error)', () => {
  it('fails with the reason and holds the number’s new chats for the back-off', async () => {
    const customer = await createCustomer(db);
    const deviceId = await deviceRow(db, customer.accountId, 'connected');
    const [row] = await db
      .insert(waOutbox)
      .values({
        accountId: customer.accountId,
        deviceId,
        purpose: 'api',
        toPhone: '+6289934000001',
        state: 'sent',
        waMessageId: 'ACK-463',
      })
      .returning();
    const batcher = new ReceiptBatcher(db, pino({ level: 'silent' }), () => {});
    const before = Date.now();
    batcher.add(deviceId, { waMessageId: 'ACK-463', status: 'failed', at: new Date(), reason: '463' });
    await batcher.flush();
    const [failed] = await db.select().from(waOutbox).where(eq(waOutbox.id, row!.id));
    expect([failed!.state, failed!.failureReason]).toEqual(['failed', '463']);
    const [ramp] = await db.select().from(deviceRamps).where(eq(deviceRamps.deviceId, deviceId));
    expect(ramp!.lockedUntil!.getTime()).toBeGreaterThanOrEqual(before + REACH_OUT_LOCK_BACKOFF_MS);
  });
});
