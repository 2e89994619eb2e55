import { readFileSync } from 'node:fs';
import { CHATS_PATHS, DASHBOARD_PATHS, fillPath } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contacts, waDevices, waOutbox } from '../../db/schema/index.ts';
import { applyReceipt, markSent } from '../../sending/outbox.repo.ts';
import { settleSent } from '../../sending/outbox-batch.repo.ts';
import { applyReceipts } from '../../sending/outbox-receipts.repo.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { Lease } from '../../whatsapp/lease.ts';
import { heldLease } from '../../whatsapp/testing/test-lease.ts';
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
  return { customer, api, deviceId, device: { id: deviceId, accountId: customer.accountId } };
}

const thread = async (api: Awaited<ReturnType<typeof apiAs>>, conversationId: string) =>
  (await api.get(fillPath(CHATS_PATHS.messages, { conversation_id: conversationId }))).json().results;

let sequence = 0;

/** The sender's moves need its gateway's lease on the device: one per device, held by the test. */
const leases = new Map<string, Lease>();
async function leaseOf(deviceId: string): Promise<Lease> {
  if (!leases.has(deviceId)) leases.set(deviceId, await heldLease(ctx.database.db, deviceId));
  return leases.get(deviceId)!;
}
const settle = async (rows: (typeof waOutbox.$inferSelect)[]) =>
  settleSent(ctx.database.db, await leaseOf(rows[0]!.deviceId!), rows);

/** A message the device's sender claimed (its WhatsApp id fixed), as the outbox holds it. */
async function claimed(values: Omit<typeof waOutbox.$inferInsert, 'state' | 'waMessageId'>) {
  sequence += 1;
  const [row] = await ctx.database.db
    .insert(waOutbox)
    .values({ ...values, state: 'sending', waMessageId: `OUT${sequence}`, claimedAt: new Date() })
    .returning();
  return row!;
}

describe('the thread holds every message between the device and the contact', () => {
  it("shows a campaign's and the REST API's messages, with origin and ticks, before the contact's reply", async () => {
    const { customer, api, deviceId, device } = await account();
    const phone = '+6281234568801';
    const [contact] = await ctx.database.db
      .insert(contacts)
      .values({ accountId: customer.accountId, phone, name: 'Dewi', source: 'manual' })
      .returning();
    const [campaign] = await ctx.database.db
      .insert(campaigns)
      .values({ accountId: customer.accountId, name: 'Promo Lebaran', status: 'running' })
      .returning();
    const common = { accountId: customer.accountId, deviceId, toPhone: phone, contactId: contact!.id };
    const promo = await claimed({
      ...common,
      purpose: 'campaign',
      campaignId: campaign!.id,
      text: 'Diskon 20% minggu ini',
    });
    await settle([promo]);
    await applyReceipts(ctx.database.db, [
      { deviceId, waMessageId: promo.waMessageId!, status: 'read', at: new Date() },
    ]);
    // The REST API's two: one settled by the sender, one whose receipt came before (a reconnect).
    const first = await claimed({ ...common, purpose: 'api', text: 'Pesanan #12 dikirim' });
    await settle([first]);
    const second = await claimed({ ...common, purpose: 'api', text: 'Pesanan #12 tiba' });
    await applyReceipt(ctx.database.db, deviceId, second.waMessageId!, 'delivered', new Date());
    await applyReceipt(ctx.database.db, deviceId, first.waMessageId!, 'delivered', new Date());
    // A settle after the receipt, a replay of the receipt and the phone's echo add nothing.
    await settle([second]);
    await markSent(ctx.database.db, await leaseOf(second.deviceId!), second.id);
    await incoming(ctx.database.db, device, phone, 'Diskon 20% minggu ini', {
      waMessageId: promo.waMessageId!,
      fromMe: true,
    });

    const before = (await api.get(CHATS_PATHS.conversations)).json().results;
    expect(before).toHaveLength(1);
    // Outgoing automated messages are neither unread nor an answer.
    expect(before[0]).toMatchObject({
      name: 'Dewi',
      last_message_text: 'Pesanan #12 tiba',
      last_direction: 'out',
      unread_count: 0,
      unanswered: false,
    });

    await incoming(ctx.database.db, device, phone, 'Baik, nanti saya kabari lagi');
    const conversation = (await api.get(CHATS_PATHS.conversations)).json().results[0];
    expect(conversation).toMatchObject({
      last_message_text: 'Baik, nanti saya kabari lagi',
      unread_count: 1,
      unanswered: true,
    });
    const messages = await thread(api, conversation.conversation_id);
    expect(
      messages.map((m: { direction: string; text: string; status: string; origin: unknown }) => [
        m.direction,
        m.text,
        m.status,
        m.origin,
      ]),
    ).toEqual([
      [
        'out',
        'Diskon 20% minggu ini',
        'read',
        { purpose: 'campaign', campaign_id: campaign!.id, campaign_name: 'Promo Lebaran' },
      ],
      ['out', 'Pesanan #12 dikirim', 'delivered', { purpose: 'api', campaign_id: null, campaign_name: null }],
      ['out', 'Pesanan #12 tiba', 'delivered', { purpose: 'api', campaign_id: null, campaign_name: null }],
      ['in', 'Baik, nanti saya kabari lagi', 'received', null],
    ]);

    // Another campaign's message after the question leads the list, but the question still waits.
    const [next] = await ctx.database.db
      .insert(campaigns)
      .values({ accountId: customer.accountId, name: 'Promo Akhir', status: 'running' })
      .returning();
    const later = await claimed({
      ...common,
      purpose: 'campaign',
      campaignId: next!.id,
      text: 'Diskon terakhir',
    });
    await settle([later]);
    expect((await api.get(CHATS_PATHS.conversations)).json().results[0]).toMatchObject({
      last_message_text: 'Diskon terakhir',
      last_direction: 'out',
      unread_count: 1,
      unanswered: true,
    });
    expect((await thread(api, conversation.conversation_id)).at(-1)).toMatchObject({
      text: 'Diskon terakhir',
      status: 'sent',
    });
    expect((await api.get(DASHBOARD_PATHS.stats)).json().realtime_chat_info).toMatchObject({
      incoming_today: 1,
      unanswered_today: 1,
      unanswered_conversations: 1,
      responses_7d: 0,
    });
  });

  it('keeps warmup and messages that did not go out out of the thread', async () => {
    const { customer, api, deviceId, device } = await account();
    const phone = '+6281234568802';
    await incoming(ctx.database.db, device, phone, 'Halo');
    const warmup = await claimed({
      accountId: customer.accountId,
      deviceId,
      toPhone: phone,
      purpose: 'warmup',
    });
    await settle([warmup]);
    const failed = await claimed({
      accountId: customer.accountId,
      deviceId,
      toPhone: phone,
      purpose: 'api',
      text: 'Never',
    });
    await ctx.database.db.update(waOutbox).set({ state: 'failed' }).where(eq(waOutbox.id, failed.id));
    const conversation = (await api.get(CHATS_PATHS.conversations)).json().results[0];
    expect((await thread(api, conversation.conversation_id)).map((m: { text: string }) => m.text)).toEqual([
      'Halo',
    ]);
  });
});

describe('the backfill migration', () => {
  it("puts campaign and API messages that went out before it into their contacts' threads, once", async () => {
    const { customer, api, deviceId, device } = await account();
    const phone = '+6281234568804';
    await incoming(ctx.database.db, device, phone, 'Kapan buka?', {
      timestamp: new Date(Date.now() - 60_000),
    });
    const [campaign] = await ctx.database.db
      .insert(campaigns)
      .values({ accountId: customer.accountId, name: 'Promo Lama', status: 'completed' })
      .returning();
    // As the outbox held them before: sent, with no thread row.
    const sentAt = new Date(Date.now() - 120_000);
    await ctx.database.db.insert(waOutbox).values([
      {
        accountId: customer.accountId,
        deviceId,
        toPhone: phone,
        purpose: 'campaign',
        campaignId: campaign!.id,
        text: 'Promo lama',
        state: 'read',
        waMessageId: 'OLD1',
        sentAt,
      },
      {
        accountId: customer.accountId,
        deviceId,
        toPhone: '+6281234568805',
        purpose: 'api',
        text: 'Kode OTP 1234',
        state: 'delivered',
        waMessageId: 'OLD2',
        sentAt,
      },
      { accountId: customer.accountId, deviceId, toPhone: phone, purpose: 'warmup', state: 'sent', sentAt },
    ]);
    await backfill();
    await backfill();

    const list = (await api.get(CHATS_PATHS.conversations)).json().results;
    expect(
      list.map((c: { phone: string; last_message_text: string }) => [c.phone, c.last_message_text]),
    ).toEqual([
      [phone, 'Kapan buka?'],
      ['+6281234568805', 'Kode OTP 1234'],
    ]);
    expect(list[0]).toMatchObject({ unread_count: 1, unanswered: true });
    expect(
      (await thread(api, list[0].conversation_id)).map((m: { text: string; status: string }) => [
        m.text,
        m.status,
      ]),
    ).toEqual([
      ['Promo lama', 'read'],
      ['Kapan buka?', 'received'],
    ]);
    expect((await thread(api, list[1].conversation_id))[0]).toMatchObject({
      status: 'delivered',
      origin: { purpose: 'api' },
    });
  });
});

/** The migration that fills the threads, run as the migrator runs it. */
async function backfill() {
  const file = new URL('../../../drizzle/0018_thread_outbox_messages.sql', import.meta.url);
  for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
    await ctx.database.db.execute(sql.raw(statement));
}

describe("conversations between the account's own devices (warmup)", () => {
  it('stay out of the inbox, the channel unread counts and the dashboard', async () => {
    const { customer, api, deviceId, device } = await account();
    const otherId = await deviceRow(ctx.database.db, customer.accountId);
    const [other] = await ctx.database.db.select().from(waDevices).where(eq(waDevices.id, otherId));
    // Warmup's messages from the account's other device, and a customer's.
    await incoming(ctx.database.db, device, other!.phoneNumber!, 'Selamat pagi');
    await incoming(ctx.database.db, device, other!.phoneNumber!, 'Apa kabar?');
    await incoming(ctx.database.db, device, '+6281234568803', 'Ada promo?');

    const list = (await api.get(CHATS_PATHS.conversations)).json().results;
    expect(list.map((c: { phone: string }) => c.phone)).toEqual(['+6281234568803']);
    const channel = await api.post(CHATS_PATHS.channels, {
      name: 'Toko',
      color: 'teal',
      device_ids: [deviceId],
    });
    expect(channel.json().unread_conversations).toBe(1);
    const inChannel = (
      await api.get(`${CHATS_PATHS.conversations}?channel_id=${channel.json().channel_id}`)
    ).json().results;
    expect(inChannel).toHaveLength(1);
    expect((await api.get(CHATS_PATHS.channels)).json().results[0].unread_conversations).toBe(1);
    expect((await api.get(DASHBOARD_PATHS.stats)).json().realtime_chat_info).toMatchObject({
      incoming_today: 1,
      unanswered_today: 1,
      open_conversations: 1,
      unanswered_conversations: 1,
    });
  });
});
