import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  campaignDevices,
  campaigns,
  contacts,
  messages,
  sandboxReceived,
  waDevices,
  waOutbox,
  waOutboxTransitions,
} from '../db/schema/index.ts';
import { contactsInGroup, deviceRow, startedCampaign, template } from '../test/campaign-data.ts';
import { createCustomer } from '../test/factories.ts';
import type { Gateway } from '../whatsapp/gateway/gateway.ts';
import type { Lease } from '../whatsapp/lease.ts';
import { type GatewayFixture, gatewayFixture, WAIT } from '../whatsapp/testing/gateway-fixture.ts';
import { heldLease, lapseLease } from '../whatsapp/testing/test-lease.ts';
import { claimCampaignRecipients } from './campaign-claim.repo.ts';

let fixture: GatewayFixture;
let db: Database;
let gateway: Gateway;
beforeAll(async () => {
  fixture = await gatewayFixture();
  db = fixture.handle.db;
  gateway = await fixture.startGateway('gw-campaigns');
});
afterAll(() => fixture.close());

let phoneCounter = 0;
/** Sandbox devices link only as numbers of the reserved test range (+44 7700 900xxx). */
const nextPhone = () => `+447700900${String(500 + ++phoneCounter).padStart(3, '0')}`;

/** One recipient claimed for the device, under this WhatsApp id. */
const claimOne = async (deviceId: string, waMessageId: string) =>
  (await claimCampaignRecipients(db, await leaseOf(deviceId), () => waMessageId))[0];

/** A lease per device, held by a gateway of the test's own (not the fixture's running one). */
const leases = new Map<string, Lease>();
async function leaseOf(deviceId: string): Promise<Lease> {
  if (!leases.has(deviceId)) leases.set(deviceId, await heldLease(db, deviceId));
  return leases.get(deviceId)!;
}

async function startCampaign(
  accountId: string,
  deviceIds: string[],
  groupId: string,
  options: Partial<typeof campaigns.$inferInsert> = {},
) {
  const templateId = await template(db, accountId, 'Hello {{name}}');
  const target = { accountId, templateId, groupIds: [groupId], deviceIds };
  const campaignId = await startedCampaign(db, target, options);
  await fixture.live.publish({ account_id: accountId, topic: 'campaigns', id: campaignId });
  return campaignId;
}

const campaignRow = async (id: string) => (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const rowsOf = (campaignId: string) => db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));

/** How many times each number received a message of the campaign in the sandbox. */
async function arrivalsPerPhone(campaignId: string) {
  const sent = await rowsOf(campaignId);
  const ids = sent.map((r) => r.waMessageId).filter((id): id is string => !!id);
  const arrived = ids.length
    ? await db.select().from(sandboxReceived).where(inArray(sandboxReceived.waMessageId, ids))
    : [];
  const perPhone = new Map<string, number>();
  for (const a of arrived) perPhone.set(a.toPhone, (perPhone.get(a.toPhone) ?? 0) + 1);
  return perPhone;
}

describe('campaign sending through the gateway', () => {
  it('sends every recipient once across both devices, and completes', async () => {
    const customer = await createCustomer(db);
    const a = await fixture.pairedDevice(customer.accountId, nextPhone());
    const b = await fixture.pairedDevice(customer.accountId, nextPhone());
    const phones = Array.from({ length: 24 }, (_, i) => `+628995${String(10_001 + i)}`);
    phones[5] = '+6289955000000'; // not on the sandbox's WhatsApp
    const { groupId } = await contactsInGroup(db, customer.accountId, phones.length, { phones });
    const campaignId = await startCampaign(customer.accountId, [a, b], groupId);

    await vi.waitFor(async () => expect((await campaignRow(campaignId)).status).toBe('completed'), WAIT);
    const rows = await rowsOf(campaignId);
    expect(rows).toHaveLength(24);
    const skipped = rows.filter((r) => r.state === 'skipped');
    expect(skipped.map((r) => [r.toPhone, r.failureReason])).toEqual([['+6289955000000', 'not_on_whatsapp']]);
    expect(
      rows.filter((r) => r.state !== 'skipped').every((r) => ['sent', 'delivered', 'read'].includes(r.state)),
    ).toBe(true);
    // Rotation: both devices sent part of it.
    const byDevice = new Set(rows.filter((r) => r.state !== 'skipped').map((r) => r.deviceId));
    expect(byDevice).toEqual(new Set([a, b]));
    // The sandbox's recipients each got the message exactly once.
    const arrivals = await arrivalsPerPhone(campaignId);
    expect(arrivals.size).toBe(23);
    expect([...arrivals.values()].every((n) => n === 1)).toBe(true);
    // Receipts keep coming after completion.
    await vi.waitFor(async () => {
      const states = (await rowsOf(campaignId)).map((r) => r.state);
      expect(states.filter((s) => s === 'read')).toHaveLength(23);
    }, WAIT);
  });

  it('takes nothing from a paused campaign, and skips a contact who opted out meanwhile', async () => {
    const customer = await createCustomer(db);
    // A device no gateway runs (disconnected): the claims below are the only ones.
    const a = await deviceRow(db, customer.accountId, 'disconnected');
    const { groupId } = await contactsInGroup(db, customer.accountId, 3);
    const campaignId = await startCampaign(customer.accountId, [a], groupId);
    await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaignId));
    expect(await claimOne(a, 'ID-1')).toBeUndefined();

    await db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, campaignId));
    const [first, second] = (await rowsOf(campaignId)).sort((x, y) => x.seq! - y.seq!);
    await db.update(contacts).set({ optedOutAt: new Date() }).where(eq(contacts.id, first!.contactId!));
    const claimed = await claimOne(a, 'ID-2');
    expect(claimed?.contactId).toBe(second!.contactId);
    const skipped = (await rowsOf(campaignId)).find((r) => r.id === first!.id)!;
    expect([skipped.state, skipped.failureReason]).toEqual(['skipped', 'opted_out']);
  });

  it('with pacing off, claims a batch in order, within the daily cap, skipping opted-out contacts', async () => {
    const customer = await createCustomer(db);
    const a = await deviceRow(db, customer.accountId, 'disconnected');
    const { groupId } = await contactsInGroup(db, customer.accountId, 6);
    const campaignId = await startCampaign(customer.accountId, [a], groupId, { dailyCapPerDevice: 4 });
    const bySeq = (await rowsOf(campaignId)).sort((x, y) => x.seq! - y.seq!);
    await db.update(contacts).set({ optedOutAt: new Date() }).where(eq(contacts.id, bySeq[1]!.contactId!));
    let n = 0;
    const first = await claimCampaignRecipients(db, await leaseOf(a), () => `B-${++n}`, 10);
    await db
      .update(campaignDevices)
      .set({ nextSendAt: new Date(0) })
      .where(eq(campaignDevices.campaignId, campaignId));
    const second = await claimCampaignRecipients(db, await leaseOf(a), () => `B-${++n}`, 10);
    // The cap of 4 a day: the opted-out contact is skipped on the way, not counted.
    expect([...first, ...second].map((row) => row.seq)).toEqual([0, 2, 3, 4].map((i) => bySeq[i]!.seq));
    expect([...first, ...second].map((row) => [row.state, row.deviceId])).toEqual(
      Array.from({ length: 4 }, () => ['sending', a]),
    );
    expect(new Set([...first, ...second].map((row) => row.waMessageId)).size).toBe(4);
    expect((await rowsOf(campaignId)).find((r) => r.id === bySeq[1]!.id)?.state).toBe('skipped');
    await db
      .update(campaignDevices)
      .set({ nextSendAt: new Date(0) })
      .where(eq(campaignDevices.campaignId, campaignId));
    expect(await claimCampaignRecipients(db, await leaseOf(a), () => 'B-X', 10)).toEqual([]);
  });

  it('paces a device: its next message of the campaign waits for the delay, up to its daily cap', async () => {
    const customer = await createCustomer(db);
    const a = await deviceRow(db, customer.accountId, 'disconnected');
    const { groupId } = await contactsInGroup(db, customer.accountId, 4);
    const campaignId = await startCampaign(customer.accountId, [a], groupId, {
      minDelaySeconds: 600,
      maxDelaySeconds: 600,
      dailyCapPerDevice: 2,
    });
    expect(await claimOne(a, 'P-1')).toBeDefined();
    expect(await claimOne(a, 'P-2')).toBeUndefined();
    await db
      .update(campaignDevices)
      .set({ nextSendAt: new Date(0) })
      .where(eq(campaignDevices.campaignId, campaignId));
    expect(await claimOne(a, 'P-3')).toBeDefined();
    await db
      .update(campaignDevices)
      .set({ nextSendAt: new Date(0) })
      .where(eq(campaignDevices.campaignId, campaignId));
    // The cap of 2 a day is reached.
    expect(await claimOne(a, 'P-4')).toBeUndefined();
  });

  it('takes a banned device out of the rotation; with none left the campaign pauses, saying why', async () => {
    const customer = await createCustomer(db);
    const a = await fixture.pairedDevice(customer.accountId, nextPhone());
    const { groupId } = await contactsInGroup(db, customer.accountId, 3);
    const campaignId = await startCampaign(customer.accountId, [a], groupId, {
      minDelaySeconds: 600,
      maxDelaySeconds: 600,
    });
    await vi.waitFor(async () => {
      expect((await rowsOf(campaignId)).some((r) => r.state !== 'queued')).toBe(true);
    }, WAIT);
    await db.update(waDevices).set({ sandboxFault: 'ban' }).where(eq(waDevices.id, a));
    await vi.waitFor(async () => {
      const row = await campaignRow(campaignId);
      expect([row.status, row.statusReason]).toEqual(['paused', 'no_device_left']);
    }, WAIT);
    const [member] = await db
      .select()
      .from(campaignDevices)
      .where(eq(campaignDevices.campaignId, campaignId));
    expect(member?.removedReason).toBe('banned');
  });

  it('stores an incoming message once, and STOP opts its sender out', async () => {
    const customer = await createCustomer(db);
    const phoneA = nextPhone();
    const phoneB = nextPhone();
    const a = await fixture.pairedDevice(customer.accountId, phoneA);
    const b = await fixture.pairedDevice(customer.accountId, phoneB);
    await db.insert(contacts).values({ accountId: customer.accountId, name: 'B', phone: phoneB });
    for (const [text, id] of [
      ['hello', 'IN-1'],
      ['  stop ', 'IN-2'],
    ])
      await db.insert(waOutbox).values({
        accountId: customer.accountId,
        deviceId: b,
        purpose: 'chat',
        toPhone: phoneA,
        text,
        waMessageId: `${id}-${phoneB}`,
      });
    await fixture.live.publish({ account_id: customer.accountId, topic: 'devices', id: b });
    await vi.waitFor(async () => {
      const [contact] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.accountId, customer.accountId), eq(contacts.phone, phoneB)));
      expect(contact?.optedOutAt).not.toBeNull();
    }, WAIT);
    const stored = await db.select().from(messages).where(eq(messages.deviceId, a));
    expect(stored.map((m) => [m.direction, m.text?.trim(), m.peerPhone])).toEqual(
      expect.arrayContaining([
        ['in', 'hello', phoneB],
        ['in', 'stop', phoneB],
      ]),
    );
    expect(stored).toHaveLength(2);
  });

  it('after a crash, an interrupted send the sandbox received is marked sent, one it did not is sent once', async () => {
    const customer = await createCustomer(db);
    const a = await fixture.pairedDevice(customer.accountId, nextPhone());
    const { groupId } = await contactsInGroup(db, customer.accountId, 2);
    // The gateway goes away (its senders with it); another takes the device over after the "crash".
    await gateway.stop();
    const campaignId = await startCampaign(customer.accountId, [a], groupId);
    // A "crash" mid-send: both rows claimed; the first had reached the recipient, the second not.
    const went = (await claimOne(a, `CRASH-A-${campaignId}`))!;
    await db
      .update(campaignDevices)
      .set({ nextSendAt: new Date(0) })
      .where(eq(campaignDevices.campaignId, campaignId));
    const lost = (await claimOne(a, `CRASH-B-${campaignId}`))!;
    const [device] = await db.select().from(waDevices).where(eq(waDevices.id, a));
    await db.insert(sandboxReceived).values({
      fromPhone: device!.phoneNumber!,
      toPhone: went.toPhone,
      waMessageId: went.waMessageId!,
      text: went.text,
    });
    // The crashed holder's lease runs out; only then may another gateway take the device.
    await lapseLease(db, await leaseOf(a));
    await fixture.startGateway('gw-campaigns-after-crash');

    await vi.waitFor(async () => expect((await campaignRow(campaignId)).status).toBe('completed'), WAIT);
    const arrivals = await arrivalsPerPhone(campaignId);
    expect(arrivals.get(went.toPhone)).toBe(1);
    expect(arrivals.get(lost.toPhone)).toBe(1);
    const moves = await db
      .select()
      .from(waOutboxTransitions)
      .where(eq(waOutboxTransitions.outboxId, lost.id))
      .orderBy(asc(waOutboxTransitions.id));
    // Claimed once, given back once (the interruption), claimed again with the same id, sent.
    expect(moves.map((m) => m.toState).slice(0, 4)).toEqual(['sending', 'queued', 'sending', 'sent']);
    const [again] = await rowsOf(campaignId).then((rows) => rows.filter((r) => r.id === lost.id));
    expect(again?.waMessageId).toBe(`CRASH-B-${campaignId}`);
  });
});
