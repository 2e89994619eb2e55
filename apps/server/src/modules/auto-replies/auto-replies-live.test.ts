import {
  BUSINESS_HOURS_PATHS,
  CHATS_PATHS,
  CONTACTS_PATHS,
  fillPath,
  AUTO_REPLIES_PATHS as PATHS,
} from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { enqueue } from '../../sending/index.ts';
import { createAgent, queryRows } from '../../test/factories.ts';
import {
  autoAnswers,
  ctx,
  pairedDevice,
  rule,
  shop,
  threadWith,
  useLiveApp,
  WAIT,
  write,
} from './test/live-app.ts';

useLiveApp();

// Every trigger and guard as a contact meets them: they write from a sandbox phone, and the thread
// shows whether an answer came, marked as an auto-reply.

/** Waits until the sender has nothing queued for the device, so "no answer" is really none. */
async function settled(deviceId: string) {
  await vi.waitFor(async () => {
    expect(
      await count(
        sql`select count(*)::int as n from wa_outbox where device_id = ${deviceId} and state in ('queued', 'sending')`,
      ),
    ).toBe(0);
  }, WAIT);
}

const count = async (query: SQL) => (await queryRows<{ n: number }>(ctx.database.db, query))[0]!.n;

describe('auto-replies answer a contact', () => {
  it('on a keyword, with the contact’s name, marked as an auto-reply, and counted on the rule', async () => {
    const { api, device, quickReplyId } = await shop();
    await api.post(CONTACTS_PATHS.contacts, { name: 'Dewi', phone: '+628991110001' });
    const price = await rule(api, {
      name: 'Price',
      trigger: 'keyword',
      match_mode: 'contains',
      keywords: ['harga'],
      quick_reply_id: quickReplyId,
    });
    await write(api, device.id, '+628991110001', 'Berapa HARGA-nya kak?');
    const thread = await threadWith(api, '+628991110001');
    await vi.waitFor(async () => {
      expect(autoAnswers(await thread())).toEqual([
        expect.objectContaining({
          text: 'Hi Dewi, how can we help?',
          direction: 'out',
          status: expect.stringMatching(/sent|delivered|read/),
        }),
      ]);
    }, WAIT);
    const listed = (await api.get(PATHS.rules)).json().results[0];
    expect(listed).toMatchObject({
      rule_id: price.rule_id,
      fired_today: 1,
      fired_7_days: 1,
      last_fired_at: expect.any(String),
    });
    const answered = (await api.get(fillPath(PATHS.ruleConversations, { rule_id: price.rule_id }))).json()
      .results;
    expect(answered).toEqual([
      expect.objectContaining({ peer_phone: '+628991110001', contact_name: 'Dewi' }),
    ]);
  });

  it('welcomes a first message, and answers away only once a day while closed', async () => {
    const { api, device, quickReplyId } = await shop();
    await rule(api, { name: 'Welcome', trigger: 'welcome', quick_reply_id: quickReplyId });
    await rule(api, { name: 'Away', trigger: 'away', quick_reply_id: quickReplyId });
    await api.put(BUSINESS_HOURS_PATHS.schedule, { weekly: [[], [], [], [], [], [], []] });
    await write(api, device.id, '+628991110002', 'Hello');
    const thread = await threadWith(api, '+628991110002');
    await vi.waitFor(async () => expect(autoAnswers(await thread())).toHaveLength(1), WAIT);
    await write(api, device.id, '+628991110002', 'Anyone there?');
    await vi.waitFor(async () => expect(autoAnswers(await thread())).toHaveLength(2), WAIT);
    await write(api, device.id, '+628991110002', 'Hello???');
    await vi.waitFor(
      async () => expect((await thread()).filter((m) => m.direction === 'in')).toHaveLength(3),
      WAIT,
    );
    await settled(device.id);
    const rules = (await api.get(PATHS.rules)).json().results;
    expect(rules.map((r: { name: string; fired_today: number }) => [r.name, r.fired_today])).toEqual([
      ['Welcome', 1],
      ['Away', 1],
    ]);
  });

  it('stops at the conversation’s answers per hour, so two bots cannot loop', async () => {
    const { api, device, quickReplyId } = await shop();
    await api.put(PATHS.settings, { max_per_conversation_hour: 2, human_pause_minutes: 60 });
    await rule(api, { name: 'Fallback', trigger: 'fallback', quick_reply_id: quickReplyId });
    const thread = await threadWith(
      api,
      await (async () => {
        await write(api, device.id, '+628991110003', 'one');
        return '+628991110003';
      })(),
    );
    await vi.waitFor(async () => expect(autoAnswers(await thread())).toHaveLength(1), WAIT);
    for (const text of ['two', 'three', 'four']) await write(api, device.id, '+628991110003', text);
    await vi.waitFor(
      async () => expect((await thread()).filter((m) => m.direction === 'in')).toHaveLength(4),
      WAIT,
    );
    await settled(device.id);
    expect(autoAnswers(await thread())).toHaveLength(2);
  });

  it('keeps the fallback quiet after a person answered in the inbox', async () => {
    const { api, device, quickReplyId } = await shop();
    await rule(api, { name: 'Fallback', trigger: 'fallback', quick_reply_id: quickReplyId });
    await write(api, device.id, '+628991110004', 'hello');
    const thread = await threadWith(api, '+628991110004');
    await vi.waitFor(async () => expect(autoAnswers(await thread())).toHaveLength(1), WAIT);
    const [conversation] = (await api.get(CHATS_PATHS.conversations)).json().results;
    await api.post(fillPath(CHATS_PATHS.messages, { conversation_id: conversation.conversation_id }), {
      text: 'Hi, Rina here',
    });
    await write(api, device.id, '+628991110004', 'thanks Rina');
    await vi.waitFor(
      async () => expect((await thread()).filter((m) => m.direction === 'in')).toHaveLength(2),
      WAIT,
    );
    await settled(device.id);
    expect(autoAnswers(await thread())).toHaveLength(1);
  });

  it('confirms an opt-out, and answers nothing else to an opted-out contact', async () => {
    const { api, device, quickReplyId } = await shop();
    const bye = await api.post(CHATS_PATHS.quickReplies, {
      shortcut: 'bye',
      text: 'You will get no more messages.',
    });
    await rule(api, {
      name: 'Price',
      trigger: 'keyword',
      match_mode: 'contains',
      keywords: ['harga', 'stop'],
      quick_reply_id: quickReplyId,
    });
    await rule(api, {
      name: 'Unsubscribe',
      trigger: 'keyword',
      match_mode: 'exact',
      keywords: ['stop'],
      opt_action: 'out',
      quick_reply_id: bye.json().quick_reply_id,
    });
    await write(api, device.id, '+628991110005', 'STOP');
    const thread = await threadWith(api, '+628991110005');
    await vi.waitFor(
      async () =>
        expect(autoAnswers(await thread()).map((m) => m.text)).toEqual(['You will get no more messages.']),
      WAIT,
    );
    const [contact] = (await api.get(`${CONTACTS_PATHS.contacts}?search=628991110005`)).json().results;
    expect(contact.opted_out).toBe(true);
    await write(api, device.id, '+628991110005', 'harga?');
    await vi.waitFor(
      async () => expect((await thread()).filter((m) => m.direction === 'in')).toHaveLength(2),
      WAIT,
    );
    await settled(device.id);
    expect(autoAnswers(await thread())).toHaveLength(1);
  });

  it('adds the contact to the rule’s groups, creating the contact from the chat', async () => {
    const { api, device, quickReplyId } = await shop();
    const group = (await api.post(CONTACTS_PATHS.groups, { name: 'Leads' })).json();
    await rule(api, {
      name: 'Lead',
      trigger: 'keyword',
      match_mode: 'starts_with',
      keywords: ['info'],
      add_group_ids: [group.group_id ?? group.id],
      quick_reply_id: quickReplyId,
    });
    await write(api, device.id, '+628991110006', 'Info produk dong');
    const thread = await threadWith(api, '+628991110006');
    await vi.waitFor(async () => expect(autoAnswers(await thread())).toHaveLength(1), WAIT);
    const [contact] = (await api.get(`${CONTACTS_PATHS.contacts}?search=628991110006`)).json().results;
    expect(contact).toMatchObject({ phone: '+628991110006', source: 'chat' });
    expect(JSON.stringify(contact.groups)).toContain('Leads');
  });

  it('never answers the account’s own numbers (a warmup between its devices)', async () => {
    const { api, customer, device, quickReplyId } = await shop();
    const other = await pairedDevice(customer.accountId);
    await rule(api, { name: 'Fallback', trigger: 'fallback', quick_reply_id: quickReplyId });
    // As the warmup does: the other device sends to this one through the sandbox.
    const line = {
      accountId: customer.accountId,
      deviceId: other.id,
      toPhone: device.phone,
      text: 'warmup line',
    };
    await enqueue(ctx.database.db, { purpose: 'warmup', ...line });
    await ctx.app.live.publish({ account_id: customer.accountId, topic: 'messages', id: other.id });
    // The inbox leaves such conversations out: the stored message and the outbox tell.
    const received = sql`select count(*)::int as n from messages where device_id = ${device.id} and peer_phone = ${other.phone}`;
    await vi.waitFor(async () => expect(await count(received)).toBe(1), WAIT);
    await settled(device.id);
    const answers = sql`select count(*)::int as n from wa_outbox where device_id = ${device.id} and purpose = 'auto_reply'`;
    expect(await count(answers)).toBe(0);
  });

  it('labels the conversation it answers and gives it to the member named, when nobody has it', async () => {
    const { api, customer, device, quickReplyId } = await shop();
    const agent = await createAgent(ctx.database.db, customer);
    const label = (await api.post(CHATS_PATHS.labels, { name: 'Price ask', color: 'orange' })).json();
    await rule(api, {
      name: 'Price',
      trigger: 'keyword',
      match_mode: 'contains',
      keywords: ['harga'],
      quick_reply_id: quickReplyId,
      add_label_ids: [label.label_id],
      assign_user_id: agent.userId,
    });
    await write(api, device.id, '+628991110090', 'harga?');
    await threadWith(api, '+628991110090');
    const conversation = async () =>
      (await api.get(`${CHATS_PATHS.conversations}?search=628991110090`)).json().results[0];
    await vi.waitFor(async () => {
      expect(await conversation()).toMatchObject({
        labels: [{ name: 'Price ask', color: 'orange' }],
        assignee: { id: agent.userId },
      });
    }, WAIT);
    const { conversation_id } = await conversation();
    const events = (await api.get(fillPath(CHATS_PATHS.messages, { conversation_id }))).json().events;
    expect(events).toEqual([
      expect.objectContaining({ to: { id: agent.userId, name: 'Dewi Agent' }, by: null }),
    ]);
  });
});
