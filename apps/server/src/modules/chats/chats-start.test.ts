import { CHATS_PATHS, CONTACTS_PATHS, fillPath } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, waOutbox } from '../../db/schema/index.ts';
import { template } from '../../test/campaign-data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { chatTeam, contactWrites } from './test/chat-team.ts';

// A new conversation from the inbox (issue 24, part 6), through the API.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const queued = (accountId: string) =>
  ctx.database.db
    .select({ to: waOutbox.toPhone, text: waOutbox.text, purpose: waOutbox.purpose })
    .from(waOutbox)
    .where(eq(waOutbox.accountId, accountId));

describe('a conversation started from the inbox', () => {
  it('writes to a typed number or a contact, with a text or a template filled in, and is the starter’s', async () => {
    const t = await chatTeam(ctx);
    const typed = await t.dewi.api.post(CHATS_PATHS.conversations, {
      device_id: t.device.id,
      phone: '0812 7770 0001',
      text: 'Halo, pesanan Anda siap diambil.',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({
      phone: '+6281277700001',
      last_message_text: 'Halo, pesanan Anda siap diambil.',
      last_direction: 'out',
      assignee: { id: t.dewi.userId },
    });
    const thread = (
      await t.dewi.api.get(fillPath(CHATS_PATHS.messages, { conversation_id: typed.json().conversation_id }))
    ).json();
    expect(thread.results.map((m: { text: string; status: string }) => [m.text, m.status])).toEqual([
      ['Halo, pesanan Anda siap diambil.', 'queued'],
    ]);

    const ani = (
      await t.ownerApi.post(CONTACTS_PATHS.contacts, { name: 'Ani', phone: '+6281277700002' })
    ).json();
    const promo = await template(
      ctx.database.db,
      t.owner.accountId,
      'Hi {{name}}, {our|the} sale starts today',
    );
    const fromTemplate = await t.ownerApi.post(CHATS_PATHS.conversations, {
      device_id: t.device.id,
      contact_id: ani.id,
      template_id: promo,
    });
    expect(fromTemplate.statusCode, fromTemplate.body).toBe(201);
    expect(fromTemplate.json().name).toBe('Ani');
    expect(fromTemplate.json().last_message_text).toMatch(/^Hi Ani, (our|the) sale starts today$/);
    expect((await queued(t.owner.accountId)).map((row) => [row.to, row.purpose])).toEqual([
      ['+6281277700001', 'chat'],
      ['+6281277700002', 'chat'],
    ]);

    // Writing again to a number the device already talks with goes into that conversation.
    const again = await t.dewi.api.post(CHATS_PATHS.conversations, {
      device_id: t.device.id,
      phone: '+6281277700001',
      text: 'Satu lagi',
    });
    expect(again.json().conversation_id).toBe(typed.json().conversation_id);
  });

  it('sends nothing to a contact who opted out, and refuses what is missing or not the account’s', async () => {
    const t = await chatTeam(ctx);
    const other = await chatTeam(ctx);
    const budi = (
      await t.ownerApi.post(CONTACTS_PATHS.contacts, { name: 'Budi', phone: '+6281277700010' })
    ).json();
    await ctx.database.db.update(contacts).set({ optedOutAt: new Date() }).where(eq(contacts.id, budi.id));
    const optedOut = await t.ownerApi.post(CHATS_PATHS.conversations, {
      device_id: t.device.id,
      contact_id: budi.id,
      text: 'Promo!',
    });
    expect(optedOut.statusCode).toBe(400);
    expect(optedOut.json().field_codes).toEqual({ contact_id: [{ code: 'chat_contact_opted_out' }] });
    const byNumber = await t.ownerApi.post(CHATS_PATHS.conversations, {
      device_id: t.device.id,
      phone: '+6281277700010',
      text: 'Promo!',
    });
    expect(byNumber.json().field_codes).toEqual({ phone: [{ code: 'chat_contact_opted_out' }] });

    const empty = await t.ownerApi.post(CHATS_PATHS.conversations, { device_id: t.device.id });
    expect(empty.json().field_codes).toEqual({
      phone: [{ code: 'phone_required' }],
      text: [{ code: 'chat_message_empty' }],
    });
    const foreignDevice = await t.ownerApi.post(CHATS_PATHS.conversations, {
      device_id: other.device.id,
      phone: '+6281277700011',
      text: 'Hi',
    });
    expect(foreignDevice.json().field_codes).toEqual({ device_id: [{ code: 'device_not_found' }] });
    const foreignContact = await other.ownerApi.post(CHATS_PATHS.conversations, {
      device_id: other.device.id,
      contact_id: budi.id,
      text: 'Hi',
    });
    expect(foreignContact.json().field_codes).toEqual({ contact_id: [{ code: 'contact_not_found' }] });
    expect(await queued(t.owner.accountId)).toEqual([]);
    expect(await queued(other.owner.accountId)).toEqual([]);
  });

  it('keeps an agent out of a conversation that is another member’s', async () => {
    const t = await chatTeam(ctx);
    const id = await contactWrites(ctx, t, '+6281277700020');
    await t.ownerApi.post(fillPath(CHATS_PATHS.assignee, { conversation_id: id }), {
      user_id: t.rudi.userId,
    });
    const refused = await t.dewi.api.post(CHATS_PATHS.conversations, {
      device_id: t.device.id,
      phone: '+6281277700020',
      text: 'Let me help',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conversation_with_another_member');
    expect(await queued(t.owner.accountId)).toEqual([]);
    const owner = await t.ownerApi.post(CHATS_PATHS.conversations, {
      device_id: t.device.id,
      phone: '+6281277700020',
      text: 'We are on it',
    });
    expect(owner.json()).toMatchObject({ conversation_id: id, assignee: { id: t.rudi.userId } });
  });
});
