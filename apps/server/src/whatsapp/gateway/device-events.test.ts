import { CHATS_PATHS, fillPath } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createRule } from '../../modules/auto-replies/auto-replies.service.ts';
import { textMessage } from '../../modules/chats/test/chat-data.ts';
import { deviceRow, template } from '../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { IncomingMessage } from '../engine-port.ts';
import type { CoalescedAnnouncer } from './coalesced-announcer.ts';
import { receiveMessages } from './device-events.ts';
import { IncomingWriter } from './incoming-writer.ts';

// What a gateway does with each message a device receives: the conversation kept in step (a late
// message never replaces a newer one), the auto-reply decided with it, and the message kept even
// when its answer cannot be written.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const announced: string[] = [];
const announcer = {
  announce: (event: { topic: string }) => announced.push(event.topic),
} as unknown as CoalescedAnnouncer;

const receiveMessage = (
  db: typeof ctx.database.db,
  on: CoalescedAnnouncer,
  device: { id: string; accountId: string },
  incoming: IncomingMessage,
) => receiveMessages(db, on, [{ device, message: incoming }]);

const message = (phone: string, text: string, at = new Date(), pushName = 'Sari') =>
  textMessage(phone, text, { timestamp: at, pushName });

async function account() {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  const device = { id: await deviceRow(ctx.database.db, customer.accountId), accountId: customer.accountId };
  const templateId = await template(ctx.database.db, customer.accountId, 'Price list: example.com/p');
  await createRule(ctx.database.db, customer.accountId, {
    name: 'Price',
    enabled: true,
    scope: 'all',
    device_ids: [],
    channel_id: null,
    trigger: 'keyword',
    match_mode: 'contains',
    keywords: ['harga'],
    pattern: null,
    once_window_hours: 24,
    template_id: templateId,
    quick_reply_id: null,
    add_group_ids: [],
    add_label_ids: [],
    assign_user_id: null,
    opt_action: null,
    min_delay_seconds: 2,
    max_delay_seconds: 2,
  });
  return { api, device };
}

async function conversationOf(api: Awaited<ReturnType<typeof apiAs>>) {
  const [conversation] = (await api.get(CHATS_PATHS.conversations)).json().results;
  const thread = (
    await api.get(fillPath(CHATS_PATHS.messages, { conversation_id: conversation.conversation_id }))
  ).json();
  return { conversation, texts: thread.results.map((m: { text: string }) => m.text) };
}

const answersTo = (phone: string) =>
  rawRows<{ text: string }>(
    ctx.database.db,
    sql`select text from wa_outbox where purpose = 'auto_reply' and to_phone = ${phone}`,
  );

describe('a message a device receives', () => {
  it('keeps the conversation in step: unread, the newest text, and a late message only counted', async () => {
    const { api, device } = await account();
    const phone = '+6289900011101';
    const now = Date.now();
    await receiveMessage(
      ctx.database.db,
      announcer,
      device,
      message(phone, 'Halo', new Date(now - 60_000), ''),
    );
    await receiveMessage(ctx.database.db, announcer, device, message(phone, 'Masih buka?', new Date(now)));
    // The backlog after a reconnect brings an older one.
    await receiveMessage(ctx.database.db, announcer, device, message(phone, 'Pagi', new Date(now - 120_000)));
    const { conversation, texts } = await conversationOf(api);
    expect(conversation).toMatchObject({
      last_message_text: 'Masih buka?',
      unread_count: 3,
      unanswered: true,
      name: 'Sari',
    });
    expect(texts).toEqual(['Pagi', 'Halo', 'Masih buka?']);
    expect(announced).toContain('messages');
  });

  it('is answered once, however many times it is delivered at the same moment', async () => {
    const { device } = await account();
    const phone = '+6289900011102';
    const once = message(phone, 'berapa harga nya?');
    await Promise.all(
      [once, { ...once }, { ...once }].map((m) => receiveMessage(ctx.database.db, announcer, device, m)),
    );
    expect(await answersTo(phone)).toEqual([{ text: 'Price list: example.com/p' }]);
  });

  it('is kept, unanswered, when its answer cannot be written', async () => {
    const { api, device } = await account();
    const phone = '+6289900011103';
    await ctx.database.exec(`
      create function refuse_firing() returns trigger language plpgsql as $$
        begin raise exception 'firings refused'; end $$;
      create trigger refuse_firing before insert on auto_reply_firings
        for each row execute function refuse_firing();`);
    try {
      await receiveMessage(ctx.database.db, announcer, device, message(phone, 'harga?'));
    } finally {
      await ctx.database.exec(
        'drop trigger refuse_firing on auto_reply_firings; drop function refuse_firing();',
      );
    }
    const { conversation, texts } = await conversationOf(api);
    expect(texts).toEqual(['harga?']);
    expect(conversation).toMatchObject({ unread_count: 1, unanswered: true });
    expect(await answersTo(phone)).toEqual([]);
  });

  it("through the gateway's writer: a burst written in batches, each answered once, a contact's messages in order", async () => {
    const { api, device } = await account();
    const writes: number[] = [];
    const writer = new IncomingWriter({
      maxInFlight: 2,
      write: async (batch) => {
        writes.push(batch.length);
        await receiveMessages(ctx.database.db, announcer, batch);
      },
    });
    const phones = Array.from({ length: 30 }, (_, i) => `+62899000122${String(i).padStart(2, '0')}`);
    const start = Date.now();
    const burst = phones.flatMap((phone, i) => [
      message(phone, 'harga?', new Date(start + i)),
      message(phone, 'kirim ke Bandung', new Date(start + 100 + i)),
    ]);
    const written = Promise.all(burst.map((m) => writer.receive({ device, message: m })));
    // A gateway stopping waits until everything received is written.
    await writer.idle();
    expect(writes.reduce((sum, n) => sum + n, 0)).toBe(burst.length);
    await written;
    // Fewer writes than messages: a busy gateway writes in bulk.
    expect(writes.length).toBeLessThan(burst.length);
    const answered = await rawRows<{ n: number; phones: number }>(
      ctx.database.db,
      sql`select count(*)::int as n, count(distinct to_phone)::int as phones from wa_outbox
          where purpose = 'auto_reply' and to_phone = any(${sql.param(phones)}::text[])`,
    );
    expect(answered).toEqual([{ n: 30, phones: 30 }]);
    const list = (await api.get(`${CHATS_PATHS.conversations}?search=%2B62899000122`)).json().results;
    expect(list).toHaveLength(30);
    for (const conversation of list)
      expect(conversation).toMatchObject({ unread_count: 2, last_message_text: 'kirim ke Bandung' });
  });
});
