import { DEVICE_HEALTH_PATHS, DEVICES_PATHS, fillPath } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  conversations,
  deviceHealth,
  deviceHealthDays,
  deviceSignals,
  messages,
  waDevices,
  waOutbox,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer, queryRows } from '../../test/factories.ts';
import { runTwiceAndConcurrently } from '../../test/jobs.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { applyConnectionUpdate } from '../../whatsapp/gateway/device-connection.repo.ts';
import { deviceHealthJob } from './device-health.jobs.ts';
import { recomputeDeviceHealth } from './recompute-health.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WHATSAPP_ENGINES: 'sandbox' } });
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
const db = () => ctx.database.db;
const recompute = (at?: Date, deviceIds?: string[]) => recomputeDeviceHealth({ db: db() }, { at, deviceIds });

/** A device of a new customer, a month old (no "new number" points), with a webhook URL. */
async function monthOldDevice() {
  const customer = await createCustomer(db());
  const deviceId = await deviceRow(db(), customer.accountId);
  await db()
    .update(waDevices)
    .set({ createdAt: new Date(Date.now() - 40 * 24 * HOUR) })
    .where(eq(waDevices.id, deviceId));
  await db()
    .insert(webhookEndpoints)
    .values({ accountId: customer.accountId, url: 'https://hooks.example.com/siar', secretSealed: 'sealed' });
  return { customer, deviceId };
}

async function healthEvents(accountId: string) {
  const rows = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.accountId, accountId));
  return rows.filter((row) => row.event === 'device.health_changed').map((row) => JSON.parse(row.body).data);
}

/** Outbox rows of the device, `hoursAgo` old: sent (and how far they got) or failed with a reason. */
async function outboxRows(
  accountId: string,
  deviceId: string,
  rows: { state: 'sent' | 'delivered' | 'read' | 'failed'; hoursAgo: number; reason?: string }[],
) {
  await db()
    .insert(waOutbox)
    .values(
      rows.map(({ state, hoursAgo, reason }) => {
        const at = new Date(Date.now() - hoursAgo * HOUR);
        const failed = state === 'failed';
        return {
          accountId,
          deviceId,
          purpose: 'api' as const,
          toPhone: '+6281234500009',
          state,
          sentAt: failed ? null : at,
          failedAt: failed ? at : null,
          failureReason: failed ? (reason ?? 'WhatsApp refused the message') : null,
        };
      }),
    );
}

describe('the health history', () => {
  it('keeps one row per device and day, however often it is recomputed', async () => {
    const { deviceId } = await monthOldDevice();
    await recompute(undefined, [deviceId]);
    await recompute(undefined, [deviceId]);
    const days = () => db().select().from(deviceHealthDays).where(eq(deviceHealthDays.deviceId, deviceId));
    expect(await days()).toHaveLength(1);
    await recompute(new Date(Date.now() + 24 * HOUR), [deviceId]);
    expect((await days()).map((row) => row.score)).toEqual([100, 100]);
    const [now] = await db().select().from(deviceHealth).where(eq(deviceHealth.deviceId, deviceId));
    expect(now).toMatchObject({ score: 100, level: 'healthy', reasons: [] });
  });

  it('the job, run twice and twice at once, leaves one row a day and no event', async () => {
    const { customer, deviceId } = await monthOldDevice();
    await runTwiceAndConcurrently(deviceHealthJob(db(), ctx.app.live), {});
    const rows = await db().select().from(deviceHealthDays).where(eq(deviceHealthDays.deviceId, deviceId));
    expect(rows).toHaveLength(1);
    expect(await healthEvents(customer.accountId)).toEqual([]);
  });
});

describe('signals gathered from what Siar saw', () => {
  it('counts 463 and 479 refusals, failures since the last send, and delivery over settled sends', async () => {
    const { customer, deviceId } = await monthOldDevice();
    const read = Array.from({ length: 20 }, () => ({ state: 'read' as const, hoursAgo: 30 }));
    const justSent = Array.from({ length: 20 }, () => ({ state: 'sent' as const, hoursAgo: 0.1 }));
    const sentOnly = Array.from({ length: 20 }, () => ({ state: 'sent' as const, hoursAgo: 20 }));
    await outboxRows(customer.accountId, deviceId, [
      ...read,
      ...sentOnly,
      ...justSent,
      { state: 'failed', hoursAgo: 50, reason: 'WhatsApp restricted this account (463)' },
      { state: 'failed', hoursAgo: 0.05, reason: '479: stanza' },
      { state: 'failed', hoursAgo: 0.04, reason: 'WhatsApp refused the message (463)' },
      { state: 'failed', hoursAgo: 24 * 8, reason: '463' },
    ]);
    await recompute(undefined, [deviceId]);
    const [row] = await db().select().from(deviceHealth).where(eq(deviceHealth.deviceId, deviceId));
    expect(row!.inputs).toMatchObject({
      sent: 40,
      delivered: 20,
      read: 20,
      refusals463: 2,
      refusals479: 1,
      failuresInARow: 2,
    });
    const codes = row!.reasons.map((reason) => reason.code);
    expect(codes).toEqual(['refusals_463', 'low_delivery', 'failures_in_a_row', 'refusals_479']);
    expect(row!.score).toBe(100 - 30 - 12 - 10 - 5);
    expect(row!.level).toBe('critical');
  });

  it('counts the campaign recipients who answered after the send, and those who opted out after it', async () => {
    const { customer, deviceId } = await monthOldDevice();
    const { accountId } = customer;
    const sentAt = new Date(Date.now() - 3 * HOUR);
    const people = await db()
      .insert(contacts)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          accountId,
          phone: `+62813000000${String(i).padStart(2, '0')}`,
        })),
      )
      .returning();
    await db()
      .insert(waOutbox)
      .values(
        people.map((person) => ({
          accountId,
          deviceId,
          purpose: 'campaign' as const,
          toPhone: person.phone,
          contactId: person.id,
          state: 'read' as const,
          sentAt,
        })),
      );
    // Two answered after the send, one wrote only before it; one opted out after the send.
    const thread = async (phone: string, at: Date) => {
      const [cv] = await db()
        .insert(conversations)
        .values({
          accountId,
          deviceId,
          peerPhone: phone,
          lastMessageAt: at,
          lastMessageKind: 'text',
          lastDirection: 'in',
        })
        .returning();
      await db().insert(messages).values({
        accountId,
        deviceId,
        conversationId: cv!.id,
        peerPhone: phone,
        direction: 'in',
        kind: 'text',
        text: 'Ok',
        sentAt: at,
      });
    };
    await thread(people[0]!.phone, new Date(sentAt.getTime() + 60_000));
    await thread(people[1]!.phone, new Date(sentAt.getTime() + 120_000));
    await thread(people[2]!.phone, new Date(sentAt.getTime() - 60_000));
    await db().update(contacts).set({ optedOutAt: new Date() }).where(eq(contacts.id, people[3]!.id));
    await recompute(undefined, [deviceId]);
    const [row] = await db().select().from(deviceHealth).where(eq(deviceHealth.deviceId, deviceId));
    expect(row!.inputs).toMatchObject({ campaignSent: 20, replied: 2, optedOut: 1, sent: 20, read: 20 });
    // 10% answered (over 5%): no points; 5% opted out: 20 points.
    expect(row!.reasons).toEqual([{ code: 'opt_outs', points: 20, value: 5 }]);
  });

  it('a ban WhatsApp gives is recorded; a log-out from the panel is not', async () => {
    const { customer, deviceId } = await monthOldDevice();
    await applyConnectionUpdate(db(), deviceId, {
      state: 'closed',
      reason: 'banned',
      message: 'WhatsApp refused this number',
      willRetry: false,
    });
    const other = await deviceRow(db(), customer.accountId);
    await apiAs(ctx.app, customer).then((api) =>
      api.post(fillPath(DEVICES_PATHS.logout, { device_id: other }), {}),
    );
    await applyConnectionUpdate(db(), other, { state: 'closed', reason: 'logged_out', willRetry: false });
    const signals = await db()
      .select()
      .from(deviceSignals)
      .where(eq(deviceSignals.accountId, customer.accountId));
    expect(signals.map((s) => [s.deviceId, s.kind])).toEqual([[deviceId, 'banned']]);
    await recompute(undefined, [deviceId]);
    const [row] = await db().select().from(deviceHealth).where(eq(deviceHealth.deviceId, deviceId));
    expect(row).toMatchObject({ score: 0, level: 'critical' });
  });
});

describe('device.health_changed', () => {
  it('fires when the level crosses a threshold, and not on every recompute', async () => {
    const { customer, deviceId } = await monthOldDevice();
    await recompute(undefined, [deviceId]);
    await recompute(undefined, [deviceId]);
    expect(await healthEvents(customer.accountId)).toEqual([]);

    await db().insert(deviceSignals).values({ deviceId, accountId: customer.accountId, kind: 'logged_out' });
    await db().insert(deviceSignals).values({ deviceId, accountId: customer.accountId, kind: 'replaced' });
    await recompute(undefined, [deviceId]);
    await recompute(undefined, [deviceId]);
    // 85: still healthy, nothing to tell.
    expect(await healthEvents(customer.accountId)).toEqual([]);

    await db().insert(deviceSignals).values({ deviceId, accountId: customer.accountId, kind: 'logged_out' });
    await recompute(undefined, [deviceId]);
    await recompute(undefined, [deviceId]);
    expect(await healthEvents(customer.accountId)).toEqual([
      expect.objectContaining({
        device_id: deviceId,
        score: 75,
        level: 'at_risk',
        previous_level: 'healthy',
        previous_score: 85,
        reasons: [
          { code: 'logged_out', points: 20, value: 2 },
          { code: 'replaced', points: 5, value: 1 },
        ],
      }),
    ]);
    const [row] = await db().select().from(deviceHealth).where(eq(deviceHealth.deviceId, deviceId));
    expect(row).toMatchObject({ level: 'at_risk', previousLevel: 'healthy' });
    expect(row!.levelChangedAt).not.toBeNull();
  });
});

describe('the devices page reads it', () => {
  it("answers the account's devices' health with their history; another account sees none of it", async () => {
    const { customer, deviceId } = await monthOldDevice();
    const api = await apiAs(ctx.app, customer);
    const one = fillPath(DEVICE_HEALTH_PATHS.device, { device_id: deviceId });
    expect((await api.get(one)).json()).toMatchObject({ code: 'device_health_not_computed' });
    await recompute(undefined, [deviceId]);

    const list = await api.get(DEVICE_HEALTH_PATHS.list);
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([
      expect.objectContaining({ device_id: deviceId, score: 100, level: 'healthy', reasons: [] }),
    ]);
    expect(list.json().results[0].history).toHaveLength(1);
    expect((await api.get(one)).json()).toMatchObject({ device_id: deviceId, score: 100 });

    const stranger = await apiAs(ctx.app, await createCustomer(db()));
    expect((await stranger.get(DEVICE_HEALTH_PATHS.list)).json()).toEqual({ results: [] });
    const peek = await stranger.get(one);
    expect(peek.statusCode).toBe(404);
    expect(JSON.stringify(peek.json())).not.toContain('100');
    expect((await (await apiAs(ctx.app)).get(DEVICE_HEALTH_PATHS.list)).statusCode).toBe(401);
  });

  it('a deleted device takes its health and history with it', async () => {
    const { deviceId } = await monthOldDevice();
    await recompute(undefined, [deviceId]);
    await db().delete(waDevices).where(eq(waDevices.id, deviceId));
    const left = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from device_health_days where device_id = ${deviceId}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
