import {
  CAMPAIGNS_PATHS,
  DEFAULT_RAMP_SCHEDULE,
  fillPath,
  instantAt,
  localDate,
  NEW_CHAT_RAMP_PATHS,
  type RampStep,
} from '@siar/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  campaignDevices,
  campaigns,
  conversations,
  deviceHealth,
  deviceRamps,
  sandboxReceived,
  waOutbox,
} from '../../db/schema/index.ts';
import { enqueue } from '../../sending/index.ts';
import { claimDue } from '../../sending/outbox-batch.repo.ts';
import { OutboxSender } from '../../sending/outbox-sender.ts';
import type { MediaStore } from '../../storage/index.ts';
import { contactsInGroup, deviceRow, startedCampaign, template } from '../../test/campaign-data.ts';
import { apiAs, createAgent, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { type EngineSession, PermanentSendError } from '../../whatsapp/engine-port.ts';
import { type GatewayFixture, gatewayFixture, WAIT } from '../../whatsapp/testing/gateway-fixture.ts';
import { heldLease } from '../../whatsapp/testing/test-lease.ts';
import { moveRamps } from './index.ts';

// The ramp of daily new-chat caps, end to end on the sandbox: a campaign larger than its devices'
// caps today sends what fits, says when the rest goes, and sends it the next day, once each; the
// REST API's and the inbox's new chats wait for the next day; replies are never capped; the steps
// move with age and health.

let ctx: TestContext;
let gateways: GatewayFixture;
let db: Database;
beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  gateways = await gatewayFixture({ handle: ctx.database, live: ctx.app.live });
  await gateways.startGateway('gw-ramp');
});
afterAll(async () => {
  await gateways.close();
  await ctx.close();
});

const P = NEW_CHAT_RAMP_PATHS;
const ZONE = 'Asia/Jakarta';
const tomorrow = () => localDate(new Date(Date.now() + 86_400_000), ZONE);

/** A contact who wrote to each of the devices first: messages to them open no new chat. */
async function wroteFirst(accountId: string, deviceIds: string[], phone: string) {
  const at = new Date();
  await db.insert(conversations).values(
    deviceIds.map((deviceId) => ({
      accountId,
      deviceId,
      peerPhone: phone,
      lastMessageAt: at,
      lastMessageKind: 'text' as const,
      lastDirection: 'in' as const,
      contactWroteAt: at,
    })),
  );
}

async function stateCounts(campaignId: string) {
  const rows = await db
    .select({ state: waOutbox.state })
    .from(waOutbox)
    .where(eq(waOutbox.campaignId, campaignId));
  const went = rows.filter((r) => ['sent', 'delivered', 'read'].includes(r.state)).length;
  return { went, queued: rows.filter((r) => r.state === 'queued').length };
}

describe('a campaign larger than the devices’ new-chat caps today', () => {
  it('sends what fits, shows the spread with a date, sends the rest the next day, once each', async () => {
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    const steps: RampStep[] = [
      { day: 0, cap: 10 },
      { day: 3, cap: 50 },
    ];
    expect((await api.put(P.ramp, { steps })).json()).toMatchObject({ steps, is_default: false });
    const a = await gateways.pairedDevice(customer.accountId, '+447700900701');
    const b = await gateways.pairedDevice(customer.accountId, '+447700900702');
    const phones = Array.from({ length: 30 }, (_, i) => `+628996${String(20_001 + i)}`);
    await wroteFirst(customer.accountId, [a, b], phones[29]!);
    const { groupId } = await contactsInGroup(db, customer.accountId, phones.length, { phones });
    const templateId = await template(db, customer.accountId);
    const campaignId = await startedCampaign(db, {
      accountId: customer.accountId,
      templateId,
      groupIds: [groupId],
      deviceIds: [a, b],
    });
    await ctx.app.live.publish({ account_id: customer.accountId, topic: 'campaigns', id: campaignId });

    // 10 new chats on each device, and the contact who wrote first although the caps are full.
    await vi.waitFor(
      async () => expect(await stateCounts(campaignId)).toEqual({ went: 21, queued: 9 }),
      WAIT,
    );
    const lastOne = await db
      .select()
      .from(waOutbox)
      .where(and(eq(waOutbox.campaignId, campaignId), eq(waOutbox.toPhone, phones[29]!)));
    expect(lastOne[0]!.state).not.toBe('queued');
    const read = (await api.get(fillPath(CAMPAIGNS_PATHS.campaign, { campaign_id: campaignId }))).json();
    expect(read.status).toBe('running');
    expect(read.spread).toEqual({ today: 21, total: 30, days: 1, last_day: tomorrow() });
    const ramp = (await api.get(P.ramp)).json();
    expect(
      ramp.devices.map((d: { opened_today: number; room_today: number }) => [d.opened_today, d.room_today]),
    ).toEqual([
      [10, 0],
      [10, 0],
    ]);

    // The account's next day: the counts start again, and the rest goes.
    await db
      .update(deviceRamps)
      .set({ day: localDate(new Date(Date.now() - 86_400_000), ZONE) })
      .where(inArray(deviceRamps.deviceId, [a, b]));
    await db
      .update(campaignDevices)
      .set({ nextSendAt: new Date() })
      .where(eq(campaignDevices.campaignId, campaignId));
    await ctx.app.live.publish({ account_id: customer.accountId, topic: 'campaigns', id: campaignId });
    await vi.waitFor(async () => {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(row!.status).toBe('completed');
    }, WAIT);
    const ids = (await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId))).map(
      (r) => r.waMessageId!,
    );
    const arrived = await db.select().from(sandboxReceived).where(inArray(sandboxReceived.waMessageId, ids));
    expect(arrived.map((r) => r.toPhone).sort()).toEqual([...phones].sort());
  });
});

describe('a device’s own messages', () => {
  it('keeps REST API and inbox messages that open a new chat for the next day; replies and warmup go', async () => {
    const customer = await createCustomer(db);
    await db
      .update(accounts)
      .set({ newChatRamp: [{ day: 0, cap: 2 }] })
      .where(eq(accounts.id, customer.accountId));
    const deviceId = await deviceRow(db, customer.accountId, 'disconnected');
    await wroteFirst(customer.accountId, [deviceId], '+6289970000009');
    const queue = (purpose: 'api' | 'chat' | 'warmup', toPhone: string) =>
      enqueue(db, { purpose, accountId: customer.accountId, deviceId, toPhone, text: 'Hi' });
    const first = await queue('api', '+6289970000001');
    const second = await queue('chat', '+6289970000002');
    const third = await queue('api', '+6289970000003');
    const reply = await queue('chat', '+6289970000009');
    const warmup = await queue('warmup', '+447700900799');
    const lease = await heldLease(db, deviceId);
    let n = 0;
    const claimed = await claimDue(db, lease, () => `RAMP-DUE-${++n}`, 10);
    expect(claimed.map((r) => r.id).sort()).toEqual([first.id, second.id, reply.id, warmup.id].sort());
    const [waiting] = await db.select().from(waOutbox).where(eq(waOutbox.id, third.id));
    expect(waiting!.state).toBe('queued');
    expect(waiting!.dueAt.toISOString()).toBe(instantAt(tomorrow(), '00:00', ZONE).toISOString());
    expect(await claimDue(db, lease, () => `RAMP-DUE-${++n}`, 10)).toEqual([]);
  });
});

describe('WhatsApp’s reach-out lock (463)', () => {
  it('stops the number opening new chats until the lock’s end, replies still going, then opens them again', async () => {
    const customer = await createCustomer(db);
    const deviceId = await deviceRow(db, customer.accountId, 'disconnected');
    await wroteFirst(customer.accountId, [deviceId], '+6289971000009');
    const queue = (purpose: 'api' | 'chat', toPhone: string) =>
      enqueue(db, { purpose, accountId: customer.accountId, deviceId, toPhone, text: 'Hi' });
    const refused = await queue('api', '+6289971000001');
    const lease = await heldLease(db, deviceId);
    const lockEnds = new Date(Date.now() + 2 * 3_600_000);
    // The engine refuses with the lock and says when it ends.
    const session = {
      send: async () => {
        throw new PermanentSendError('WhatsApp restricted this account (463)', 'restricted', lockEnds);
      },
      outcomeOf: async () => 'not_sent' as const,
    } as unknown as EngineSession;
    const sender = new OutboxSender({
      db,
      log: pino({ level: 'silent' }),
      media: {} as MediaStore,
      lease,
      session,
      newMessageId: () => `LOCK-${refused.id}`,
      batchSize: 1,
      onMoved: () => {},
      onLeaseLost: () => {},
    });
    sender.start();
    await vi.waitFor(async () => {
      const [row] = await db.select().from(waOutbox).where(eq(waOutbox.id, refused.id));
      expect(row!.state).toBe('failed');
    }, WAIT);
    await sender.stop();
    const [ramp] = await db.select().from(deviceRamps).where(eq(deviceRamps.deviceId, deviceId));
    expect(ramp!.lockedUntil!.toISOString()).toBe(lockEnds.toISOString());

    const newChat = await queue('chat', '+6289971000002');
    const reply = await queue('chat', '+6289971000009');
    let n = 0;
    expect((await claimDue(db, lease, () => `LOCK-DUE-${++n}`, 10)).map((r) => r.id)).toEqual([reply.id]);
    const [waiting] = await db.select().from(waOutbox).where(eq(waOutbox.id, newChat.id));
    expect(waiting!.dueAt.toISOString()).toBe(lockEnds.toISOString());

    // The lock has ended: the new chat goes.
    await db
      .update(deviceRamps)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(deviceRamps.deviceId, deviceId));
    await db.update(waOutbox).set({ dueAt: new Date() }).where(eq(waOutbox.id, newChat.id));
    expect((await claimDue(db, lease, () => `LOCK-DUE-${++n}`, 10)).map((r) => r.id)).toEqual([newChat.id]);
  });
});

describe('the steps', () => {
  it('climb with age while healthy, fall back when not, once a day on the account’s calendar', async () => {
    const customer = await createCustomer(db);
    const deviceId = await deviceRow(db, customer.accountId, 'disconnected');
    const day = (n: number) => new Date(Date.UTC(2026, 2, 10 + n, 5));
    await db.insert(deviceRamps).values({ deviceId, accountId: customer.accountId, startedAt: day(-3) });
    const health = (score: number) =>
      db
        .insert(deviceHealth)
        .values({
          deviceId,
          accountId: customer.accountId,
          score,
          level: 'healthy',
          reasons: [],
          inputs: {} as never,
          computedAt: new Date(),
        })
        .onConflictDoUpdate({ target: deviceHealth.deviceId, set: { score } });
    const stepOf = async () =>
      (await db.select().from(deviceRamps).where(eq(deviceRamps.deviceId, deviceId)))[0]!.step;
    await health(95);
    await moveRamps(db, day(0));
    expect(await stepOf()).toBe(1);
    await moveRamps(db, day(0));
    expect(await stepOf()).toBe(1);
    await health(60);
    await moveRamps(db, day(1));
    expect(await stepOf()).toBe(0);
    await health(95);
    await moveRamps(db, day(2));
    expect(await stepOf()).toBe(1);
  });
});

describe('the ramp API', () => {
  it('answers the defaults, refuses a bad schedule in the field shape, and is the owner’s', async () => {
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    expect((await api.get(P.ramp)).json()).toMatchObject({
      steps: DEFAULT_RAMP_SCHEDULE,
      is_default: true,
      today: expect.any(String),
    });
    const bad = await api.put(P.ramp, {
      steps: [
        { day: 0, cap: 50 },
        { day: 3, cap: 20 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field_codes: { 'steps.1.cap': [{ code: 'ramp_caps_order' }] } });
    const agent = await apiAs(ctx.app, await createAgent(db, customer));
    expect((await agent.get(P.ramp)).statusCode).toBe(403);
    const mine = await db.execute(sql`select new_chat_ramp from accounts where id = ${customer.accountId}`);
    expect((mine as unknown as { rows: { new_chat_ramp: unknown }[] }).rows[0]!.new_chat_ramp).toBeNull();
  });
});
