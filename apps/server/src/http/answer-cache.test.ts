import { CHATS_PATHS, DASHBOARD_PATHS, fillPath, TEAM_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatTeam, contactWrites } from '../modules/chats/test/chat-team.ts';
import { deviceRow } from '../test/campaign-data.ts';
import { apiAs, createCustomer } from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { AnswerCache } from './answer-cache.ts';

// The dashboard and the conversation list answered from memory until the account's next live
// event: what a member sees is never another member's or another account's answer, an event or
// the account's own write brings the fresh one, and a read under way when a change comes keeps
// nothing.

describe('the answer cache', () => {
  it('keeps an answer per key until its account changes, its time runs out, or everything is cleared', () => {
    const cache = new AnswerCache(1000);
    const at = cache.version('a');
    cache.set('a:1', 'a', '{"n":1}', at, 0);
    cache.set('b:1', 'b', '{"n":2}', cache.version('b'), 0);
    expect(cache.get('a:1', 999)).toBe('{"n":1}');
    expect(cache.get('a:1', 1000)).toBeUndefined();

    cache.set('a:1', 'a', '{"n":1}', cache.version('a'), 0);
    cache.forgetAccount('a');
    expect(cache.get('a:1', 1)).toBeUndefined();
    expect(cache.get('b:1', 1)).toBe('{"n":2}');
    cache.clear();
    expect(cache.get('b:1', 1)).toBeUndefined();
  });

  it('keeps nothing from a read that began before a change of its account or a clear', () => {
    const cache = new AnswerCache(1000);
    const began = cache.version('a');
    cache.forgetAccount('a');
    cache.set('a:1', 'a', 'old', began, 0);
    expect(cache.get('a:1', 1)).toBeUndefined();

    const beforeClear = cache.version('a');
    cache.clear();
    cache.set('a:1', 'a', 'old', beforeClear, 0);
    expect(cache.get('a:1', 1)).toBeUndefined();
    // Another account's change does not spoil the read.
    const other = cache.version('a');
    cache.forgetAccount('b');
    cache.set('a:1', 'a', 'fresh', other, 0);
    expect(cache.get('a:1', 1)).toBe('fresh');
  });

  it('runs one read for the requests of a key that come while it runs, a new one after a change', async () => {
    const cache = new AnswerCache(1000);
    let reads = 0;
    const read = async () => {
      const n = ++reads;
      await new Promise((resolve) => setImmediate(resolve));
      return `answer ${n}`;
    };
    const together = await Promise.all([1, 2, 3].map(() => cache.readOnce('k', cache.version('a'), read)));
    expect(together).toEqual(['answer 1', 'answer 1', 'answer 1']);
    const during = cache.readOnce('k', cache.version('a'), read);
    cache.forgetAccount('a');
    const after = cache.readOnce('k', cache.version('a'), read);
    expect([await during, await after]).toEqual(['answer 2', 'answer 3']);
  });

  it('drops the oldest answers past its budget, and keeps none when turned off', () => {
    const cache = new AnswerCache(1000, 80);
    for (const key of ['k1', 'k2', 'k3']) cache.set(key, 'a', 'x'.repeat(10) + key, cache.version('a'), 0);
    cache.set('k4', 'a', 'y'.repeat(10), cache.version('a'), 0);
    expect(cache.get('k4', 1)).toBeDefined();
    cache.set('big', 'a', 'z'.repeat(11), cache.version('a'), 0);
    expect(cache.get('big', 1)).toBeUndefined();
    const off = new AnswerCache(0);
    off.set('k', 'a', 'v', off.version('a'), 0);
    expect(off.get('k', 0)).toBeUndefined();
  });
});

describe('the panel reads it keeps', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ANSWER_CACHE_SECONDS: '30' } });
  });
  afterAll(() => ctx.close());

  const devicesOf = async (api: Awaited<ReturnType<typeof apiAs>>) =>
    (await api.get(DASHBOARD_PATHS.stats)).json().devices_info.total as number;

  it("answers the dashboard from memory until the account's next event, each account its own", async () => {
    const a = await createCustomer(ctx.database.db);
    const b = await createCustomer(ctx.database.db);
    const [apiA, apiB] = [await apiAs(ctx.app, a), await apiAs(ctx.app, b)];
    await deviceRow(ctx.database.db, a.accountId);
    expect(await devicesOf(apiA)).toBe(1);
    expect(await devicesOf(apiB)).toBe(0);

    // A row written with no event (as no code of the product does): the kept answer stands.
    await deviceRow(ctx.database.db, a.accountId);
    expect(await devicesOf(apiA)).toBe(1);
    await ctx.app.live.publish({ account_id: b.accountId, topic: 'devices' });
    expect(await devicesOf(apiA)).toBe(1);
    expect(await devicesOf(apiB)).toBe(0);
    // The account's own event: the next read is fresh.
    await ctx.app.live.publish({ account_id: a.accountId, topic: 'devices' });
    await vi.waitFor(async () => expect(await devicesOf(apiA)).toBe(2));
  });

  it("keeps each member's own list, and the account's writes through the API show at once", async () => {
    const t = await chatTeam(ctx);
    const first = await contactWrites(ctx, t, '+6281377000001');
    const second = await contactWrites(ctx, t, '+6281377000002');
    const ids = async (api: typeof t.ownerApi) =>
      ((await api.get(CHATS_PATHS.conversations)).json().results as { conversation_id: string }[])
        .map((c) => c.conversation_id)
        .sort();
    expect(await ids(t.ownerApi)).toEqual([first, second].sort());

    // Assigned to Dewi through the API: the owner's next read shows it, and Rudi (an agent, who
    // sees his own and the unassigned) no longer sees it, though the owner's answer was kept.
    const assigned = await t.ownerApi.post(fillPath(CHATS_PATHS.assignee, { conversation_id: first }), {
      user_id: t.dewi.userId,
    });
    expect(assigned.statusCode).toBe(200);
    const owners = (await t.ownerApi.get(CHATS_PATHS.conversations)).json().results;
    expect(
      owners.find((c: { conversation_id: string }) => c.conversation_id === first).assignee,
    ).toMatchObject({ id: t.dewi.userId });
    expect(await ids(t.rudi.api)).toEqual([second]);
    expect(await ids(t.dewi.api)).toEqual([first, second].sort());
    const open = async (api: typeof t.ownerApi) =>
      (await api.get(CHATS_PATHS.conversationCounts)).json().open;
    expect([await open(t.ownerApi), await open(t.rudi.api), await open(t.dewi.api)]).toEqual([2, 1, 2]);

    // The owner lets agents see all, with numbers hidden: Rudi's next list has both, masked,
    // and the owner's still shows the numbers.
    await t.ownerApi.put(TEAM_PATHS.security, {
      hide_phone_numbers: true,
      agents_see_all_conversations: true,
    });
    expect(await ids(t.rudi.api)).toEqual([first, second].sort());
    const phones = async (api: typeof t.ownerApi) =>
      ((await api.get(CHATS_PATHS.conversations)).json().results as { phone: string }[]).map((c) => c.phone);
    expect((await phones(t.rudi.api)).every((phone) => !phone.includes('77000'))).toBe(true);
    expect((await phones(t.ownerApi)).sort()).toEqual(['+6281377000001', '+6281377000002']);
  });
});
