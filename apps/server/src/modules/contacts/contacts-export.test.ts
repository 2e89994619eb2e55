import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { C, create, ctx, other, seedContacts, useContactsApp } from './test/contacts-app.ts';

useContactsApp();

describe('export', () => {
  it('answers every contact matching the filter as CSV, with custom fields as columns', async () => {
    const customer = await createCustomer(ctx.database.db);
    const mine = await apiAs(ctx.app, customer);
    const group = (await mine.post(`${C}/groups/`, { name: 'Buyers' })).json().id;
    await create(
      {
        name: 'Ana, "the" buyer',
        phone: '+6281600000001',
        custom_fields: { company: 'Acme' },
        group_ids: [group],
      },
      mine,
    );
    await create(
      { name: 'Budi', phone: '+6281600000002', email: 'b@example.com', custom_fields: { city: 'Medan' } },
      mine,
    );
    await create(
      { name: '=cmd()', phone: '+6281600000003', custom_fields: { city: "+1+cmd|' /C calc'!A0" } },
      mine,
    );

    const all = await mine.get(`${C}/export/`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(all.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'name',
      'phone',
      'email',
      'groups',
      'opted_out_at',
      'source',
      'created_at',
      'city',
      'company',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[7], r[8]])).toEqual([
      ['Ana, "the" buyer', '+6281600000001', 'Buyers', '', 'Acme'],
      ['Budi', '+6281600000002', '', 'Medan', ''],
      ["'=cmd()", '+6281600000003', '', "'+1+cmd|' /C calc'!A0", ''],
    ]);
    const filtered = await mine.get(`${C}/export/?group_id=${group}`);
    const filteredRows = Papa.parse<string[]>(filtered.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(filteredRows).toHaveLength(2);
    expect(filteredRows[0]).toContain('company');
    expect(filteredRows[0]).not.toContain('city');
    expect((await other.get(`${C}/export/?group_id=${group}`)).statusCode).toBe(404);
  });

  it('streams thousands of contacts without losing or repeating one', async () => {
    const customer = await createCustomer(ctx.database.db, { planId: 'professional' });
    const mine = await apiAs(ctx.app, customer);
    // One statement: every row shares its created_at, which the keyset must still tell apart.
    await seedContacts(customer.accountId, 4500);
    const body = (await mine.get(`${C}/export/`)).body;
    const phones = Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true })
      .data.slice(1)
      .map((r) => r[1]);
    expect(phones).toHaveLength(4500);
    expect(new Set(phones).size).toBe(4500);
  });
});

describe('a list past the count limit (limit 10)', () => {
  let small: TestContext;
  afterAll(() => small?.close());

  it('shows a broad term’s total as an estimate, still pages its matches newest first, and counts a narrow one', async () => {
    small = await createTestApp({ env: { LIST_COUNT_LIMIT: '10' } });
    const customer = await createCustomer(small.database.db, { planId: 'professional' });
    const mine = await apiAs(small.app, customer);
    await small.database.db.execute(sql`insert into contacts (account_id, name, phone, created_at)
      select ${customer.accountId}, 'Seed ' || g, '+6285' || lpad(g::text, 9, '0'), now() - g * interval '1 minute'
      from generate_series(1, 200) g`);
    await small.database.db.execute(sql`analyze contacts`);

    // 200 matches, far past the limit: not counted, but the page is the newest twenty matches.
    const broad = (await mine.get(`${C}/?search=seed&page_size=20`)).json();
    expect(broad.count_is_estimate).toBe(true);
    expect(broad.count).toBeGreaterThan(10);
    expect(broad.results.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Seed ${i + 1}`),
    );
    // Seed 7, 70-79 and 107, 170-179: 22 matches, just past the limit.
    const near = (await mine.get(`${C}/?search=seed%207&page_size=5`)).json();
    expect(near.count_is_estimate).toBe(true);
    expect(near.results.map((c: { name: string }) => c.name)).toEqual([
      'Seed 7',
      'Seed 70',
      'Seed 71',
      'Seed 72',
      'Seed 73',
    ]);
    // A term that matches a few is counted exactly.
    const narrow = (await mine.get(`${C}/?search=seed%20115`)).json();
    expect(narrow).toMatchObject({ count: 1, count_is_estimate: false });
    expect(narrow.results.map((c: { name: string }) => c.name)).toEqual(['Seed 115']);

    // Without a search: the page and its groups in one statement, the total estimated past 10.
    const group = (await mine.post(`${C}/groups/`, { name: 'Seeds' })).json().id;
    const newest = (await mine.get(`${C}/?page_size=3`)).json();
    await mine.post(`${C}/bulk/`, {
      action: 'add_to_group',
      contact_ids: [newest.results[1].id],
      group_id: group,
    });
    const all = (await mine.get(`${C}/?page_size=3`)).json();
    expect(all.count_is_estimate).toBe(true);
    expect(all.count).toBeGreaterThan(10);
    expect(all.results.map((c: { name: string; groups: unknown[] }) => [c.name, c.groups.length])).toEqual([
      ['Seed 1', 0],
      ['Seed 2', 1],
      ['Seed 3', 0],
    ]);
    // A group of one is counted exactly; a page past the end of a list is empty, with its count.
    expect((await mine.get(`${C}/?group_id=${group}`)).json()).toMatchObject({
      count: 1,
      count_is_estimate: false,
    });
    const past = (await mine.get(`${C}/?group_id=${group}&page=2&page_size=1`)).json();
    expect(past).toMatchObject({ count: 1, count_is_estimate: false, results: [] });
  });
});
