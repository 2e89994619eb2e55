import { BAN_RISK_FAILURES_IN_A_ROW } from '@siar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { campaignDevices, campaigns, waDevices, waOutbox } from '../db/schema/index.ts';
import { contactsInGroup, deviceRow, startedCampaign, template } from '../test/campaign-data.ts';
import { createCustomer } from '../test/factories.ts';
import { type GatewayFixture, gatewayFixture, WAIT } from '../whatsapp/testing/gateway-fixture.ts';
import { afterCampaignSend } from './campaign-sending.ts';

// The ban-risk rules on a campaign's rotation, through what the sender calls after each send: a
// device leaves a campaign after 5 failed sends in a row (a success starts the count again). A
// restricted refusal (error 463, the reach-out lock) counts as one failure and no more: the lock
// holds the device's new chats until it ends (whatsapp-limits.test.ts), and it stays in rotation.

let fixture: GatewayFixture;
let db: Database;
beforeAll(async () => {
  fixture = await gatewayFixture();
  db = fixture.handle.db;
});
afterAll(() => fixture.close());

async function runningCampaign(accountId: string, deviceIds: string[], pacing = { min: 0, max: 0 }) {
  const { groupId } = await contactsInGroup(db, accountId, 12);
  const templateId = await template(db, accountId, 'Hello {{name}}');
  const campaignId = await startedCampaign(
    db,
    { accountId, templateId, groupIds: [groupId], deviceIds },
    { minDelaySeconds: pacing.min, maxDelaySeconds: pacing.max },
  );
  return campaignId;
}

/** Each device of the campaign's rotation: why it left, if it did. */
async function rotation(campaignId: string) {
  const members = await db.select().from(campaignDevices).where(eq(campaignDevices.campaignId, campaignId));
  return new Map(members.map((m) => [m.deviceId, m.removedAt ? m.removedReason : 'in']));
}

const campaignRow = async (id: string) => (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

/** One of the campaign's recipients, as the sender hands it over after a send on the device. */
async function recipientOf(campaignId: string) {
  const [row] = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId)).limit(1);
  return row!;
}

describe('a device leaving a campaign rotation', () => {
  it(`leaves after ${BAN_RISK_FAILURES_IN_A_ROW} failures in a row, a success in between starting the count again`, async () => {
    expect(BAN_RISK_FAILURES_IN_A_ROW).toBe(5);
    const { accountId } = await createCustomer(db);
    const a = await deviceRow(db, accountId, 'disconnected');
    const b = await deviceRow(db, accountId, 'disconnected');
    const campaignId = await runningCampaign(accountId, [a, b]);
    const other = await runningCampaign(accountId, [a, b]);
    const row = await recipientOf(campaignId);
    const fail = () => afterCampaignSend(db, row, a, { kind: 'failed' });

    for (let i = 0; i < 4; i++) await fail();
    await afterCampaignSend(db, row, a, { kind: 'sent' });
    for (let i = 0; i < 4; i++) await fail();
    expect((await rotation(campaignId)).get(a)).toBe('in');

    await fail();
    expect(await rotation(campaignId)).toEqual(
      new Map([
        [a, 'failures_in_a_row'],
        [b, 'in'],
      ]),
    );
    // Only this campaign: the device keeps sending the other one, and this one goes on with b.
    expect((await rotation(other)).get(a)).toBe('in');
    expect((await campaignRow(campaignId)).status).toBe('running');
  });

  it('keeps a device refused as restricted (463) in every rotation, counting one failure', async () => {
    const { accountId } = await createCustomer(db);
    const a = await deviceRow(db, accountId, 'disconnected');
    const b = await deviceRow(db, accountId, 'disconnected');
    const shared = await runningCampaign(accountId, [a, b]);
    const alone = await runningCampaign(accountId, [a]);
    await afterCampaignSend(db, await recipientOf(shared), a, { kind: 'failed', refusal: 'restricted' });

    expect(await rotation(shared)).toEqual(
      new Map([
        [a, 'in'],
        [b, 'in'],
      ]),
    );
    expect((await rotation(alone)).get(a)).toBe('in');
    expect((await campaignRow(alone)).status).toBe('running');
    const [member] = await db
      .select()
      .from(campaignDevices)
      .where(and(eq(campaignDevices.campaignId, shared), eq(campaignDevices.deviceId, a)));
    expect(member?.failuresInARow).toBe(1);
  });

  it('counts a plain refusal as one failure without removing the device; a skipped number counts nothing', async () => {
    const { accountId } = await createCustomer(db);
    const a = await deviceRow(db, accountId, 'disconnected');
    const campaignId = await runningCampaign(accountId, [a]);
    const row = await recipientOf(campaignId);
    await afterCampaignSend(db, row, a, { kind: 'failed', refusal: 'refused' });
    await afterCampaignSend(db, row, a, { kind: 'skipped' });
    await afterCampaignSend(db, row, a, { kind: 'retrying' });
    const [member] = await db
      .select()
      .from(campaignDevices)
      .where(eq(campaignDevices.campaignId, campaignId));
    expect([member?.removedAt, member?.failuresInARow]).toEqual([null, 1]);
  });

  it("counts a send the sandbox device fails, through the gateway's sender", async () => {
    await fixture.startGateway('gw-rotation');
    const { accountId } = await createCustomer(db);
    const a = await fixture.pairedDevice(accountId, '+447700900601');
    // The device's next send fails (the fault is acted out once, then cleared).
    await db.update(waDevices).set({ sandboxFault: 'send_failure' }).where(eq(waDevices.id, a));
    await vi.waitFor(async () => {
      const [device] = await db.select().from(waDevices).where(eq(waDevices.id, a));
      expect(device?.sandboxFault).toBeNull();
    }, WAIT);
    // Paced: one send now, the next in 10 minutes.
    const campaignId = await runningCampaign(accountId, [a], { min: 600, max: 600 });
    await fixture.live.publish({ account_id: accountId, topic: 'campaigns', id: campaignId });
    await vi.waitFor(async () => {
      const rows = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
      expect(rows.filter((row) => row.state === 'failed')).toHaveLength(1);
    }, WAIT);
    await vi.waitFor(async () => {
      const [member] = await db
        .select()
        .from(campaignDevices)
        .where(eq(campaignDevices.campaignId, campaignId));
      expect([member?.removedAt, member?.failuresInARow]).toEqual([null, 1]);
    }, WAIT);
  });
});
