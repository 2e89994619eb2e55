import { DEVICES_PATHS, fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const one = (id: string) => fillPath(TEMPLATES_PATHS.template, { template_id: id });
const trashed = (id: string) => fillPath(TEMPLATES_PATHS.trashed, { template_id: id });
const restore = (id: string) => fillPath(TEMPLATES_PATHS.restore, { template_id: id });
const DAY_MS = 24 * 60 * 60 * 1000;

async function customerApi() {
  const customer = await createCustomer(ctx.database.db);
  return { customer, api: await apiAs(ctx.app, customer) };
}

async function addContact(accountId: string, phone: string, customFields: Record<string, string>) {
  await ctx.database.db.insert(contacts).values({ accountId, name: 'Sari', phone, customFields });
}

describe('content templates API', () => {
  it('creates, lists, gets, edits a template, and lists it in the select options', async () => {
    const { api } = await customerApi();
    const created = await api.post(TEMPLATES_PATHS.templates, {
      name: '  Promo  ',
      body: '{Hi|Hello} {{name|there}}, your number is {{ phone }}',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ name: 'Promo', media: null, deleted_at: null, purge_at: null });

    const list = (await api.get(TEMPLATES_PATHS.templates)).json();
    expect(list).toMatchObject({ count: 1, count_is_estimate: false });
    expect(list.results[0]).toEqual(template);
    expect((await api.get(one(template.id))).json()).toEqual(template);

    const edited = await api.patch(one(template.id), { name: 'Promo June', body: 'Hey {{email|friend}}' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Promo June', body: 'Hey {{email|friend}}' });
    expect(Date.parse(edited.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(template.updated_at));

    const options = (await api.get(DEVICES_PATHS.selectOptions)).json();
    expect(options.content_templates_options).toEqual([{ id: template.id, name: 'Promo June' }]);
  });

  it('searches by name and pages the list', async () => {
    const { api } = await customerApi();
    for (const name of ['Welcome', 'Eid sale', 'Flash sale', 'Reminder', 'Sale_100%']) {
      expect((await api.post(TEMPLATES_PATHS.templates, { name, body: 'Hi' })).statusCode).toBe(201);
    }
    const sales = (await api.get(`${TEMPLATES_PATHS.templates}?search=SALE`)).json();
    expect(sales.results.map((t: { name: string }) => t.name).sort()).toEqual([
      'Eid sale',
      'Flash sale',
      'Sale_100%',
    ]);
    // `%` and `_` are the name's own characters, not patterns.
    const literal = (
      await api.get(`${TEMPLATES_PATHS.templates}?search=${encodeURIComponent('_100%')}`)
    ).json();
    expect(literal.results.map((t: { name: string }) => t.name)).toEqual(['Sale_100%']);

    const page2 = (await api.get(`${TEMPLATES_PATHS.templates}?page=2&page_size=2`)).json();
    expect(page2.count).toBe(5);
    // Newest first: the second page holds the third and second created.
    expect(page2.results.map((t: { name: string }) => t.name)).toEqual(['Flash sale', 'Eid sale']);
  });

  it("knows the account's custom fields as variables, and refuses an unknown one by name", async () => {
    const { customer, api } = await customerApi();
    const { customer: other } = await customerApi();
    await addContact(customer.accountId, '+6281100000001', { city: 'Bandung' });
    await addContact(customer.accountId, '+6281100000002', { city: 'Medan', order_id: 'A1' });
    await addContact(other.accountId, '+6281100000003', { secret_field: 'x' });

    expect((await api.get(TEMPLATES_PATHS.variables)).json()).toEqual({
      built_in: ['name', 'phone', 'email'],
      custom_fields: ['city', 'order_id'],
    });
    const good = await api.post(TEMPLATES_PATHS.templates, {
      name: 'Order',
      body: '{{name}} in {{CITY}}: {{order_id}}',
    });
    expect(good.statusCode).toBe(201);

    // Another account's custom field is not one of this account's variables.
    const unknown = await api.post(TEMPLATES_PATHS.templates, {
      name: 'Bad',
      body: 'Hi {{frist_name}} from {{secret_field}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      body: [
        'The variable "frist_name" is not known. Use name, phone, email or a custom field your contacts have.',
        'The variable "secret_field" is not known. Use name, phone, email or a custom field your contacts have.',
      ],
      field_codes: {
        body: [
          { code: 'template_unknown_variable', params: { name: 'frist_name' } },
          { code: 'template_unknown_variable', params: { name: 'secret_field' } },
        ],
      },
    });
    const edit = await api.patch(one(good.json().id), { body: 'Hi {{shoe_size}}' });
    expect(edit.json()).toMatchObject({ field_codes: { body: [{ code: 'template_unknown_variable' }] } });
    expect((await api.get(one(good.json().id))).json().body).toBe('{{name}} in {{CITY}}: {{order_id}}');
  });

  it('refuses broken spintax, empty names and bodies, and bodies past the limit, saying what to fix', async () => {
    const { api } = await customerApi();
    const broken = await api.post(TEMPLATES_PATHS.templates, { name: 'X', body: '{Hi|Hello there {{name}}' });
    expect(broken.json()).toMatchObject({ field_codes: { body: [{ code: 'template_unclosed_spintax' }] } });
    const empty = await api.post(TEMPLATES_PATHS.templates, { name: 'X', body: '{Hi||Hey} there}' });
    expect(empty.json().field_codes.body.map((r: { code: string }) => r.code)).toEqual([
      'template_empty_option',
      'template_unmatched_brace',
    ]);
    const blank = await api.post(TEMPLATES_PATHS.templates, { name: ' ', body: '  ' });
    expect(blank.json()).toMatchObject({
      name: ['Please give the template a name.'],
      body: ['Please write the message.'],
    });
    const long = await api.post(TEMPLATES_PATHS.templates, { name: 'X', body: 'a'.repeat(4097) });
    expect(long.json()).toMatchObject({
      field_codes: { body: [{ code: 'too_long', params: { maximum: 4096 } }] },
    });
    const strangeMedia = await api.post(TEMPLATES_PATHS.templates, {
      name: 'X',
      body: 'Hi',
      media_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(strangeMedia.json()).toMatchObject({ field_codes: { media_id: [{ code: 'media_not_found' }] } });
    expect((await api.get(TEMPLATES_PATHS.templates)).json().count).toBe(0);
  });

  it('moves a template to the trash with its purge date, restores it, and deletes it for good', async () => {
    const { api } = await customerApi();
    const { id } = (await api.post(TEMPLATES_PATHS.templates, { name: 'Old', body: 'Hi' })).json();
    const before = Date.now();
    const deleted = await api.delete(one(id));
    expect(deleted.statusCode).toBe(200);
    const purgeAt = Date.parse(deleted.json().purge_at);
    expect(purgeAt - Date.parse(deleted.json().deleted_at)).toBe(30 * DAY_MS);
    expect(purgeAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);

    expect((await api.get(TEMPLATES_PATHS.templates)).json().count).toBe(0);
    expect((await api.get(DEVICES_PATHS.selectOptions)).json().content_templates_options).toEqual([]);
    const trash = (await api.get(TEMPLATES_PATHS.trash)).json();
    expect(trash.results).toMatchObject([{ id, name: 'Old', purge_at: deleted.json().purge_at }]);
    // In the trash it cannot be edited or trashed again.
    expect((await api.patch(one(id), { name: 'New' })).statusCode).toBe(404);
    expect((await api.delete(one(id))).statusCode).toBe(404);

    const restored = await api.post(restore(id));
    expect(restored.json()).toMatchObject({ id, deleted_at: null, purge_at: null });
    expect((await api.get(TEMPLATES_PATHS.trash)).json().count).toBe(0);
    expect((await api.get(TEMPLATES_PATHS.templates)).json().count).toBe(1);
    // Only a trashed template can be deleted for good or restored.
    expect((await api.delete(trashed(id))).statusCode).toBe(404);
    expect((await api.post(restore(id))).statusCode).toBe(404);

    await api.delete(one(id));
    const gone = await api.delete(trashed(id));
    expect(gone.json()).toEqual({ detail: 'Template deleted.', template_id: id });
    expect((await api.get(one(id))).statusCode).toBe(404);
    expect((await api.get(TEMPLATES_PATHS.trash)).json().count).toBe(0);
  });

  it("answers 404 for another account's template, whatever the call", async () => {
    const { api: owner } = await customerApi();
    const { api: stranger } = await customerApi();
    const { id } = (await owner.post(TEMPLATES_PATHS.templates, { name: 'Mine', body: 'Hi' })).json();
    const { id: binned } = (
      await owner.post(TEMPLATES_PATHS.templates, { name: 'Binned', body: 'Hi' })
    ).json();
    await owner.delete(one(binned));
    for (const response of [
      await stranger.get(one(id)),
      await stranger.patch(one(id), { name: 'Theirs' }),
      await stranger.delete(one(id)),
      await stranger.get(one(binned)),
      await stranger.post(restore(binned)),
      await stranger.delete(trashed(binned)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'template_not_found' });
    }
    expect((await stranger.get(TEMPLATES_PATHS.templates)).json().count).toBe(0);
    expect((await stranger.get(TEMPLATES_PATHS.trash)).json().count).toBe(0);
    expect((await stranger.get(DEVICES_PATHS.selectOptions)).json().content_templates_options).toEqual([]);
    expect((await owner.get(one(id))).json().name).toBe('Mine');
    expect((await owner.get(one(binned))).json().deleted_at).not.toBeNull();
  });

  it('answers a malformed id as not found, not as a server error', async () => {
    const { api } = await customerApi();
    const response = await api.get(one('not-a-uuid'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field_codes: { template_id: [{ code: 'template_not_found' }] } });
  });
});
