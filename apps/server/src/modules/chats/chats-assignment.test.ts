import { CHATS_PATHS, COOKIES, fillPath, LIVE_PATHS, TEAM_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { type ChatTeam, chatTeam, contactWrites as writes } from './test/chat-team.ts';

// The team inbox's assignment (issue 24, part 2) and presence (part 3), through the API.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const path = (name: 'conversation' | 'messages' | 'assignee' | 'status', id: string) =>
  fillPath(CHATS_PATHS[name], { conversation_id: id });

const team = () => chatTeam(ctx);
const contactWrites = (t: ChatTeam, phone: string) => writes(ctx, t, phone);

/** A member's tab: their websocket, open until closed. */
const openTab = (token: string) =>
  ctx.app.injectWS(LIVE_PATHS.events, { headers: { cookie: `${COOKIES.session}=${token}` } });

const presenceOf = async (api: Awaited<ReturnType<typeof apiAs>>, userId: string) =>
  ((await api.get(CHATS_PATHS.members)).json().results as { id: string; presence: string }[]).find(
    (m) => m.id === userId,
  )?.presence;

describe('assignment', () => {
  it('assigns to a member and back to nobody, with a line in the thread for each, and the views follow', async () => {
    const t = await team();
    const id = await contactWrites(t, '+6281377700001');
    const assigned = await t.ownerApi.post(path('assignee', id), { user_id: t.dewi.userId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assignee).toEqual({ id: t.dewi.userId, name: 'Dewi Agent' });

    const ids = async (api: typeof t.ownerApi, assignee: string) =>
      (await api.get(`${CHATS_PATHS.conversations}?assignee=${assignee}`))
        .json()
        .results.map((c: { conversation_id: string }) => c.conversation_id);
    expect(await ids(t.dewi.api, 'mine')).toEqual([id]);
    expect(await ids(t.rudi.api, 'mine')).toEqual([]);
    expect(await ids(t.ownerApi, 'unassigned')).toEqual([]);

    await t.ownerApi.post(path('assignee', id), { user_id: null });
    expect(await ids(t.ownerApi, 'unassigned')).toEqual([id]);
    const events = (await t.ownerApi.get(path('messages', id))).json().events;
    expect(events.map((e: { to: unknown; by: { id: string } }) => [e.to, e.by.id])).toEqual([
      [{ id: t.dewi.userId, name: 'Dewi Agent' }, t.owner.userId],
      [null, t.owner.userId],
    ]);
  });

  it('assigns only to an active member of the account', async () => {
    const t = await team();
    const id = await contactWrites(t, '+6281377700002');
    const stranger = await createCustomer(ctx.database.db);
    const refused = await t.ownerApi.post(path('assignee', id), { user_id: stranger.userId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_codes).toEqual({ user_id: [{ code: 'team_member_not_found' }] });
    await t.ownerApi.patch(fillPath(TEAM_PATHS.member, { user_id: t.rudi.userId }), { is_active: false });
    expect((await t.ownerApi.post(path('assignee', id), { user_id: t.rudi.userId })).statusCode).toBe(400);
    const other = await team();
    expect((await other.ownerApi.post(path('assignee', id), { user_id: other.dewi.userId })).statusCode).toBe(
      404,
    );
  });

  it('shows an agent their own and the unassigned conversations, unless the owner lets agents see all', async () => {
    const t = await team();
    const mine = await contactWrites(t, '+6281377700003');
    const theirs = await contactWrites(t, '+6281377700004');
    const nobodys = await contactWrites(t, '+6281377700005');
    await t.ownerApi.post(path('assignee', mine), { user_id: t.dewi.userId });
    await t.ownerApi.post(path('assignee', theirs), { user_id: t.rudi.userId });

    const seen = async () =>
      (await t.dewi.api.get(`${CHATS_PATHS.conversations}`))
        .json()
        .results.map((c: { conversation_id: string }) => c.conversation_id);
    expect((await seen()).sort()).toEqual([mine, nobodys].sort());
    for (const name of ['conversation', 'messages'] as const)
      expect((await t.dewi.api.get(path(name, theirs))).statusCode).toBe(404);
    expect((await t.dewi.api.post(path('messages', theirs), { text: 'Hi' })).statusCode).toBe(404);
    expect((await t.dewi.api.post(path('status', theirs), { status: 'resolved' })).statusCode).toBe(404);
    expect((await t.dewi.api.post(path('assignee', theirs), { user_id: t.dewi.userId })).statusCode).toBe(
      404,
    );
    expect((await t.dewi.api.get(CHATS_PATHS.conversationCounts)).json().open).toBe(2);

    await t.ownerApi.put(TEAM_PATHS.security, {
      hide_phone_numbers: false,
      agents_see_all_conversations: true,
    });
    expect((await seen()).sort()).toEqual([mine, theirs, nobodys].sort());
    expect((await t.dewi.api.get(path('conversation', theirs))).statusCode).toBe(200);
  });
});

describe('auto assignment and presence', () => {
  it('gives a channel’s new conversations to the online members in turn, below their limit, and none when nobody is online', async () => {
    const t = await team();
    await t.ownerApi.post(CHATS_PATHS.channels, {
      name: 'Sales',
      color: 'teal',
      device_ids: [t.device.id],
      auto_assign: true,
    });
    // Nobody online: the conversation waits, unassigned.
    const waiting = await contactWrites(t, '+6281377700010');
    expect((await t.ownerApi.get(path('conversation', waiting))).json().assignee).toBeNull();

    const tabs = [await openTab(t.dewi.token), await openTab(t.rudi.token)];
    await expect.poll(() => presenceOf(t.ownerApi, t.rudi.userId)).toBe('online');
    expect(await presenceOf(t.ownerApi, t.owner.userId)).toBe('offline');
    const limited = await t.ownerApi.patch(fillPath(TEAM_PATHS.member, { user_id: t.rudi.userId }), {
      open_limit: 1,
    });
    expect(limited.json().open_limit).toBe(1);

    const assignees: (string | undefined)[] = [];
    for (const n of [11, 12, 13, 14]) {
      const id = await contactWrites(t, `+62813777000${n}`);
      assignees.push((await t.ownerApi.get(path('conversation', id))).json().assignee?.id);
    }
    // In turn, until Rudi holds his one; then Dewi takes the rest.
    expect(new Set(assignees.slice(0, 2))).toEqual(new Set([t.dewi.userId, t.rudi.userId]));
    expect(assignees.slice(2)).toEqual([t.dewi.userId, t.dewi.userId]);
    const line = (await t.ownerApi.get(path('messages', waiting))).json().events;
    expect(line).toEqual([]);

    // Away (a hidden tab) and gone (the tab closed) are passed by.
    tabs[0]!.send(JSON.stringify({ presence: 'away' }));
    await expect.poll(() => presenceOf(t.ownerApi, t.dewi.userId)).toBe('away');
    tabs[1]!.terminate();
    await expect.poll(() => presenceOf(t.ownerApi, t.rudi.userId)).toBe('offline');
    const later = await contactWrites(t, '+6281377700020');
    expect((await t.ownerApi.get(path('conversation', later))).json().assignee).toBeNull();
    tabs[0]!.terminate();
  });
});
