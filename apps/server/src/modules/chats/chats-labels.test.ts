import { CHATS_PATHS, CONTACTS_PATHS, fillPath, MAX_LABELS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { type ChatTeam, chatTeam, contactWrites } from './test/chat-team.ts';

// Labels (issue 24, part 4): the account's coloured tags on conversations and contacts, through the API.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const conversationLabel = (conversationId: string, labelId?: string) =>
  labelId
    ? fillPath(CHATS_PATHS.conversationLabel, { conversation_id: conversationId, label_id: labelId })
    : fillPath(CHATS_PATHS.conversationLabels, { conversation_id: conversationId });
const labelNames = (row: { labels: { name: string }[] }) => row.labels.map((label) => label.name);

async function newLabel(api: ChatTeam['ownerApi'], name: string, color = 'teal') {
  const created = await api.post(CHATS_PATHS.labels, { name, color });
  expect(created.statusCode).toBe(201);
  return created.json().label_id as string;
}

describe('labels', () => {
  it('are named once per account in any case, coloured from the palette, and at most MAX_LABELS', async () => {
    const t = await chatTeam(ctx);
    await newLabel(t.ownerApi, 'VIP', 'grape');
    const twice = await t.ownerApi.post(CHATS_PATHS.labels, { name: ' vip ', color: 'red' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field_codes).toEqual({ name: [{ code: 'label_name_taken' }] });
    const badColour = await t.ownerApi.post(CHATS_PATHS.labels, { name: 'Lead', color: '#ff0000' });
    expect(badColour.json().field_codes).toEqual({ color: [{ code: 'invalid_choice' }] });
    const empty = await t.ownerApi.post(CHATS_PATHS.labels, { name: '  ', color: 'red' });
    expect(empty.json().field_codes).toEqual({ name: [{ code: 'label_name_required' }] });

    // An agent may name labels too (they are the inbox's work); another account sees none of them.
    await newLabel(t.dewi.api, 'Lead');
    const listed = (await t.dewi.api.get(CHATS_PATHS.labels)).json().results;
    expect(listed.map((l: { name: string; color: string }) => `${l.name}:${l.color}`)).toEqual([
      'Lead:teal',
      'VIP:grape',
    ]);
    const other = await chatTeam(ctx);
    expect((await other.ownerApi.get(CHATS_PATHS.labels)).json().results).toEqual([]);
    const vip = listed[1].label_id as string;
    const foreign = await other.ownerApi.put(fillPath(CHATS_PATHS.label, { label_id: vip }), {
      name: 'Mine now',
      color: 'red',
    });
    expect(foreign.statusCode).toBe(404);

    await ctx.database.db.insert(labels).values(
      Array.from({ length: MAX_LABELS - 2 }, (_, i) => ({
        accountId: t.owner.accountId,
        name: `Bulk ${i}`,
        color: 'gray',
      })),
    );
    const over = await t.ownerApi.post(CHATS_PATHS.labels, { name: 'One too many', color: 'red' });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('label_limit_reached');
  });

  it('go on and off conversations, filter the list, follow renames and go with their deletion', async () => {
    const t = await chatTeam(ctx);
    const vip = await newLabel(t.ownerApi, 'VIP');
    const lead = await newLabel(t.ownerApi, 'Lead', 'orange');
    const first = await contactWrites(ctx, t, '+6281377710001');
    const second = await contactWrites(ctx, t, '+6281377710002');

    const labelled = await t.ownerApi.post(conversationLabel(first), { label_id: vip });
    expect(labelled.statusCode).toBe(200);
    expect(labelNames(labelled.json())).toEqual(['VIP']);
    await t.ownerApi.post(conversationLabel(first), { label_id: vip });
    await t.dewi.api.post(conversationLabel(first), { label_id: lead });
    const filtered = async (labelId: string) =>
      (await t.ownerApi.get(`${CHATS_PATHS.conversations}?status=all&label_id=${labelId}`))
        .json()
        .results.map((c: { conversation_id: string; labels: { name: string }[] }) => [
          c.conversation_id,
          labelNames(c),
        ]);
    expect(await filtered(vip)).toEqual([[first, ['Lead', 'VIP']]]);

    await t.ownerApi.post(conversationLabel(second), { label_id: vip });
    expect((await filtered(vip)).map(([id]: [string]) => id)).toEqual([second, first]);
    const off = await t.ownerApi.delete(conversationLabel(second, vip));
    expect(labelNames(off.json())).toEqual([]);
    expect((await filtered(vip)).map(([id]: [string]) => id)).toEqual([first]);

    await t.ownerApi.put(fillPath(CHATS_PATHS.label, { label_id: vip }), { name: 'Gold', color: 'yellow' });
    const conversation = (
      await t.ownerApi.get(fillPath(CHATS_PATHS.conversation, { conversation_id: first }))
    ).json();
    expect(conversation.labels).toEqual([
      { label_id: vip, name: 'Gold', color: 'yellow' },
      { label_id: lead, name: 'Lead', color: 'orange' },
    ]);
    await t.ownerApi.delete(fillPath(CHATS_PATHS.label, { label_id: lead }));
    expect(await filtered(vip)).toEqual([[first, ['Gold']]]);
    expect((await t.ownerApi.get(`${CHATS_PATHS.conversations}?label_id=${lead}`)).json().results).toEqual(
      [],
    );
  });

  it('refuse another account’s label or conversation, and what an agent may not see', async () => {
    const t = await chatTeam(ctx);
    const other = await chatTeam(ctx);
    const mine = await newLabel(t.ownerApi, 'Mine');
    const theirs = await newLabel(other.ownerApi, 'Theirs');
    const id = await contactWrites(ctx, t, '+6281377710003');

    const foreignLabel = await t.ownerApi.post(conversationLabel(id), { label_id: theirs });
    expect(foreignLabel.statusCode).toBe(400);
    expect(foreignLabel.json().field_codes).toEqual({ label_id: [{ code: 'label_not_found' }] });
    expect((await t.ownerApi.delete(conversationLabel(id, theirs))).statusCode).toBe(404);
    expect((await other.ownerApi.post(conversationLabel(id), { label_id: theirs })).statusCode).toBe(404);
    // Filtering by another account's label finds nothing of theirs or ours.
    await other.ownerApi.post(conversationLabel(await contactWrites(ctx, other, '+6281377710004')), {
      label_id: theirs,
    });
    expect((await t.ownerApi.get(`${CHATS_PATHS.conversations}?label_id=${theirs}`)).json().results).toEqual(
      [],
    );

    // Rudi's conversation is out of Dewi's sight: she can neither label it nor learn it exists.
    await t.ownerApi.post(fillPath(CHATS_PATHS.assignee, { conversation_id: id }), {
      user_id: t.rudi.userId,
    });
    expect((await t.dewi.api.post(conversationLabel(id), { label_id: mine })).statusCode).toBe(404);
    expect((await t.rudi.api.post(conversationLabel(id), { label_id: mine })).statusCode).toBe(200);
    expect((await t.dewi.api.get(`${CHATS_PATHS.conversations}?label_id=${mine}`)).json().results).toEqual(
      [],
    );
  });

  it('go on contacts too, and the contacts list filters by them', async () => {
    const t = await chatTeam(ctx);
    const vip = await newLabel(t.ownerApi, 'VIP');
    const add = async (name: string, phone: string) =>
      (await t.ownerApi.post(CONTACTS_PATHS.contacts, { name, phone })).json().id as string;
    const ani = await add('Ani', '+6281377710010');
    await add('Budi', '+6281377710011');
    const contactLabel = (labelId?: string) =>
      labelId
        ? fillPath(CONTACTS_PATHS.contactLabel, { contact_id: ani, label_id: labelId })
        : fillPath(CONTACTS_PATHS.contactLabels, { contact_id: ani });

    const labelled = await t.dewi.api.post(contactLabel(), { label_id: vip });
    expect(labelled.statusCode).toBe(200);
    expect(labelNames(labelled.json())).toEqual(['VIP']);
    const list = async (query: string) =>
      (await t.ownerApi.get(`${CONTACTS_PATHS.contacts}?${query}`))
        .json()
        .results.map(
          (c: { name: string; labels: { name: string }[] }) => `${c.name}:${labelNames(c).join(',')}`,
        );
    expect(await list(`label_id=${vip}`)).toEqual(['Ani:VIP']);
    expect(await list(`label_id=${vip}&search=an`)).toEqual(['Ani:VIP']);
    expect(await list('ordering=name')).toEqual(['Ani:VIP', 'Budi:']);

    const other = await chatTeam(ctx);
    const theirs = await newLabel(other.ownerApi, 'Theirs');
    expect((await t.ownerApi.get(`${CONTACTS_PATHS.contacts}?label_id=${theirs}`)).statusCode).toBe(404);
    expect((await t.ownerApi.post(contactLabel(), { label_id: theirs })).statusCode).toBe(400);
    expect((await other.ownerApi.post(contactLabel(), { label_id: theirs })).statusCode).toBe(404);

    await t.ownerApi.delete(contactLabel(vip));
    expect(await list(`label_id=${vip}`)).toEqual([]);
  });
});
