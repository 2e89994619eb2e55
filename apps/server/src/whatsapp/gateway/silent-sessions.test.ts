import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  campaigns,
  deviceHealth,
  deviceSignals,
  gatewayIncidents,
  waDevices,
  waOutbox,
} from '../../db/schema/index.ts';
import { contactsInGroup, startedCampaign, template } from '../../test/campaign-data.ts';
import { createCustomer } from '../../test/factories.ts';
import { type GatewayFixture, gatewayFixture, WAIT } from '../testing/gateway-fixture.ts';
import { STORM_MIN_DEVICES } from './reconnect-storm.ts';

// Issue 21, part 4, on the sandbox engine end to end: a session that says it is connected but
// hears nothing back after sending is probed and reconnected; many devices failing at once on one
// gateway pause the campaigns on them and leave an incident for staff.

let fixture: GatewayFixture;
let db: Database;
beforeAll(async () => {
  fixture = await gatewayFixture();
  db = fixture.handle.db;
});
afterAll(() => fixture.close());

async function queueMessage(accountId: string, deviceId: string, text: string) {
  const [row] = await db
    .insert(waOutbox)
    .values({ accountId, deviceId, purpose: 'warmup', toPhone: '+6281234500071', text, typingMs: 0 })
    .returning();
  await fixture.live.publish({ account_id: accountId, topic: 'devices', id: deviceId });
  return row!.id;
}

const stateOf = async (outboxId: string) =>
  (await db.select().from(waOutbox).where(eq(waOutbox.id, outboxId)))[0]!.state;

const silentSignals = (deviceId: string) =>
  db
    .select()
    .from(deviceSignals)
    .where(and(eq(deviceSignals.deviceId, deviceId), eq(deviceSignals.kind, 'silent_session')));

describe('a silent session', () => {
  it('a sandbox device given the silence fault, after sending, is probed and reconnected; its health counts it', async () => {
    const gateway = await fixture.startGateway('gw-silent', 10, { silentSessionSeconds: 0.3 });
    const { accountId } = await createCustomer(db);
    const deviceId = await fixture.pairedDevice(accountId, '+447700900401');
    const connectedAt = (await fixture.device(deviceId)).connectedAt!;

    await db.update(waDevices).set({ sandboxFault: 'silence' }).where(eq(waDevices.id, deviceId));
    await vi.waitFor(async () => expect((await fixture.device(deviceId)).sandboxFault).toBeNull(), WAIT);
    const silenced = await queueMessage(accountId, deviceId, 'Halo, apa kabar?');

    // It went out (the recipient has it) but no tick came back; then the gateway reconnected it.
    await vi.waitFor(async () => expect(await silentSignals(deviceId)).toHaveLength(1), WAIT);
    const [signal] = await silentSignals(deviceId);
    expect(signal).toMatchObject({ accountId, gatewayId: gateway.id });
    expect(signal!.detail).toMatch(/^1 sent, nothing heard for \d+ s, probe unanswered: reconnected$/);
    expect(await stateOf(silenced)).toBe('sent');
    await vi.waitFor(async () => {
      const device = await fixture.device(deviceId);
      expect(device.state).toBe('connected');
      expect(device.connectedAt!.getTime()).toBeGreaterThan(connectedAt.getTime());
    }, WAIT);
    expect((await fixture.device(deviceId)).phoneNumber).toBe('+447700900401');

    // Reconnected, it hears again: the next message gets its ticks, and no second signal comes.
    const after = await queueMessage(accountId, deviceId, 'Sampai jumpa');
    await vi.waitFor(async () => expect(['delivered', 'read']).toContain(await stateOf(after)), WAIT);
    expect(await silentSignals(deviceId)).toHaveLength(1);
    await vi.waitFor(async () => {
      const [health] = await db.select().from(deviceHealth).where(eq(deviceHealth.deviceId, deviceId));
      expect(health?.reasons).toContainEqual({ code: 'silent_sessions', points: 5, value: 1 });
    }, WAIT);
    await gateway.stop();
  });
});

async function runningCampaign(accountId: string, deviceIds: string[]) {
  const { groupId } = await contactsInGroup(db, accountId, 40);
  const templateId = await template(db, accountId, 'Promo {{name}}');
  // A minute between a device's messages: the campaign is still running when the storm comes.
  const pacing = { minDelaySeconds: 60, maxDelaySeconds: 60 };
  return startedCampaign(db, { accountId, templateId, groupIds: [groupId], deviceIds }, pacing);
}

const campaignRow = async (id: string) => (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

describe('a reconnect storm', () => {
  it('several devices losing their connection together pause the campaign on them, with its reason, and leave an incident', async () => {
    const gateway = await fixture.startGateway('gw-storm', 10);
    const { accountId } = await createCustomer(db);
    const deviceIds: string[] = [];
    for (let i = 0; i < STORM_MIN_DEVICES; i++)
      deviceIds.push(await fixture.pairedDevice(accountId, `+44770090042${i}`));
    const campaignId = await runningCampaign(accountId, deviceIds);
    await vi.waitFor(async () => {
      const sent = await db
        .select()
        .from(waOutbox)
        .where(
          and(eq(waOutbox.campaignId, campaignId), inArray(waOutbox.state, ['sent', 'delivered', 'read'])),
        );
      expect(sent.length).toBeGreaterThan(0);
    }, WAIT);

    await db.update(waDevices).set({ sandboxFault: 'disconnect' }).where(inArray(waDevices.id, deviceIds));

    await vi.waitFor(async () => {
      expect(await campaignRow(campaignId)).toMatchObject({
        status: 'paused',
        statusReason: 'reconnect_storm',
      });
    }, WAIT);
    const [incident] = await db
      .select()
      .from(gatewayIncidents)
      .where(eq(gatewayIncidents.gatewayId, gateway.id!));
    expect(incident).toMatchObject({ kind: 'reconnect_storm', campaignsPaused: 1, endedAt: null });
    expect(new Set(incident!.deviceIds)).toEqual(new Set(deviceIds));

    // The devices come back by themselves; the campaign does not: only Resume starts it again.
    await vi.waitFor(async () => {
      const rows = await db.select().from(waDevices).where(inArray(waDevices.id, deviceIds));
      expect(rows.every((row) => row.state === 'connected')).toBe(true);
    }, WAIT);
    await fixture.live.publish({ account_id: accountId, topic: 'campaigns', id: campaignId });
    expect(await campaignRow(campaignId)).toMatchObject({
      status: 'paused',
      statusReason: 'reconnect_storm',
    });
    const queued = await db
      .select()
      .from(waOutbox)
      .where(and(eq(waOutbox.campaignId, campaignId), eq(waOutbox.state, 'queued')));
    expect(queued.length).toBeGreaterThan(0);

    // Stopping the gateway ends its storm.
    await gateway.stop();
    const [ended] = await db.select().from(gatewayIncidents).where(eq(gatewayIncidents.id, incident!.id));
    expect(ended!.endedAt).not.toBeNull();
  });
});
