// The admin lists' data set: BENCH_PAYMENTS payments (1,000,000) over a tenth as many accounts, each
// with its owner and two subscriptions, generated in SQL (generate_series) into a PostgreSQL schema
// of its own, migrated like any Siar schema.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/admin-dataset.ts create
//   DATABASE_URL=… node --import tsx bench/admin-dataset.ts drop
//
// Every user's password is BENCH_PASSWORD; the staff user is `bench_staff`, and `owner_1` is a
// customer with a live subscription. The schema is BENCH_DATA_SCHEMA (bench_admin_1m).
import { PLANS } from '@siar/shared';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/modules/users/passwords.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';

export const BENCH_PASSWORD = 'bench-password-2026';
export const BENCH_STAFF = 'bench_staff';
export const BENCH_CUSTOMER = 'owner_1';

export function datasetSchema(): string {
  return process.env.BENCH_DATA_SCHEMA ?? 'bench_admin_1m';
}

// Words of Indonesian business names: every account is "<kind> <word> <n>", so a word matches a
// tenth of the accounts and a whole name one.
const KINDS = [
  'Toko',
  'Warung',
  'Kedai',
  'Butik',
  'Apotek',
  'Bengkel',
  'Salon',
  'Katering',
  'Studio',
  'Griya',
];
const WORDS = [
  'Sari',
  'Makmur',
  'Jaya',
  'Abadi',
  'Sentosa',
  'Berkah',
  'Mulia',
  'Indah',
  'Lestari',
  'Sejahtera',
];
const METHODS = ['bank_transfer', 'virtual_account', 'qris', 'crypto'];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Builds the data set; answers how many rows of each table it made and how long it took. */
export async function createDataset(url: string, payments: number) {
  const schema = datasetSchema();
  const accountCount = Math.max(1, Math.floor(payments / 10));
  const started = Date.now();
  await dropRunSchema(url, schema);
  const database = await openDatabase({ url, schemaName: schema });
  await migrateDatabase(database);
  await database.close();

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const planIds = sqlArray(PLANS.map((p) => p.id));
  const client = new pg.Client({ connectionString: url, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    const step = async (label: string, sql: string, params: unknown[] = []) => {
      const t = Date.now();
      await client.query(sql, params);
      console.log(`${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    };
    // Generated rows are consistent by construction: skip foreign-key checks and triggers while
    // loading (a superuser's right; without it the load is just slower).
    await client.query('set session_replication_role = replica').catch(() => {});
    await client.query('begin');
    await step(
      'accounts',
      `insert into accounts (id, name, industry, country, timezone, created_at)
       select md5('account' || i)::uuid,
              (${sqlArray(KINDS)})[1 + i % 10] || ' ' || (${sqlArray(WORDS)})[1 + (i / 10) % 10] || ' ' || i,
              'retail_ecommerce', 'ID', 'Asia/Jakarta', now() - interval '1100 days' + i * interval '1 second'
       from generate_series(1, $1::int) i`,
      [accountCount],
    );
    await step(
      'owners',
      `insert into users (id, account_id, username, email, phone_number, name, password_hash, created_at)
       select md5('owner' || i)::uuid, md5('account' || i)::uuid, 'owner_' || i, 'owner' || i || '@example.co.id',
              '+6281' || lpad(i::text, 9, '0'), 'Owner ' || i, $2, now() - interval '1100 days' + i * interval '1 second'
       from generate_series(1, $1::int) i`,
      [accountCount, passwordHash],
    );
    await step(
      'account owners',
      'update accounts a set owner_user_id = u.id from users u where u.account_id = a.id',
    );
    await step(
      'staff',
      `insert into users (username, name, password_hash, is_staff) values ($1, $1, $2, true)`,
      [BENCH_STAFF, passwordHash],
    );
    // Two subscriptions per account: the ended trial, then the live plan, running for a year.
    await step(
      'subscriptions',
      `insert into subscriptions (account_id, plan_id, billing_cycle, status, is_trial, current_period_start, current_period_end, created_at, updated_at)
       select md5('account' || i)::uuid, (${planIds})[1 + i % ${PLANS.length}], 'monthly',
              case when s = 1 then 4 else 1 + i % 3 end, s = 1, start, start + interval '365 days',
              start + i * interval '1 millisecond', start
       from generate_series(1, $1::int) i, generate_series(1, 2) s,
            lateral (select case when s = 1 then now() - interval '400 days' else now() - interval '35 days' end as start) v`,
      [accountCount],
    );
    // Payments: closed ones only (3 completed, 4 cancelled, 5 expired, 6 rejected), since an
    // account has at most one open payment; spread over three years, newest last.
    await step(
      'payments',
      `insert into payments (account_id, created_by, plan_id, billing_cycle, method, net_due, discount, unique_code,
                             total_due, details, status, expires_at, resolved_at, created_at, updated_at)
       select md5('account' || n)::uuid, md5('owner' || n)::uuid,
              (${planIds})[1 + g % ${PLANS.length}], 'monthly', (${sqlArray(METHODS)})[1 + g % 4],
              net, 0, 1 + g % 999, net + 1 + g % 999, '{}'::jsonb,
              (array[3,3,3,3,3,3,4,5,5,6])[1 + g % 10], at + interval '1 day', at + interval '1 hour', at, at
       from generate_series(1, $1::int) g,
            lateral (select (array[99000, 249000, 499000])[1 + g % 3] as net,
                            now() - interval '1095 days' + g * (interval '1095 days' / $1::int) as at,
                            -- consecutive payments go to scattered accounts (48271 is prime to A)
                            1 + (g::bigint * 48271) % $2::int as n) v`,
      [payments, accountCount],
    );
    await client.query('commit');
    // Vacuum as well: it empties the trigram indexes' pending lists and marks pages all-visible.
    await step('vacuum analyze', 'vacuum analyze');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return { schema, accounts: accountCount, payments, seconds: (Date.now() - started) / 1000 };
}

export async function dropDataset(url: string) {
  await dropRunSchema(url, datasetSchema());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  const command = process.argv[2];
  if (!url || !['create', 'drop'].includes(command ?? '')) {
    console.error('usage: DATABASE_URL=postgres://… node --import tsx bench/admin-dataset.ts create|drop');
    process.exit(2);
  }
  if (command === 'drop') {
    await dropDataset(url);
    console.log(`dropped schema ${datasetSchema()}`);
  } else {
    console.log(await createDataset(url, Number(process.env.BENCH_PAYMENTS ?? 1_000_000)));
  }
}
