import type { WeeklySpans } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import {
  accounts,
  businessHours,
  campaignDevices,
  type campaigns,
  campaigns as campaignsTable,
} from '../db/schema/index.ts';
import { contactsInGroup, deviceRow, startedCampaign, template } from '../test/campaign-data.ts';
import { createCustomer } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { heldLease } from '../whatsapp/testing/test-lease.ts';
import { claimCampaignRecipients, insideWindow } from './campaign-claim.repo.ts';

// The pacing rules customers set on a campaign, read in the account's own time zone: the daily
// sending window (which may run past midnight) and the daily cap per device, whose count starts
// again when the account's day changes (not UTC's).

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const MINUTE = 60_000;

/** The wall clock `HH:MM` in a time zone, `offsetMinutes` from now. */
function clockIn(timeZone: string, offsetMinutes = 0): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + offsetMinutes * MINUTE));
}

/** The date `YYYY-MM-DD` in a time zone, `offsetDays` from today there. */
function dateIn(timeZone: string, offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/** A running campaign of 3 recipients on one device (no gateway runs it), for an account in `timeZone`. */
async function runningCampaign(timeZone: string, options: Partial<typeof campaigns.$inferInsert>) {
  const customer = await createCustomer(db);
  await db.update(accounts).set({ timezone: timeZone }).where(eq(accounts.id, customer.accountId));
  const deviceId = await deviceRow(db, customer.accountId, 'disconnected');
  const { groupId } = await contactsInGroup(db, customer.accountId, 3);
  const templateId = await template(db, customer.accountId, 'Hello {{name}}');
  const campaignId = await startedCampaign(
    db,
    { accountId: customer.accountId, templateId, groupIds: [groupId], deviceIds: [deviceId] },
    options,
  );
  const lease = await heldLease(db, deviceId);
  let n = 0;
  const claim = () => claimCampaignRecipients(db, lease, () => `PACE-${campaignId}-${++n}`);
  return { campaignId, deviceId, claim };
}

describe('sending window', () => {
  it('an overnight window 22:00-06:00 includes 23:00 and 05:59, not 06:00 or 21:59', () => {
    expect(insideWindow('23:00', '22:00', '06:00')).toBe(true);
    expect(insideWindow('05:59', '22:00', '06:00')).toBe(true);
    expect(insideWindow('22:00', '22:00', '06:00')).toBe(true);
    expect(insideWindow('00:00', '22:00', '06:00')).toBe(true);
    expect(insideWindow('06:00', '22:00', '06:00')).toBe(false);
    expect(insideWindow('21:59', '22:00', '06:00')).toBe(false);
    expect(insideWindow('12:00', '22:00', '06:00')).toBe(false);
    // A daytime window, and none at all.
    expect(insideWindow('08:00', '08:00', '17:00')).toBe(true);
    expect(insideWindow('17:00', '08:00', '17:00')).toBe(false);
    expect(insideWindow('03:00', null, null)).toBe(true);
  });

  // Asia/Yangon runs 30 minutes behind Jakarta and 6:30 ahead of UTC: a window of 20 minutes
  // around Yangon's clock excludes Jakarta's and UTC's, and one around Jakarta's excludes Yangon's.
  it("claims inside a window read on the account's clock (Asia/Yangon), not Jakarta's", async () => {
    const inside = await runningCampaign('Asia/Yangon', {
      windowStart: clockIn('Asia/Yangon', -10),
      windowEnd: clockIn('Asia/Yangon', 10),
    });
    expect(await inside.claim()).toHaveLength(1);

    const jakartaOnly = await runningCampaign('Asia/Yangon', {
      windowStart: clockIn('Asia/Jakarta', -10),
      windowEnd: clockIn('Asia/Jakarta', 10),
    });
    expect(await jakartaOnly.claim()).toEqual([]);
  });

  it('reads the window in America/New_York for an account there', async () => {
    const inside = await runningCampaign('America/New_York', {
      windowStart: clockIn('America/New_York', -10),
      windowEnd: clockIn('America/New_York', 10),
    });
    expect(await inside.claim()).toHaveLength(1);

    const later = await runningCampaign('America/New_York', {
      windowStart: clockIn('America/New_York', 30),
      windowEnd: clockIn('America/New_York', 60),
    });
    expect(await later.claim()).toEqual([]);
  });

  it('a window running past midnight claims inside it and nothing in its gap', async () => {
    // Start after end: everything but the 20 minutes before now, then everything but 20 minutes around now.
    const open = await runningCampaign('Asia/Yangon', {
      windowStart: clockIn('Asia/Yangon', -10),
      windowEnd: clockIn('Asia/Yangon', -30),
    });
    expect(await open.claim()).toHaveLength(1);

    const gap = await runningCampaign('Asia/Yangon', {
      windowStart: clockIn('Asia/Yangon', 10),
      windowEnd: clockIn('Asia/Yangon', -10),
    });
    expect(await gap.claim()).toEqual([]);
  });
});

describe('daily cap per device', () => {
  // A zone whose date differs from UTC's now: Kiritimati (UTC+14) is a day ahead from 10:00 UTC,
  // Pago Pago (UTC-11) a day behind until 11:00 UTC. (The switch at 12:00 left 11:00-12:00 UTC
  // with neither: CI failed there.)
  const zone = new Date().getUTCHours() >= 11 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

  async function cappedCampaignSentOn(day: string) {
    const campaign = await runningCampaign(zone, { dailyCapPerDevice: 2 });
    await db
      .update(campaignDevices)
      .set({ day, sentOnDay: 2 })
      .where(eq(campaignDevices.campaignId, campaign.campaignId));
    return campaign;
  }

  it("starts counting again when the account's day changes", async () => {
    expect(dateIn(zone, -1)).not.toBe(dateIn(zone, 0));
    const { claim, campaignId } = await cappedCampaignSentOn(dateIn(zone, -1));
    expect(await claim()).toHaveLength(1);
    const [member] = await db
      .select()
      .from(campaignDevices)
      .where(eq(campaignDevices.campaignId, campaignId));
    expect([member?.day, member?.sentOnDay]).toEqual([dateIn(zone, 0), 1]);
  });

  it("claims nothing once the cap is reached on the account's today, even when UTC's date differs", async () => {
    const utcToday = new Date().toISOString().slice(0, 10);
    expect(dateIn(zone, 0)).not.toBe(utcToday);
    const { claim } = await cappedCampaignSentOn(dateIn(zone, 0));
    expect(await claim()).toEqual([]);
  });
});

describe('business hours as a sending window', () => {
  /** The account's week: open around now on today (in its zone), or closed all week. */
  async function keepHours(campaign: { campaignId: string }, timeZone: string, openNow: boolean) {
    const [row] = await db
      .select({ accountId: campaignDevices.campaignId })
      .from(campaignDevices)
      .where(eq(campaignDevices.campaignId, campaign.campaignId));
    const accountId = (
      await db.select().from(campaignsTable).where(eq(campaignsTable.id, row!.accountId))
    )[0]!.accountId;
    const weekday = (new Date(`${dateIn(timeZone)}T12:00:00Z`).getUTCDay() + 6) % 7;
    const weekly: WeeklySpans = [[], [], [], [], [], [], []];
    // Half an hour either side of now, cut at the day's ends (a span never crosses midnight).
    const now = clockIn(timeZone);
    const start = clockIn(timeZone, -30) <= now ? clockIn(timeZone, -30) : '00:00';
    const end = clockIn(timeZone, 30) > now ? clockIn(timeZone, 30) : '24:00';
    if (openNow) weekly[weekday] = [{ start, end }];
    await db.insert(businessHours).values({ accountId, weekly });
  }

  it("claims only while the account's business hours are open (Asia/Yangon), and any time without hours", async () => {
    const open = await runningCampaign('Asia/Yangon', { withinBusinessHours: true });
    await keepHours(open, 'Asia/Yangon', true);
    expect(await open.claim()).toHaveLength(1);

    const closed = await runningCampaign('Asia/Yangon', { withinBusinessHours: true });
    await keepHours(closed, 'Asia/Yangon', false);
    expect(await closed.claim()).toEqual([]);

    const noHours = await runningCampaign('Asia/Yangon', { withinBusinessHours: true });
    expect(await noHours.claim()).toHaveLength(1);

    const notKept = await runningCampaign('Asia/Yangon', { withinBusinessHours: false });
    await keepHours(notKept, 'Asia/Yangon', false);
    expect(await notKept.claim()).toHaveLength(1);
  });
});
