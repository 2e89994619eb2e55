import { REPORTS_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessHours } from '../../db/schema/index.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import {
  apiAs,
  createAgent,
  createCustomer,
  type TestCustomer,
  type TestUser,
} from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedConversation, seedKnownInbox } from './test/report-data.ts';

// The reports over a known inbox (test/report-data.ts): every figure is worked out by hand there.

let ctx: TestContext;
let owner: TestCustomer;
let agent: TestUser;
let channelId: string;
const RANGE = '?from=2026-11-02&to=2026-11-03';

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  owner = await createCustomer(db, { name: 'Owner' });
  agent = await createAgent(db, owner);
  ({ channelId } = await seedKnownInbox(db, {
    accountId: owner.accountId,
    ownerId: owner.userId,
    agentId: agent.userId,
  }));
  // Another account's conversation on the same day is never counted.
  const other = await createCustomer(db);
  await seedConversation(db, other.accountId, {
    deviceId: await deviceRow(db, other.accountId),
    phone: '+628111000001',
    assigneeId: other.userId,
    createdAt: '2026-11-02T02:00:00',
    messages: [
      ['in', '2026-11-02T02:00:00'],
      ['out', '2026-11-02T02:01:00'],
    ],
    responses: [['2026-11-02T02:01:00', 60]],
    moves: [['open', 'resolved', '2026-11-02T02:02:00']],
  });
});
afterAll(() => ctx.close());

const get = async (user: TestUser, query: string, path: string = REPORTS_PATHS.inbox) =>
  (await apiAs(ctx.app, user)).get(`${path}${query}`);

describe('the inbox report', () => {
  it('counts the known inbox exactly: totals, days and members, in wall-clock seconds', async () => {
    const answer = await get(owner, RANGE);
    expect(answer.statusCode).toBe(200);
    const report = answer.json();
    expect(report).toMatchObject({ from: '2026-11-02', to: '2026-11-03', time_zone: 'Asia/Jakarta' });
    expect(report.business_hours).toBe(false);
    expect(report.totals).toEqual({
      opened: 4,
      resolved: 3,
      first_response_median: 1800,
      first_response_p90: 6480,
      resolution_median: 25200,
      resolution_p90: 74160,
      messages_sent: 5,
      messages_received: 5,
      campaign_replies: 1,
    });
    expect(report.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect(report.days[0]).toMatchObject({
      opened: 2,
      resolved: 1,
      first_response_median: 1800,
      first_response_p90: 6120,
      resolution_median: 25200,
      messages_sent: 3,
      messages_received: 3,
      campaign_replies: 0,
    });
    expect(report.days[1]).toMatchObject({
      opened: 2,
      resolved: 2,
      first_response_median: 3300,
      first_response_p90: 4980,
      messages_sent: 2,
      messages_received: 2,
      campaign_replies: 1,
    });
    const byMember = Object.fromEntries(
      report.members.map((m: { member_id: string | null }) => [m.member_id ?? 'nobody', m]),
    );
    expect(Object.keys(byMember)).toEqual([owner.userId, agent.userId, 'nobody']);
    expect(byMember[owner.userId]).toMatchObject({
      name: 'Owner',
      opened: 1,
      resolved: 1,
      resolution_median: 86400,
    });
    expect(byMember[agent.userId]).toMatchObject({ opened: 2, resolved: 2, first_response_median: 1200 });
    expect(byMember.nobody).toMatchObject({
      opened: 1,
      resolved: 0,
      campaign_replies: 1,
      first_response_median: 5400,
    });
  });

  it('counts business hours only once the account has set them', async () => {
    const weekday = [{ start: '09:00', end: '17:00' }];
    await ctx.database.db.insert(businessHours).values({
      accountId: owner.accountId,
      weekly: [weekday, weekday, weekday, weekday, weekday, [], []],
    });
    try {
      const report = (await get(owner, RANGE)).json();
      expect(report.business_hours).toBe(true);
      // The wait from 08:00 to 09:30 counts from 09:00; the overnight resolution 10:00 to 10:00 the
      // next day counts 17:00 to 09:00 out.
      expect(report.totals).toMatchObject({
        first_response_median: 1800,
        first_response_p90: 5040,
        resolution_median: 25200,
        resolution_p90: 28080,
      });
    } finally {
      await ctx.database.db.delete(businessHours);
    }
  });

  it('shows an agent their own figures only, whatever member they ask for', async () => {
    for (const query of [RANGE, `${RANGE}&member_id=${owner.userId}`]) {
      const report = (await get(agent, query)).json();
      expect(report.totals).toEqual({
        opened: 2,
        resolved: 2,
        first_response_median: 1200,
        first_response_p90: 1680,
        resolution_median: 16200,
        resolution_p90: 23400,
        messages_sent: 3,
        messages_received: 3,
        campaign_replies: 0,
      });
      expect(report.members.map((m: { member_id: string }) => m.member_id)).toEqual([agent.userId]);
    }
    const csv = (await get(agent, RANGE, REPORTS_PATHS.inboxCsv)).body;
    expect(csv).not.toContain('Owner');
  });

  it('filters by channel and member for the owner', async () => {
    const sales = (await get(owner, `${RANGE}&channel_id=${channelId}`)).json();
    expect(sales.totals).toMatchObject({ opened: 3, resolved: 3, messages_received: 4, campaign_replies: 0 });
    const mine = (await get(owner, `${RANGE}&member_id=${owner.userId}`)).json();
    expect(mine.totals).toMatchObject({ opened: 1, resolved: 1, messages_sent: 1 });
    expect(mine.members.map((m: { member_id: string }) => m.member_id)).toEqual([owner.userId, agent.userId]);
  });

  it('exports one CSV row per day, channel and member', async () => {
    const answer = await get(owner, RANGE, REPORTS_PATHS.inboxCsv);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="siar-report-2026-11-02-to-2026-11-03.csv"',
    );
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,channel,member,opened,resolved,first_response_median_seconds,first_response_p90_seconds,resolution_median_seconds,resolution_p90_seconds,messages_sent,messages_received,campaign_replies',
    );
    expect(lines.slice(1)).toEqual([
      '2026-11-02,Sales,Dewi Agent,1,1,1200,1680,25200,25200,2,2,0',
      '2026-11-02,Sales,Owner,1,0,7200,7200,,,1,1,0',
      '2026-11-03,Sales,Dewi Agent,1,1,1200,1200,7200,7200,1,1,0',
      '2026-11-03,Sales,Owner,0,1,,,86400,86400,0,0,0',
      '2026-11-03,,,1,0,5400,5400,,,1,1,1',
    ]);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const other = await createCustomer(ctx.database.db);
    const cases: [string, string, string][] = [
      ['?from=2026-13-01&to=2026-11-03', 'from', 'invalid_date'],
      ['?from=yesterday', 'from', 'invalid_date'],
      ['?from=2026-11-03&to=2026-11-02', 'to', 'reports_range_order'],
      ['?from=2026-01-01&to=2026-11-02', 'to', 'reports_range_too_long'],
      ['?channel_id=nope', 'channel_id', 'channel_not_found'],
      [`?member_id=${other.userId}`, 'member_id', 'team_member_not_found'],
    ];
    for (const [query, field, code] of cases) {
      const answer = await get(owner, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().field_codes[field], query).toEqual([expect.objectContaining({ code })]);
      expect(answer.json()[field], query).toEqual([expect.any(String)]);
    }
    // Another account's channel is not one of this account's.
    const theirs = await get(other, `?channel_id=${channelId}`);
    expect(theirs.statusCode).toBe(400);
  });

  it('covers the last 30 days by default', async () => {
    const report = (await get(owner, '')).json();
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1).date).toBe(report.to);
  });
});
