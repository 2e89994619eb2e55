import { CHATS_PATHS, COOKIES, fillPath, LIVE_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waOutbox } from '../../db/schema/index.ts';
import { createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { chatTeam, contactWrites } from './test/chat-team.ts';

// Private notes with mentions (issue 24, part 5), through the API and the live channel.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const notesOf = (id: string) => fillPath(CHATS_PATHS.notes, { conversation_id: id });
const threadOf = (id: string) => fillPath(CHATS_PATHS.messages, { conversation_id: id });

describe('private notes', () => {
  it('stay in the thread for the team, never reach the sending queue, and tell the member they name', async () => {
    const t = await chatTeam(ctx);
    const id = await contactWrites(ctx, t, '+6281377720001', 'Is the blue one in stock?');
    const tab = await ctx.app.injectWS(LIVE_PATHS.events, {
      headers: { cookie: `${COOKIES.session}=${t.dewi.token}` },
    });
    const heard: { topic: string; id?: string }[] = [];
    tab.on('message', (data) => heard.push(...[JSON.parse(String(data))].flat()));

    const written = await t.ownerApi.post(notesOf(id), {
      text: '@Dewi please check the warehouse',
      mention_ids: [t.dewi.userId, t.dewi.userId, t.owner.userId],
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      text: '@Dewi please check the warehouse',
      author: { id: t.owner.userId },
      mentions: [{ id: t.dewi.userId, name: 'Dewi Agent' }],
    });
    await expect.poll(() => heard.some((e) => e.topic === 'mentions' && e.id === t.dewi.userId)).toBe(true);
    tab.terminate();

    // The thread shows it beside the contact's message; nothing was queued to send.
    const page = (await t.dewi.api.get(threadOf(id))).json();
    expect(page.results.map((m: { text: string }) => m.text)).toEqual(['Is the blue one in stock?']);
    expect(page.notes.map((n: { text: string }) => n.text)).toEqual(['@Dewi please check the warehouse']);
    const queued = await ctx.database.db
      .select()
      .from(waOutbox)
      .where(eq(waOutbox.accountId, t.owner.accountId));
    expect(queued).toEqual([]);
    const conversation = (
      await t.ownerApi.get(fillPath(CHATS_PATHS.conversation, { conversation_id: id }))
    ).json();
    expect(conversation).toMatchObject({ last_message_text: 'Is the blue one in stock?', unanswered: true });

    // Dewi's notices: one unread, read once she opens the conversation; Rudi and the author have none.
    const mentions = (await t.dewi.api.get(CHATS_PATHS.mentions)).json();
    expect(mentions.unread).toBe(1);
    expect(mentions.results[0]).toMatchObject({
      conversation_id: id,
      conversation_title: 'Budi WA',
      author: { id: t.owner.userId },
      read: false,
    });
    expect((await t.rudi.api.get(CHATS_PATHS.mentions)).json()).toEqual({ results: [], unread: 0 });
    expect((await t.ownerApi.get(CHATS_PATHS.mentions)).json().unread).toBe(0);
    await t.dewi.api.post(CHATS_PATHS.mentionsRead, { conversation_id: id });
    const after = (await t.dewi.api.get(CHATS_PATHS.mentions)).json();
    expect([after.unread, after.results[0].read]).toEqual([0, true]);
  });

  it('refuse an empty note, a stranger named, and a conversation out of the writer’s sight', async () => {
    const t = await chatTeam(ctx);
    const id = await contactWrites(ctx, t, '+6281377720002');
    const empty = await t.ownerApi.post(notesOf(id), { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_codes).toEqual({ text: [{ code: 'note_text_required' }] });
    const stranger = await createCustomer(ctx.database.db);
    const named = await t.ownerApi.post(notesOf(id), { text: 'Hi @you', mention_ids: [stranger.userId] });
    expect(named.json().field_codes).toEqual({ mention_ids: [{ code: 'team_member_not_found' }] });
    expect((await t.ownerApi.get(threadOf(id))).json().notes).toEqual([]);

    await t.ownerApi.post(fillPath(CHATS_PATHS.assignee, { conversation_id: id }), {
      user_id: t.rudi.userId,
    });
    expect((await t.dewi.api.post(notesOf(id), { text: 'Let me take it' })).statusCode).toBe(404);
    const other = await chatTeam(ctx);
    expect((await other.ownerApi.post(notesOf(id), { text: 'Not yours' })).statusCode).toBe(404);
  });
});
