import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer, queryRows, type TestCustomer } from '../../test/factories.ts';
import { api, C, create, ctx, other, seedContacts, useContactsApp } from './test/contacts-app.ts';

useContactsApp();

describe('contacts', () => {
  it('stores a local number as E.164 in the account country, and a number with +', async () => {
    const local = await create({ name: 'Ana', phone: '0812-3456-7890', email: 'ana@example.com' });
    expect(local.statusCode).toBe(201);
    expect(local.json()).toMatchObject({
      name: 'Ana',
      phone: '+6281234567890',
      email: 'ana@example.com',
      opted_out: false,
      opted_out_at: null,
      source: 'manual',
      groups: [],
    });
    const international = await create({ name: 'Bob', phone: '+1 415 555 2671' });
    expect(international.json().phone).toBe('+14155552671');
  });

  it('refuses an invalid number, and a number the account has already, as field errors', async () => {
    const invalid = await create({ name: 'X', phone: '12345' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().phone[0]).toContain('not a valid phone number');
    await create({ name: 'First', phone: '+6281200000001' });
    const again = await create({ name: 'Second', phone: '081200000001' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ phone: ['A contact with this phone number already exists.'] });
    // The same number in another account is another contact.
    expect((await create({ name: 'Elsewhere', phone: '+6281200000001' }, other)).statusCode).toBe(201);
  });

  it('takes custom fields with template-variable keys only', async () => {
    const ok = await create({
      name: 'Co',
      phone: '+6281200000002',
      custom_fields: { company: 'Acme', city_2: 'Bandung' },
    });
    expect(ok.json().custom_fields).toEqual({ company: 'Acme', city_2: 'Bandung' });
    const bad = await create({ name: 'Co', phone: '+6281200000003', custom_fields: { 'Company Name': 'x' } });
    expect(bad.statusCode).toBe(400);
    const reserved = await create({ name: 'Co', phone: '+6281200000003', custom_fields: { phone: 'x' } });
    expect(reserved.statusCode).toBe(400);
    expect(JSON.stringify(reserved.json())).toContain('built in');
  });

  it('edits a contact, keeps the opt-out date until the customer clears it', async () => {
    const id = (await create({ name: 'Opt', phone: '+6281200000010' })).json().id;
    const out = await api.patch(`${C}/${id}/`, { opted_out: true });
    expect(out.json().opted_out).toBe(true);
    const since = out.json().opted_out_at;
    expect(since).toBeTruthy();
    const renamed = await api.patch(`${C}/${id}/`, {
      name: 'Opted',
      opted_out: true,
      email: 'o@example.com',
    });
    expect(renamed.json()).toMatchObject({ name: 'Opted', opted_out_at: since, email: 'o@example.com' });
    const back = await api.patch(`${C}/${id}/`, { opted_out: false });
    expect(back.json()).toMatchObject({ opted_out: false, opted_out_at: null });
    const taken = await api.patch(`${C}/${id}/`, { phone: '+6281200000001' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().phone).toEqual(['A contact with this phone number already exists.']);
  });

  it('answers 404 for another account’s contact, and for one that is gone', async () => {
    const id = (await create({ name: 'Mine', phone: '+6281200000020' })).json().id;
    expect((await other.get(`${C}/${id}/`)).statusCode).toBe(404);
    expect((await other.patch(`${C}/${id}/`, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await other.delete(`${C}/${id}/`)).statusCode).toBe(404);
    expect((await api.delete(`${C}/${id}/`)).json()).toEqual({
      detail: 'Contact deleted successfully',
      contact_id: id,
    });
    expect((await api.get(`${C}/${id}/`)).json()).toMatchObject({ detail: 'Contact not found.' });
  });
});

describe('the list', () => {
  let customer: TestCustomer;
  let list: Api;
  beforeAll(async () => {
    customer = await createCustomer(ctx.database.db, { planId: 'professional' });
    list = await apiAs(ctx.app, customer);
    for (const [name, phone, email] of [
      ['Zara Putri', '+6281311110001', 'zara@shop.id'],
      ['adi Saputra', '+6281311110002', null],
      ['Maria', '+6281399990003', 'maria@putri.co'],
    ] as const) {
      await create({ name, phone, email }, list);
    }
  });

  const names = async (query: string) =>
    ((await list.get(`${C}/?${query}`)).json().results as { name: string }[]).map((c) => c.name);

  it('is newest first by default and sorts by name, phone and date both ways', async () => {
    expect(await names('')).toEqual(['Maria', 'adi Saputra', 'Zara Putri']);
    expect(await names('ordering=created_at')).toEqual(['Zara Putri', 'adi Saputra', 'Maria']);
    expect(await names('ordering=name')).toEqual(
      ['Maria', 'Zara Putri', 'adi Saputra'].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(await names('ordering=-phone')).toEqual(['Maria', 'adi Saputra', 'Zara Putri']);
    expect((await list.get(`${C}/?ordering=colour`)).statusCode).toBe(400);
  });

  it('searches any part of the name, number (as typed locally) or email', async () => {
    expect(await names('search=putri')).toEqual(['Maria', 'Zara Putri']);
    expect(await names('search=0813-9999')).toEqual(['Maria']);
    expect(await names('search=shop.id')).toEqual(['Zara Putri']);
    expect(await names('search=nobody%25')).toEqual([]);
    const page = (await list.get(`${C}/?search=putri`)).json();
    expect(page).toMatchObject({ count: 2, count_is_estimate: false, count_exact_up_to: 10_000 });
  });

  it('pages with an exact count, and refuses a page past the count limit', async () => {
    await seedContacts(customer.accountId, 45);
    const first = (await list.get(`${C}/?page_size=20`)).json();
    expect(first.count).toBe(48);
    const third = (await list.get(`${C}/?page=3&page_size=20`)).json();
    expect(third.results).toHaveLength(8);
    expect((await list.get(`${C}/?page=600&page_size=20`)).statusCode).toBe(400);
  });

  it('filters by group, and answers 404 for another account’s group', async () => {
    const group = (await list.post(`${C}/groups/`, { name: 'VIP' })).json();
    const ids = ((await list.get(`${C}/?search=putri`)).json().results as { id: string }[]).map((c) => c.id);
    const added = await list.post(`${C}/bulk/`, {
      action: 'add_to_group',
      contact_ids: ids,
      group_id: group.id,
    });
    expect(added.json().affected).toBe(2);
    const filtered = (await list.get(`${C}/?group_id=${group.id}`)).json();
    expect(filtered.count).toBe(2);
    expect(filtered.results[0].groups).toEqual([{ id: group.id, name: 'VIP' }]);
    expect((await list.get(`${C}/?group_id=${group.id}&search=zara`)).json().count).toBe(1);
    expect((await other.get(`${C}/?group_id=${group.id}`)).statusCode).toBe(404);
  });
});

describe('bulk actions', () => {
  it('adds to and removes from a group, and deletes, touching only the account’s own contacts', async () => {
    const customer = await createCustomer(ctx.database.db);
    const mine = await apiAs(ctx.app, customer);
    const a = (await create({ name: 'A', phone: '+6281400000001' }, mine)).json().id;
    const b = (await create({ name: 'B', phone: '+6281400000002' }, mine)).json().id;
    const theirs = (await create({ name: 'T', phone: '+6281400000003' }, other)).json().id;
    const group = (await mine.post(`${C}/groups/`, { name: 'Team' })).json().id;

    const add = await mine.post(`${C}/bulk/`, {
      action: 'add_to_group',
      contact_ids: [a, b, theirs],
      group_id: group,
    });
    expect(add.json().affected).toBe(2);
    const again = await mine.post(`${C}/bulk/`, {
      action: 'add_to_group',
      contact_ids: [a],
      group_id: group,
    });
    expect(again.json().affected).toBe(0);
    const remove = await mine.post(`${C}/bulk/`, {
      action: 'remove_from_group',
      contact_ids: [a],
      group_id: group,
    });
    expect(remove.json().affected).toBe(1);
    expect((await mine.get(`${C}/${b}/`)).json().groups).toHaveLength(1);

    const noGroup = await mine.post(`${C}/bulk/`, { action: 'add_to_group', contact_ids: [a] });
    expect(noGroup.json()).toMatchObject({ group_id: ['Choose a group.'] });
    const otherGroup = (await other.post(`${C}/groups/`, { name: 'Theirs' })).json().id;
    expect(
      (await mine.post(`${C}/bulk/`, { action: 'add_to_group', contact_ids: [a], group_id: otherGroup }))
        .statusCode,
    ).toBe(404);

    const deleted = await mine.post(`${C}/bulk/`, { action: 'delete', contact_ids: [a, b, theirs] });
    expect(deleted.json().affected).toBe(2);
    expect((await other.get(`${C}/${theirs}/`)).statusCode).toBe(200);
    expect((await mine.get(`${C}/`)).json().count).toBe(0);
  });
});

describe('bulk actions on every contact matching the list’s filter', () => {
  it('adds, removes and deletes every match across pages, only in the account, by search and group', async () => {
    const customer = await createCustomer(ctx.database.db);
    const mine = await apiAs(ctx.app, customer);
    await seedContacts(customer.accountId, 45, 700_000);
    await create({ name: 'Zed Outsider', phone: '+6281499990001' }, mine);
    await seedContacts((await createCustomer(ctx.database.db)).accountId, 5, 700_000);
    const group = (await mine.post(`${C}/groups/`, { name: 'Seeds' })).json().id;

    // 45 "Seed" contacts: more than two pages of the list's 20 rows.
    const add = await mine.post(`${C}/bulk/`, {
      action: 'add_to_group',
      filter: { search: 'seed' },
      group_id: group,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().affected).toBe(45);
    expect((await mine.get(`${C}/?group_id=${group}`)).json().count).toBe(45);

    // Within the group, the ten numbered 70000x: search and group together.
    const remove = await mine.post(`${C}/bulk/`, {
      action: 'remove_from_group',
      filter: { search: '70000', group_id: group },
      group_id: group,
    });
    expect(remove.json().affected).toBe(10);
    expect((await mine.get(`${C}/?group_id=${group}`)).json().count).toBe(35);

    const deleted = await mine.post(`${C}/bulk/`, { action: 'delete', filter: { group_id: group } });
    expect(deleted.json().affected).toBe(35);
    const left = (await mine.get(`${C}/`)).json();
    expect(left.count).toBe(11);
    // An empty filter is every contact of the account, and never another account's.
    expect((await mine.post(`${C}/bulk/`, { action: 'delete', filter: {} })).json().affected).toBe(11);

    // Ids or a filter, not both and not neither.
    const both = await mine.post(`${C}/bulk/`, {
      action: 'delete',
      contact_ids: [left.results[0].id],
      filter: {},
    });
    expect(both.statusCode).toBe(400);
    expect((await mine.post(`${C}/bulk/`, { action: 'delete' })).statusCode).toBe(400);
  });
});

describe('the plan’s contact limit', () => {
  it('refuses the 1,001st contact on Starter, even when two are added at once', async () => {
    const customer = await createCustomer(ctx.database.db, { planId: 'starter' });
    const mine = await apiAs(ctx.app, customer);
    await seedContacts(customer.accountId, 998);
    const [one, two] = await Promise.all([
      create({ name: 'One', phone: '+6281500000001' }, mine),
      create({ name: 'Two', phone: '+6281500000002' }, mine),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 201]);
    const [three, four] = await Promise.all([
      create({ name: 'Three', phone: '+6281500000003' }, mine),
      create({ name: 'Four', phone: '+6281500000004' }, mine),
    ]);
    expect([three.statusCode, four.statusCode]).toEqual([403, 403]);
    expect(three.json().detail).toBe(
      'Your Starter plan allows up to 1,000 contacts, and you have 1,000. Upgrade your plan to add more.',
    );
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from contacts where account_id = ${customer.accountId}`,
    );
    expect(count?.n).toBe(1000);
  });
});
