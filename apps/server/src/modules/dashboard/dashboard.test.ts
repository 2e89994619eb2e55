import { DASHBOARD_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, campaigns, waOutbox } from '../../db/schema/index.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// The dashboard's four panels from a known set of rows, and nothing of another account's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
/** The calendar day of a moment in the account's zone, as the chart names its days. */
const dayIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

async function campaignWithMessages(
  accountId: string,
  deviceId: string,
  name: string,
  status: 'running' | 'completed',
) {
  const db = ctx.database.db;
  const [campaign] = await db
    .insert(campaigns)
    .values({ accountId, name, status, totalRecipients: 6 })
    .returning();
  const now = new Date();
  const earlier = new Date(now.getTime() - 3 * DAY);
  const row = (n: number, values: Partial<typeof waOutbox.$inferInsert>) => ({
    accountId,
    deviceId,
    campaignId: campaign!.id,
    purpose: 'campaign' as const,
    toPhone: `+6281300000${String(n).padStart(3, '0')}`,
    ...values,
  });
  await db
    .insert(waOutbox)
    .values([
      row(1, { state: 'sent', sentAt: now }),
      row(2, { state: 'delivered', sentAt: now, deliveredAt: now }),
      row(3, { state: 'read', sentAt: now, deliveredAt: now, readAt: now }),
      row(4, { state: 'failed', failedAt: now, failureReason: 'not_on_whatsapp' }),
      row(5, { state: 'skipped' }),
      row(6, { state: 'delivered', sentAt: earlier, deliveredAt: earlier, createdAt: earlier }),
    ]);
  return { id: campaign!.id, now, earlier };
}

describe('the dashboard', () => {
  it('shows the account’s devices, campaigns and their days, and nothing of another account', async () => {
    const zone = 'Asia/Makassar';
    const customer = await createCustomer(ctx.database.db);
    await ctx.database.db.update(accounts).set({ timezone: zone }).where(eq(accounts.id, customer.accountId));
    const phone = await deviceRow(ctx.database.db, customer.accountId);
    const spare = await deviceRow(ctx.database.db, customer.accountId, 'disconnected');
    await ctx.database.db.insert(campaigns).values({ accountId: customer.accountId, name: 'Later' });
    const spring = await campaignWithMessages(customer.accountId, phone, 'Spring', 'running');

    // Another account's campaign, device and messages today.
    const other = await createCustomer(ctx.database.db);
    await campaignWithMessages(
      other.accountId,
      await deviceRow(ctx.database.db, other.accountId),
      'Theirs',
      'completed',
    );

    const answer = await (await apiAs(ctx.app, customer)).get(DASHBOARD_PATHS.stats);
    expect(answer.statusCode).toBe(200);
    const stats = answer.json();
    expect(stats.devices_info).toMatchObject({ total: 2, connected: 1, disconnected: 1 });
    expect(
      stats.devices_info.devices.map((d: { id: string; sent_today: number }) => [d.id, d.sent_today]),
    ).toEqual([
      [phone, 3],
      [spare, 0],
    ]);
    expect(stats.campaigns_info.total).toBe(2);
    expect(stats.campaigns_info.by_status).toMatchObject({ draft: 1, running: 1, completed: 0 });

    const days = stats.campaigns_stats.days as { date: string }[];
    expect(days).toHaveLength(14);
    expect(days.at(-1)!.date).toBe(dayIn(zone, new Date()));
    expect(days.find((d) => d.date === dayIn(zone, spring.now))).toEqual({
      date: dayIn(zone, spring.now),
      sent: 3,
      delivered: 2,
      read: 1,
      failed: 1,
    });
    expect(days.find((d) => d.date === dayIn(zone, spring.earlier))).toMatchObject({ sent: 1, delivered: 1 });
    const quiet = days.filter(
      (d) => ![dayIn(zone, spring.now), dayIn(zone, spring.earlier)].includes(d.date),
    );
    expect(quiet.every((d) => JSON.stringify(d).match(/:[1-9]/) === null)).toBe(true);

    expect(stats.campaigns_stats.campaigns).toEqual([
      {
        id: spring.id,
        name: 'Spring',
        status: 'running',
        total: 6,
        sent: 4,
        delivered: 3,
        read: 1,
        failed: 1,
        skipped: 1,
      },
      expect.objectContaining({ name: 'Later', status: 'draft', sent: 0, skipped: 0 }),
    ]);
  });

  it('answers a new account’s empty panels', async () => {
    const api = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const stats = (await api.get(DASHBOARD_PATHS.stats)).json();
    expect(stats.devices_info).toEqual({ total: 0, connected: 0, disconnected: 0, devices: [] });
    expect(stats.realtime_chat_info).toMatchObject({
      incoming_today: 0,
      open_conversations: 0,
      longest_wait_seconds: null,
    });
    expect(stats.campaigns_info.total).toBe(0);
    expect(stats.campaigns_stats.campaigns).toEqual([]);
    expect(stats.campaigns_stats.days).toHaveLength(14);
  });
});
