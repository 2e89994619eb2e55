import { CHATS_PATHS, DASHBOARD_PATHS, fillPath } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, messages, waOutbox } from '../../db/schema/index.ts';
import { applyReceipt } from '../../sending/outbox.repo.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { incoming } from './test/chat-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function account() {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  const deviceId = await deviceRow(ctx.database.db, customer.accountId);
  const device = { id: deviceId, accountId: customer.accountId };
  return { customer, api, deviceId, device };
}

const conversationPath = (name: 'conversation' | 'messages' | 'read', id: string) =>
  fillPath(CHATS_PATHS[name], { conversation_id: id });

async function firstConversation(api: Awaited<ReturnType<typeof apiAs>>, query = '') {
  const list = await api.get(`${CHATS_PATHS.conversations}${query}`);
  expect(list.statusCode).toBe(200);
  return list.json().results[0];
}

describe('chat channels', () => {
  it('creates, edits, reorders at once and deletes channels; a wrong order changes nothing', async () => {
    const { api, deviceId } = await account();
    const names = ['Sales', 'Support', 'Billing'];
    const ids: string[] = [];
    for (const name of names) {
      const created = await api.post(CHATS_PATHS.channels, { name, color: 'teal', device_ids: [deviceId] });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().channel_id);
    }
    expect((await api.get(CHATS_PATHS.channels)).json().results.map((c: { name: string }) => c.name)).toEqual(
      names,
    );

    const reordered = await api.put(CHATS_PATHS.channelsOrder, { channel_ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().results.map((c: { name: string }) => c.name)).toEqual([
      'Billing',
      'Sales',
      'Support',
    ]);

    const partial = await api.put(CHATS_PATHS.channelsOrder, { channel_ids: [ids[0], ids[1]] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().field_codes.channel_ids).toEqual([{ code: 'channel_order_mismatch' }]);
    expect((await api.get(CHATS_PATHS.channels)).json().results.map((c: { name: string }) => c.name)).toEqual(
      ['Billing', 'Sales', 'Support'],
    );

    const channel = fillPath(CHATS_PATHS.channel, { channel_id: ids[0]! });
    const edited = await api.put(channel, { name: 'Sales team', color: 'grape', device_ids: [deviceId] });
    expect(edited.json()).toMatchObject({ name: 'Sales team', color: 'grape', device_ids: [deviceId] });
    expect((await api.delete(channel)).statusCode).toBe(200);
    expect((await api.get(CHATS_PATHS.channels)).json().results).toHaveLength(2);
  });

  it("refuses another account's devices and answers 404 for another account's channel", async () => {
    const mine = await account();
    const theirs = await account();
    const refused = await mine.api.post(CHATS_PATHS.channels, {
      name: 'Theirs',
      color: 'red',
      device_ids: [theirs.deviceId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_codes.device_ids).toEqual([{ code: 'channel_device_not_found' }]);
    const created = await theirs.api.post(CHATS_PATHS.channels, {
      name: 'Theirs',
      color: 'red',
      device_ids: [theirs.deviceId],
    });
    const channel = fillPath(CHATS_PATHS.channel, { channel_id: created.json().channel_id });
    expect((await mine.api.delete(channel)).statusCode).toBe(404);
    expect(
      (await mine.api.get(`${CHATS_PATHS.conversations}?channel_id=${created.json().channel_id}`)).statusCode,
    ).toBe(404);
    const empty = await mine.api.post(CHATS_PATHS.channels, { name: ' ', color: 'red', device_ids: [] });
    expect(empty.json().field_codes).toMatchObject({
      name: [{ code: 'channel_name_required' }],
      device_ids: [{ code: 'channel_devices_required' }],
    });
  });
});

describe('quick replies', () => {
  it('saves a shortcut with template variables, refuses a taken shortcut and unknown variables', async () => {
    const { api } = await account();
    const created = await api.post(CHATS_PATHS.quickReplies, {
      shortcut: 'Thanks',
      text: 'Thank you {{name|friend}}!',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ shortcut: 'thanks', text: 'Thank you {{name|friend}}!' });
    const taken = await api.post(CHATS_PATHS.quickReplies, { shortcut: 'thanks', text: 'Again' });
    expect(taken.json().field_codes.shortcut).toEqual([{ code: 'quick_reply_shortcut_taken' }]);
    const unknown = await api.post(CHATS_PATHS.quickReplies, { shortcut: 'x', text: 'Hi {{nickname}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().text[0]).toContain('nickname');
    const bad = await api.post(CHATS_PATHS.quickReplies, { shortcut: 'two words', text: 'Hi' });
    expect(bad.json().field_codes.shortcut).toEqual([{ code: 'quick_reply_shortcut_invalid' }]);

    const path = fillPath(CHATS_PATHS.quickReply, { quick_reply_id: created.json().quick_reply_id });
    expect((await api.put(path, { shortcut: 'ty', text: 'Thanks!' })).json()).toMatchObject({
      shortcut: 'ty',
    });
    const other = await account();
    expect((await other.api.put(path, { shortcut: 'ty', text: 'Mine' })).statusCode).toBe(404);
    expect((await other.api.delete(path)).statusCode).toBe(404);
    expect((await api.delete(path)).statusCode).toBe(200);
    expect((await api.get(CHATS_PATHS.quickReplies)).json().results).toEqual([]);
  });
});

describe('conversations', () => {
  it('lists a conversation per number with its last message, unread count and unanswered flag', async () => {
    const { api, device, customer } = await account();
    await ctx.database.db.insert(contacts).values({
      accountId: customer.accountId,
      phone: '+6281234567001',
      name: 'Siti Rahma',
      source: 'manual',
    });
    await incoming(ctx.database.db, device, '+6281234567001', 'Halo, stoknya ada?');
    await incoming(ctx.database.db, device, '+6281234567001', 'Yang merah');
    await incoming(ctx.database.db, device, '+6281234567002', 'Ping');

    const list = (await api.get(CHATS_PATHS.conversations)).json().results;
    expect(list).toHaveLength(2);
    const siti = list.find((c: { phone: string }) => c.phone === '+6281234567001');
    expect(siti).toMatchObject({
      name: 'Siti Rahma',
      last_message_text: 'Yang merah',
      unread_count: 2,
      unanswered: true,
    });
    expect(list.find((c: { phone: string }) => c.phone === '+6281234567002').name).toBe('Budi WA');

    expect((await api.get(`${CHATS_PATHS.conversations}?search=siti`)).json().results).toHaveLength(1);
    expect((await api.get(`${CHATS_PATHS.conversations}?search=567002`)).json().results[0].phone).toBe(
      '+6281234567002',
    );
    // The WhatsApp name, a number as typed locally, and a term nothing has.
    expect((await api.get(`${CHATS_PATHS.conversations}?search=budi%20wa`)).json().results).toHaveLength(2);
    const local = (await api.get(`${CHATS_PATHS.conversations}?search=0812-3456-7002`)).json().results;
    expect(local.map((c: { phone: string }) => c.phone)).toEqual(['+6281234567002']);
    expect((await api.get(`${CHATS_PATHS.conversations}?search=zzqx`)).json().results).toEqual([]);

    const read = await api.post(conversationPath('read', siti.conversation_id));
    expect(read.statusCode).toBe(200);
    expect((await api.get(conversationPath('conversation', siti.conversation_id))).json().unread_count).toBe(
      0,
    );
  });

  it('finds a term many conversations share by walking the newest first, and a rare one among them', async () => {
    const { customer, api, deviceId } = await account();
    // 2,500 conversations named alike: past the point where a search stops gathering its matches.
    await ctx.database.db.execute(sql`insert into conversations
        (account_id, device_id, peer_phone, push_name, last_message_at, last_message_kind, last_direction)
      select ${customer.accountId}, ${deviceId}, '+62857' || lpad(g::text, 8, '0'), 'Toko Maju ' || g,
             now() - g * interval '1 minute', 'text', 'in'
      from generate_series(1, 2500) g`);
    await ctx.database.db.execute(sql`analyze conversations`);
    const broad = (await api.get(`${CHATS_PATHS.conversations}?search=toko%20maju`)).json();
    expect(broad.results.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Toko Maju ${i + 1}`),
    );
    expect(broad.next_cursor).toBeTruthy();
    const rare = (await api.get(`${CHATS_PATHS.conversations}?search=maju%202468`)).json();
    expect(rare.results.map((c: { name: string }) => c.name)).toEqual(['Toko Maju 2468']);
  });

  it('stores a message replayed after a reconnect (append) once', async () => {
    const { api, device } = await account();
    const first = await incoming(ctx.database.db, device, '+6281234567003', 'Once', { waMessageId: 'DUP1' });
    const replay = await incoming(ctx.database.db, device, '+6281234567003', 'Once', {
      waMessageId: 'DUP1',
      backlog: true,
    });
    expect([first.stored, replay.stored]).toEqual([true, false]);
    const conversation = await firstConversation(api);
    expect(conversation.unread_count).toBe(1);
    const thread = (await api.get(conversationPath('messages', conversation.conversation_id))).json();
    expect(thread.results.map((m: { text: string }) => m.text)).toEqual(['Once']);
  });

  it('pages the list and the thread by cursor, newest at the bottom of the thread', async () => {
    const { api, device } = await account();
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < 45; i++)
      await incoming(ctx.database.db, device, '+6281234567004', `message ${i}`, {
        timestamp: new Date(base + i * 1000),
      });
    for (let i = 0; i < 32; i++)
      await incoming(ctx.database.db, device, `+62812345671${String(i).padStart(2, '0')}`, 'hi', {
        timestamp: new Date(base - i * 1000),
      });
    const page1 = (await api.get(CHATS_PATHS.conversations)).json();
    expect(page1.results).toHaveLength(30);
    const page2 = (await api.get(`${CHATS_PATHS.conversations}?cursor=${page1.next_cursor}`)).json();
    expect(page2.results).toHaveLength(3);
    expect(page2.next_cursor).toBeNull();
    const all = [...page1.results, ...page2.results].map(
      (c: { conversation_id: string }) => c.conversation_id,
    );
    expect(new Set(all).size).toBe(33);

    const id = page1.results[0].conversation_id;
    const newest = (await api.get(conversationPath('messages', id))).json();
    expect(newest.results.at(-1).text).toBe('message 44');
    expect(newest.results[0].text).toBe('message 5');
    const older = (await api.get(`${conversationPath('messages', id)}?cursor=${newest.next_cursor}`)).json();
    expect(older.results.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: 5 }, (_, i) => `message ${i}`),
    );
    expect(older.next_cursor).toBeNull();
    const bad = await api.get(`${CHATS_PATHS.conversations}?cursor=nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes.cursor).toEqual([{ code: 'chat_cursor_invalid' }]);
  });

  it("answers 404 for another account's conversation, whatever the call", async () => {
    const mine = await account();
    const theirs = await account();
    await incoming(ctx.database.db, theirs.device, '+6281234567005', 'Private');
    const id = (await firstConversation(theirs.api)).conversation_id;
    expect((await mine.api.get(conversationPath('conversation', id))).statusCode).toBe(404);
    expect((await mine.api.get(conversationPath('messages', id))).statusCode).toBe(404);
    expect((await mine.api.post(conversationPath('messages', id), { text: 'x' })).statusCode).toBe(404);
    expect((await mine.api.post(conversationPath('read', id))).statusCode).toBe(404);
    expect((await mine.api.get(CHATS_PATHS.conversations)).json().results).toEqual([]);
  });
});

describe('replies', () => {
  it('queues a reply in the outbox whose ticks the thread follows; answered conversations and response times', async () => {
    const { api, device, deviceId } = await account();
    await incoming(ctx.database.db, device, '+6281234567006', 'Need help', {
      timestamp: new Date(Date.now() - 90_000),
    });
    const conversation = await firstConversation(api);
    expect(conversation.unanswered).toBe(true);
    const empty = await api.post(conversationPath('messages', conversation.conversation_id), { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_codes.text).toEqual([{ code: 'chat_message_empty' }]);

    const sent = await api.post(conversationPath('messages', conversation.conversation_id), {
      text: 'Sure!\nWhat is the order number?',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      direction: 'out',
      status: 'queued',
      text: 'Sure!\nWhat is the order number?',
    });
    const [row] = await ctx.database.db.select().from(waOutbox).where(eq(waOutbox.deviceId, deviceId));
    expect(row).toMatchObject({ purpose: 'chat', toPhone: '+6281234567006', state: 'queued' });

    const after = await firstConversation(api);
    expect(after).toMatchObject({ unanswered: false, last_direction: 'out', unread_count: 0 });
    expect((await api.get(`${CHATS_PATHS.conversations}?unanswered=true`)).json().results).toEqual([]);

    // The sender claims it (fixing its id), then receipts arrive.
    await ctx.database.db
      .update(waOutbox)
      .set({ state: 'sending', waMessageId: 'OUT1' })
      .where(eq(waOutbox.id, row!.id));
    const statusOf = async () =>
      (await api.get(conversationPath('messages', conversation.conversation_id))).json().results.at(-1)
        .status;
    for (const status of ['sent', 'delivered', 'read'] as const) {
      await applyReceipt(ctx.database.db, deviceId, 'OUT1', status, new Date());
      expect(await statusOf()).toBe(status);
    }

    const stats = (await api.get(DASHBOARD_PATHS.stats)).json().realtime_chat_info;
    expect(stats).toMatchObject({ open_conversations: 1, unanswered_conversations: 0, responses_7d: 1 });
    expect(stats.avg_response_seconds_7d).toBeGreaterThanOrEqual(89);
  });

  it('marks a failed send with its reason and sends it again on retry, once', async () => {
    const { api, device, deviceId } = await account();
    await incoming(ctx.database.db, device, '+6281234567000', 'Hi');
    const conversation = await firstConversation(api);
    const sent = (
      await api.post(conversationPath('messages', conversation.conversation_id), { text: 'Hello' })
    ).json();
    const retry = fillPath(CHATS_PATHS.retry, {
      conversation_id: conversation.conversation_id,
      message_id: sent.message_id,
    });
    expect((await api.post(retry)).statusCode).toBe(409);

    await ctx.database.db
      .update(waOutbox)
      .set({ state: 'failed', failureReason: 'The number is not on WhatsApp' })
      .where(eq(waOutbox.deviceId, deviceId));
    const thread = (await api.get(conversationPath('messages', conversation.conversation_id))).json();
    expect(thread.results.at(-1)).toMatchObject({
      status: 'failed',
      failure_reason: 'The number is not on WhatsApp',
    });

    const retried = await api.post(retry);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', failure_reason: null });
    const rows = await ctx.database.db.select().from(waOutbox).where(eq(waOutbox.deviceId, deviceId));
    expect(rows.map((r) => r.state).sort()).toEqual(['failed', 'queued']);
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.id, sent.message_id)),
    ).toHaveLength(1);
  });

  it("refuses another account's attachment", async () => {
    const mine = await account();
    await incoming(ctx.database.db, mine.device, '+6281234567007', 'Hi');
    const conversation = await firstConversation(mine.api);
    const refused = await mine.api.post(conversationPath('messages', conversation.conversation_id), {
      media_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_codes.media_id).toEqual([{ code: 'media_not_found' }]);
  });

  it('refuses the sandbox contact tool for a device that is not a connected sandbox device', async () => {
    const mine = await account();
    const theirs = await account();
    const refused = await mine.api.post(CHATS_PATHS.sandboxMessage, {
      device_id: theirs.deviceId,
      from_phone: '+6281234567008',
      text: 'Hi',
    });
    expect(refused.json().field_codes.device_id).toEqual([{ code: 'sandbox_device_required' }]);
  });
});
