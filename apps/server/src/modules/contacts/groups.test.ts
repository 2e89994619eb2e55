import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const G = '/api/v1/cpanel/contacts/groups';
let ctx: TestContext;
let api: Api;
let other: Api;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await apiAs(ctx.app, await createCustomer(ctx.database.db));
  other = await apiAs(ctx.app, await createCustomer(ctx.database.db));
});
afterAll(() => ctx.close());

describe('contact groups', () => {
  it('creates, lists with member counts, renames and deletes, keeping the contacts', async () => {
    const group = await api.post(`${G}/`, { name: '  Customers  ' });
    expect(group.statusCode).toBe(201);
    expect(group.json()).toMatchObject({ name: 'Customers', member_count: 0 });
    const id = group.json().id;
    const contact = (
      await api.post('/api/v1/cpanel/contacts/', { name: 'Ana', phone: '+6281700000001', group_ids: [id] })
    ).json();
    expect(contact.groups).toEqual([{ id, name: 'Customers' }]);
    await api.post(`${G}/`, { name: 'alpha' });

    const list = (await api.get(`${G}/`)).json();
    expect(list.count).toBe(2);
    expect(list.results.map((g: { name: string; member_count: number }) => [g.name, g.member_count])).toEqual(
      [
        ['alpha', 0],
        ['Customers', 1],
      ],
    );

    expect((await api.patch(`${G}/${id}/`, { name: 'Buyers' })).json()).toMatchObject({
      name: 'Buyers',
      member_count: 1,
    });
    expect((await api.delete(`${G}/${id}/`)).json()).toEqual({
      detail: 'Group deleted successfully',
      group_id: id,
    });
    const after = (await api.get(`/api/v1/cpanel/contacts/${contact.id}/`)).json();
    expect(after.groups).toEqual([]);
  });

  it('keeps names unique per account whatever their case, with a field error', async () => {
    await api.post(`${G}/`, { name: 'Resellers' });
    const again = await api.post(`${G}/`, { name: 'RESELLERS' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ name: ['A group with this name already exists.'] });
    const second = (await api.post(`${G}/`, { name: 'Wholesale' })).json().id;
    expect((await api.patch(`${G}/${second}/`, { name: 'resellers' })).statusCode).toBe(400);
    // Another account may use the same name.
    expect((await other.post(`${G}/`, { name: 'Resellers' })).statusCode).toBe(201);
    expect((await api.post(`${G}/`, { name: '   ' })).json()).toMatchObject({
      name: ['Please give the group a name.'],
    });
  });

  it('answers 404 for another account’s group', async () => {
    const id = (await api.post(`${G}/`, { name: 'Private' })).json().id;
    expect((await other.patch(`${G}/${id}/`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await other.delete(`${G}/${id}/`)).statusCode).toBe(404);
    const contact = await other.post('/api/v1/cpanel/contacts/', {
      name: 'X',
      phone: '+6281700000009',
      group_ids: [id],
    });
    expect(contact.json()).toMatchObject({ group_ids: ['Group not found.'] });
  });

  it('fills contact_groups_options with the account’s groups only', async () => {
    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const b = (await customer.post(`${G}/`, { name: 'Bravo' })).json().id;
    const a = (await customer.post(`${G}/`, { name: 'alpha' })).json().id;
    const options = (await customer.get('/api/v1/cpanel/utility/get-select-options/')).json();
    expect(options.contact_groups_options).toEqual([
      { id: a, name: 'alpha' },
      { id: b, name: 'Bravo' },
    ]);
  });
});
