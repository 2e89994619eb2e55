import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, apiAs, createCustomer, queryRows, type TestCustomer } from '../../test/factories.ts';
import { runTwiceAndConcurrently, testJobContext } from '../../test/jobs.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { bombRows, xlsxWithSheet } from '../../test/xlsx-zip.ts';
import { contactImportJob, contactImportSweepJob } from './contacts.jobs.ts';
import { runImport } from './run-import.ts';

// The process dies inside batch `at` of the next run: after the batch wrote its contacts, before
// its progress is recorded in the same transaction.
const dieInBatch = vi.hoisted(() => ({ at: Number.POSITIVE_INFINITY, seen: 0 }));
vi.mock('./imports.repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./imports.repo.ts')>();
  return {
    ...actual,
    recordBatch: async (...args: Parameters<typeof actual.recordBatch>) => {
      dieInBatch.seen = Number.isFinite(dieInBatch.at) ? dieInBatch.seen + 1 : 0;
      if (dieInBatch.seen >= dieInBatch.at) throw new Error('killed');
      return actual.recordBatch(...args);
    },
  };
});

const I = '/api/v1/cpanel/contacts/imports';
let ctx: TestContext;
let owner: TestCustomer;
let api: Api;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createCustomer(ctx.database.db, { planId: 'professional' });
  api = await apiAs(ctx.app, owner);
});
afterAll(() => ctx.close());

/** A browser's multipart upload of one file. */
function upload(as: Api, fileName: string, content: Buffer | string, contentType = 'text/csv') {
  const boundary = '----siar-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `${I}/`,
    headers: { ...as.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const CSV = [
  'Name,Phone,Email,Company,Group',
  'Ana,0812-1000-0001,ana@example.com,Acme,Jakarta',
  'Budi,12345,,Beta,Jakarta',
  'Citra,+62 812 1000 0003,not-an-email,Gamma,',
  'Dewi,081210000001,,Delta,Bandung',
  ',,,,',
  'Eko,,,Eta,',
  'Fajar,+6281210000006,,Zeta,bandung',
].join('\n');

async function startAndRun(importId: string, mapping: object, as = api) {
  const started = await as.post(`${I}/${importId}/start/`, mapping);
  expect(started.statusCode).toBe(200);
  expect(started.json().status).toBe('running');
  await runImport(ctx.database.db, importId);
  return (await as.get(`${I}/${importId}/`)).json();
}

const mapping = { phone: 1, name: 0, email: 2, group: 4, custom_fields: [{ column: 3, key: 'company' }] };

describe('importing contacts', () => {
  it('previews a CSV, imports it with the mapping, and reports every refused row', async () => {
    const preview = await upload(api, 'customers.csv', CSV);
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toMatchObject({
      file_name: 'customers.csv',
      status: 'pending',
      total_rows: 6,
      headers: ['Name', 'Phone', 'Email', 'Company', 'Group'],
      suggested_mapping: { phone: 1, name: 0, email: 2, group: 4 },
    });
    expect(preview.json().sample_rows[0]).toEqual([
      'Ana',
      '0812-1000-0001',
      'ana@example.com',
      'Acme',
      'Jakarta',
    ]);

    const done = await startAndRun(preview.json().id, mapping);
    expect(done).toMatchObject({
      status: 'completed',
      total_rows: 6,
      processed_rows: 6,
      created_count: 2,
      updated_count: 0,
      error_count: 4,
    });

    const report = await api.get(`${I}/${done.id}/error-report/`);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('customers-errors.csv');
    expect(Papa.parse<string[]>(report.body, { skipEmptyLines: true }).data).toEqual([
      ['row', 'value', 'reason'],
      ['3', '12345', 'Invalid number'],
      ['4', 'not-an-email', 'Invalid email'],
      ['5', '081210000001', 'Duplicate in the file'],
      ['7', '', 'Missing phone number'],
    ]);

    const contacts = (await api.get('/api/v1/cpanel/contacts/?ordering=phone')).json().results;
    expect(
      contacts.map((c: { name: string; phone: string; custom_fields: object; source: string }) => [
        c.name,
        c.phone,
        c.custom_fields,
        c.source,
      ]),
    ).toEqual([
      ['Ana', '+6281210000001', { company: 'Acme' }, 'import'],
      ['Fajar', '+6281210000006', { company: 'Zeta' }, 'import'],
    ]);
    // The group column made groups of the accepted rows' names (Dewi's Bandung row was refused).
    const groups = (await api.get('/api/v1/cpanel/contacts/groups/')).json().results;
    expect(groups.map((g: { name: string; member_count: number }) => [g.name, g.member_count])).toEqual([
      ['bandung', 1],
      ['Jakarta', 1],
    ]);
    expect((await api.post(`${I}/${done.id}/start/`, mapping)).statusCode).toBe(409);
  });

  it('writes refused values a spreadsheet would run as formulas as text in the error report', async () => {
    const attack = [
      'Phone',
      '"=HYPERLINK(""http://evil.example"",""x"")"',
      '@SUM(1+1)',
      '-1+cmd',
      "+1+cmd|' /C calc'!A0",
    ];
    const preview = await upload(api, 'formulas.csv', attack.join('\n'));
    const done = await startAndRun(preview.json().id, { phone: 0 });
    const report = await api.get(`${I}/${done.id}/error-report/`);
    expect(Papa.parse<string[]>(report.body, { skipEmptyLines: true }).data.map((row) => row[1])).toEqual([
      'value',
      `'=HYPERLINK("http://evil.example","x")`,
      "'@SUM(1+1)",
      "'-1+cmd",
      "'+1+cmd|' /C calc'!A0",
    ]);
  });

  it('updates a contact it has already, keeping its opt-out, and adds everyone to the chosen group', async () => {
    const existing = (
      await api.post('/api/v1/cpanel/contacts/', {
        name: 'Old name',
        phone: '+6281290000001',
        custom_fields: { city: 'Medan' },
        opted_out: true,
      })
    ).json();
    const group = (await api.post('/api/v1/cpanel/contacts/groups/', { name: 'Imported' })).json().id;
    const preview = (
      await upload(api, 'update.csv', 'phone,name,company\n081290000001,New name,Acme\n081290000002,,')
    ).json();
    const done = await startAndRun(preview.id, {
      phone: 0,
      name: 1,
      custom_fields: [{ column: 2, key: 'company' }],
      group_id: group,
    });
    expect(done).toMatchObject({ created_count: 1, updated_count: 1, error_count: 0 });
    const updated = (await api.get(`/api/v1/cpanel/contacts/${existing.id}/`)).json();
    expect(updated).toMatchObject({
      name: 'New name',
      custom_fields: { city: 'Medan', company: 'Acme' },
      opted_out_at: existing.opted_out_at,
      source: 'manual',
    });
    expect(updated.groups.map((g: { name: string }) => g.name)).toEqual(['Imported']);
    expect((await api.get(`/api/v1/cpanel/contacts/?group_id=${group}`)).json().count).toBe(2);
  });

  it('reads XLSX files too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['nama', 'nomor', 'joined', 'vip']);
    sheet.addRow(['Gita', 6281230000001, new Date('2026-01-02T00:00:00Z'), true]);
    sheet.addRow([{ richText: [{ text: 'Ha' }, { font: { bold: true }, text: 'di' }] }, '0812-3000-0002']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload(
      api,
      'list.xlsx',
      bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(preview.json()).toMatchObject({
      headers: ['nama', 'nomor', 'joined', 'vip'],
      total_rows: 2,
      suggested_mapping: { name: 0, phone: 1 },
      sample_rows: [
        ['Gita', '6281230000001', '2026-01-02T00:00:00.000Z', 'true'],
        ['Hadi', '0812-3000-0002', '', ''],
      ],
    });
    const done = await startAndRun(preview.json().id, { phone: 1, name: 0 });
    expect(done).toMatchObject({ created_count: 2, error_count: 0 });
  });

  it('stops at the plan’s limit and reports the rest as over the plan limit', async () => {
    const starter = await createCustomer(ctx.database.db, { planId: 'starter' });
    const mine = await apiAs(ctx.app, starter);
    await ctx.database.db.execute(sql`insert into contacts (account_id, phone)
      select ${starter.accountId}, '+6285' || lpad(g::text, 9, '0') from generate_series(1, 998) g`);
    const csv = ['phone', '+6285000000001', '+6288800000001', '+6288800000002', '+6288800000003'].join('\n');
    const preview = (await upload(mine, 'many.csv', csv)).json();
    const done = await startAndRun(preview.id, { phone: 0 }, mine);
    // The number it had is updated; two new ones fit; the last is refused.
    expect(done).toMatchObject({ created_count: 2, updated_count: 1, error_count: 1 });
    const report = Papa.parse<string[]>((await mine.get(`${I}/${preview.id}/error-report/`)).body, {
      skipEmptyLines: true,
    }).data;
    expect(report[1]).toEqual(['5', '+6288800000003', 'Over the plan limit']);
  });

  it('resumes an import whose process died mid-batch, losing and doubling nothing, run twice at once', async () => {
    const db = ctx.database.db;
    const rows = Array.from(
      { length: 25 },
      (_, i) => `Person ${i},+62813500000${String(i).padStart(2, '0')},Crash`,
    );
    const csv = ['name,phone,group', ...rows, 'Again,+6281350000000,Crash'].join('\n');
    const preview = (await upload(api, 'crash.csv', csv)).json();
    await api.post(`${I}/${preview.id}/start/`, { phone: 1, name: 0, group: 2 });
    // Batches of 10: two commit, and the process dies inside the third, its contacts written but
    // not its progress, with nothing of the run's own (no error handling, no re-queueing) after.
    dieInBatch.at = 3;
    await expect(runImport(db, preview.id, { batchRows: 10 })).rejects.toThrow('killed');
    dieInBatch.at = Number.POSITIVE_INFINITY;
    expect((await api.get(`${I}/${preview.id}/`)).json()).toMatchObject({
      status: 'running',
      processed_rows: 20,
    });

    // The sweep of a process that starts finds it left running and queues it again.
    const { context, sent } = testJobContext();
    const importJob = contactImportJob(db);
    await contactImportSweepJob(db, importJob).handler({}, context);
    expect(sent).toContainEqual({ job: importJob.id, payload: { import_id: preview.id } });
    await runTwiceAndConcurrently(importJob, { import_id: preview.id });

    expect((await api.get(`${I}/${preview.id}/`)).json()).toMatchObject({
      status: 'completed',
      processed_rows: 26,
      created_count: 25,
      updated_count: 0,
      error_count: 1,
    });
    const [written] = await queryRows<{ contacts: number; phones: number; members: number; errors: number }>(
      db,
      sql`select
        (select count(*)::int from contacts where account_id = ${owner.accountId} and phone like '+62813500000%') as contacts,
        (select count(distinct phone)::int from contacts where account_id = ${owner.accountId} and phone like '+62813500000%') as phones,
        (select count(*)::int from contact_group_members m join contact_groups g on g.id = m.group_id
          where g.account_id = ${owner.accountId} and g.name = 'Crash') as members,
        (select count(*)::int from contact_import_errors where import_id = ${preview.id}) as errors`,
    );
    expect(written).toEqual({ contacts: 25, phones: 25, members: 25, errors: 1 });
  });
});

describe('files it refuses, writing nothing', () => {
  const refused = async (name: string, content: Buffer | string, status: number, text: string) => {
    const before = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from contact_imports`,
    );
    const answer = await upload(api, name, content);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().detail).toContain(text);
    const after = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from contact_imports`,
    );
    expect(after).toEqual(before);
  };

  it('an empty file, a header without rows, a binary file, an unknown type, a broken XLSX', async () => {
    await refused('empty.csv', '', 400, 'The file has no contacts');
    await refused('header.csv', 'name,phone\n\n', 400, 'The file has no contacts');
    await refused(
      'binary.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]),
      400,
      'could not be read as CSV',
    );
    await refused('photo.png', 'abc', 400, 'Upload a CSV or an Excel (.xlsx) file.');
    await refused('broken.xlsx', Buffer.from('PK\u0003\u0004 not a zip'), 400, 'could not be read as Excel');
    await refused('quotes.csv', 'name,phone\n"Ana,0812', 400, 'could not be read as CSV');
  });

  it('an XLSX that unpacks to 300 MB: refused at once, without the memory it would take', async () => {
    const bomb = await xlsxWithSheet(bombRows(300));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    try {
      await refused('bomb.xlsx', bomb, 400, 'The spreadsheet unpacks to more than 100 MB.');
    } finally {
      clearInterval(sample);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(seconds).toBeLessThan(5);
    expect((peak - before) / 1024 / 1024).toBeLessThan(100);
  });

  it('an XLSX whose zip lies about the size its sheet unpacks to', async () => {
    const liar = await xlsxWithSheet(bombRows(300), { lie: true });
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await refused('liar.xlsx', liar, 400, 'could not be read as Excel');
    expect((performance.now() - started) / 1000).toBeLessThan(5);
    expect((process.memoryUsage().rss - before) / 1024 / 1024).toBeLessThan(100);
  });

  it('an XLSX with a value past column 100, or more than 2,000,000 filled cells', async () => {
    const far = await xlsxWithSheet([
      '<row r="1"><c r="A1" t="inlineStr"><is><t>phone</t></is></c></row>',
      '<row r="2"><c r="A2"><v>6281230000001</v></c><c r="XFD2" t="inlineStr"><is><t>x</t></is></c></row>',
    ]);
    await refused('wide.xlsx', far, 400, 'The file has values in more than 100 columns.');
    const row = `<row>${'<c><v>1</v></c>'.repeat(20)}</row>`;
    const cells = await xlsxWithSheet(
      (function* () {
        for (let i = 0; i < 100_001; i += 1000) yield row.repeat(1000);
      })(),
    );
    await refused('cells.xlsx', cells, 400, 'The file has more than 2,000,000 filled cells.');
  });

  it('a file over 10 MB answers 413 naming the limit', async () => {
    await refused('huge.csv', `phone\n${'+6281234567890\n'.repeat(800_000)}`, 413, 'larger than 10 MB');
  });

  it('a request without a file, and a mapping naming a column the file lacks', async () => {
    const json = await api.post(`${I}/`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe('Choose a CSV or Excel (.xlsx) file to upload.');
    const preview = (await upload(api, 'two.csv', 'name,phone\nAna,+6281299990001')).json();
    const wrong = await api.post(`${I}/${preview.id}/start/`, { phone: 7 });
    expect(wrong.json()).toMatchObject({ phone: ["Choose one of the file's columns."] });
    const key = await api.post(`${I}/${preview.id}/start/`, {
      phone: 1,
      custom_fields: [{ column: 0, key: 'Name Here' }],
    });
    expect(key.statusCode).toBe(400);
  });

  it('another account’s import answers 404', async () => {
    const preview = (await upload(api, 'mine.csv', 'phone\n+6281299990002')).json();
    const stranger = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    expect((await stranger.get(`${I}/${preview.id}/`)).statusCode).toBe(404);
    expect((await stranger.post(`${I}/${preview.id}/start/`, { phone: 0 })).statusCode).toBe(404);
    expect((await stranger.get(`${I}/${preview.id}/error-report/`)).statusCode).toBe(404);
  });
});
