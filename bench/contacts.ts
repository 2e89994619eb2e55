// Contacts at scale on PostgreSQL (issue 10's benchmarks), in a schema of its own that is dropped
// at the end (BENCH_KEEP=1 keeps it):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/contacts.ts
//
// 1. The contacts list over BENCH_CONTACTS (1,000,000) contacts of one account (and a tenth as many
//    of other accounts beside them, so the trigram indexes hold strangers too): page 1 of the list
//    as the page asks for it, without and with searches, one call at a time, p50/p95/p99 in ms.
//    It calls the list's own code (`contactsPage`, the route's one service call), not HTTP.
// 2. Importing 100,000 contacts from a CSV (BENCH_IMPORT_ROWS): the upload's reading and storing of
//    the file, then the job's run over it, timed from the file's bytes to the import's completion.
//
// BENCH_KEEP=1 keeps the schema; BENCH_REUSE=1 then skips making the data set again (the importer's
// rows of an earlier run are removed first, so the import creates its contacts again).

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { contactsPage } from '../apps/server/src/modules/contacts/contacts.service.ts';
import type { ContactFilter } from '../apps/server/src/modules/contacts/contacts-list.repo.ts';
import { startImport, uploadImport } from '../apps/server/src/modules/contacts/imports.service.ts';
import { runImport } from '../apps/server/src/modules/contacts/run-import.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import {
  datasetExists as datasetExistsOf,
  onSchema as onSchemaOf,
  withFreshSchema,
} from './lib/schema-client.ts';
import { percentileCells } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('usage: DATABASE_URL=postgres://… node --import tsx bench/contacts.ts');
  process.exit(2);
}
const schema = process.env.BENCH_CONTACTS_SCHEMA ?? 'bench_contacts_1m';
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const MAIN = '00000000-0000-4000-8000-000000000001';
const IMPORTER = '00000000-0000-4000-8000-000000000002';
const GROUP = '00000000-0000-4000-8000-0000000000aa';

const FIRST = [
  'Ana',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fajar',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kartika',
  'Lestari',
  'Made',
  'Nur',
  'Putri',
  'Rizki',
  'Sari',
  'Tono',
  'Wahyu',
  'Yusuf',
];
const LAST = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Halim',
  'Kusuma',
  'Pratama',
  'Nugroho',
  'Hidayat',
  'Siregar',
  'Lubis',
  'Gunawan',
  'Setiawan',
  'Susanto',
  'Hakim',
  'Rahman',
  'Tanjung',
  'Purba',
  'Sitompul',
  'Harahap',
  'Utomo',
];
const arr = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

async function makeDataset() {
  const t = performance.now();
  await withFreshSchema(url!, schema, async (step, client) => {
    await step(
      'accounts and enterprise plans',
      `insert into accounts (id, name, country, timezone) select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
         'Bench ' || i, 'ID', 'Asia/Jakarta' from generate_series(1, 12) i;
       insert into subscriptions (account_id, plan_id, billing_cycle, status, current_period_start, current_period_end)
         select id, 'enterprise', 'yearly', 1, now() - interval '1 day', now() + interval '365 days' from accounts`,
    );
    // Load without the trigram indexes and build them after: much faster than keeping them current.
    await client.query('drop index contacts_name_trgm_idx, contacts_phone_trgm_idx, contacts_email_trgm_idx');
    await step(
      `contacts (${CONTACTS.toLocaleString('en-US')} in one account, a tenth more in ten others)`,
      `insert into contacts (account_id, name, phone, email, custom_fields, source, created_at, updated_at)
       select case when g <= $1 then '${MAIN}'::uuid else ('00000000-0000-4000-8000-' || lpad((3 + g % 10)::text, 12, '0'))::uuid end,
              f || ' ' || l || ' ' || g, '+628' || (11 + g % 9)::text || lpad(g::text, 8, '0'),
              case when g % 3 = 0 then lower(f) || '.' || g || '@mail' || (g % 50) || '.co.id' end,
              jsonb_build_object('company', l || ' Group ' || (g % 1000)), 'import',
              now() - interval '900 days' + g * interval '40 seconds', now()
       from generate_series(1, $1 + $1 / 10) g,
            lateral (select (${arr(FIRST)})[1 + g % 20] as f, (${arr(LAST)})[1 + (g / 20) % 20] as l) w`,
      [CONTACTS],
    );
    await step(
      'trigram indexes',
      `create index contacts_name_trgm_idx on contacts using gin (name public.gin_trgm_ops);
       create index contacts_phone_trgm_idx on contacts using gin (phone public.gin_trgm_ops);
       create index contacts_email_trgm_idx on contacts using gin (email public.gin_trgm_ops)`,
    );
    await step(
      'a group of every tenth contact',
      `insert into contact_groups (id, account_id, name) values ('${GROUP}', '${MAIN}', 'Tenth');
       insert into contact_group_members (group_id, contact_id, account_id)
         select '${GROUP}', id, account_id from contacts where account_id = '${MAIN}' and right(phone, 1) = '7'`,
    );
    await step('vacuum analyze', 'vacuum analyze');
  });
  console.log(`data set: ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

const onSchema = <T>(work: (client: pg.Client) => Promise<T>) => onSchemaOf(url!, schema, work);
const datasetExists = () => datasetExistsOf(url!, schema, 'contacts', MAIN);

const removeImporterRows = () =>
  onSchema(async (client) => {
    await client.query('delete from contact_imports where account_id = $1', [IMPORTER]);
    await client.query('delete from contacts where account_id = $1', [IMPORTER]);
    await client.query("delete from users where username = 'bench_importer'");
    await client.query('vacuum analyze contacts');
    console.log("reusing the data set; removed the last run's imported contacts");
  });

async function benchList(db: Parameters<typeof contactsPage>[0]) {
  const cases: [string, Partial<ContactFilter>][] = [
    ['page 1, no search (newest first)', {}],
    ['page 1, sorted by name', { ordering: 'name' }],
    ['page 1, group filter (100,000 members)', { groupId: GROUP }],
    ['search a first name `Kartika` (5% of contacts)', { search: 'Kartika' }],
    ['search a full name `Sari Susanto 123456`', { search: 'Sari Susanto 123456' }],
    ['search a number as typed `0814-0012-3456`', { search: '0814-0012-3456' }],
    ['search an email `ana.300@`', { search: 'ana.300@' }],
    ['search a term that matches nothing `zzqx`', { search: 'zzqx' }],
  ];
  const window = { limit: 20, offset: 0, countLimit: 10_000 };
  const rows: string[] = [];
  for (const [label, filter] of cases) {
    const full: ContactFilter = { ordering: '-created_at', ...filter };
    for (let i = 0; i < 5; i++) await contactsPage(db, MAIN, full, window); // warm-up
    const times: number[] = [];
    let answer = await contactsPage(db, MAIN, full, window);
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      answer = await contactsPage(db, MAIN, full, window);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const total = `${answer.total.count.toLocaleString('en-US')}${answer.total.isEstimate ? ' (est.)' : ''}`;
    rows.push(`| ${label} | ${total} | ${percentileCells(times)} |`);
    console.log(rows.at(-1));
  }
  return rows;
}

async function benchImport(db: Parameters<typeof contactsPage>[0]) {
  const lines = ['name,phone,email,company'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const name = `${FIRST[i % 20]} ${LAST[(i >> 3) % 20]}`;
    lines.push(
      `${name},0857${String(i).padStart(8, '0')},${i % 4 === 0 ? `p${i}@example.com` : ''},Usaha ${i % 500}`,
    );
  }
  const bytes = Buffer.from(lines.join('\n'));
  const inserted = (await db.execute(
    sql`insert into users (account_id, username, name, password_hash) values (${IMPORTER}, 'bench_importer', 'Importer', 'x') returning id`,
  )) as unknown as { rows: { id: string }[] };
  const userId = inserted.rows[0]!.id;
  const started = performance.now();
  const preview = await uploadImport(db, { accountId: IMPORTER, userId }, { fileName: 'bench.csv', bytes });
  const uploaded = performance.now();
  await startImport({ db, jobs: { runImport: async () => {} } }, IMPORTER, preview.id, {
    phone: 1,
    name: 0,
    email: 2,
    custom_fields: [{ column: 3, key: 'company' }],
  });
  await runImport(db, preview.id);
  const finished = performance.now();
  const [row] = (
    (await db.execute(
      sql`select status, created_count, error_count from contact_imports where id = ${preview.id}`,
    )) as unknown as { rows: { status: string; created_count: number; error_count: number }[] }
  ).rows;
  return {
    file: `${(bytes.length / 1024 / 1024).toFixed(1)} MB`,
    uploadSeconds: ((uploaded - started) / 1000).toFixed(2),
    jobSeconds: ((finished - uploaded) / 1000).toFixed(2),
    totalSeconds: ((finished - started) / 1000).toFixed(2),
    ...row,
  };
}

try {
  console.log(
    `load average before: ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (process.env.BENCH_REUSE && (await datasetExists())) await removeImporterRows();
  else await makeDataset();
  const database = await openDatabase({ url, schemaName: schema });
  try {
    console.log('| list | total | p50 ms | p95 ms | p99 ms |');
    await benchList(database.db);
    console.log('import:', await benchImport(database.db));
  } finally {
    await database.close();
  }
  console.log(
    `load average after: ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  if (!process.env.BENCH_KEEP) {
    await dropRunSchema(url!, schema);
    console.log(`dropped schema ${schema}`);
  }
}
