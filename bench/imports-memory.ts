// Memory and event-loop stalls while importing spreadsheets (issue 17): the import's own code
// (upload, start, job run) in this process, its resident set sampled every 5 ms and its event
// loop's longest stall taken, against the idle figure after start-up:
//
//   node --expose-gc --import tsx bench/imports-memory.ts                                  # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --expose-gc --import tsx bench/imports-memory.ts
//
// 1. A zip bomb: an XLSX of 0.9 MB whose sheet unpacks to 500 MB (BENCH_BOMB_MB), uploaded alone,
//    then three at once.
// 2. A real 100,000-row XLSX (BENCH_IMPORT_ROWS, written by ExcelJS in a child process, so its
//    memory is not this one's): the upload (reading it for the preview), then the start and the
//    job's run to the end.
// On PGlite the database lives in this process, so its own memory is counted too.

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { startImport, uploadImport } from '../apps/server/src/modules/contacts/imports.service.ts';
import { runImport } from '../apps/server/src/modules/contacts/run-import.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import { bombRows, xlsxWithSheet } from '../apps/server/src/test/xlsx-zip.ts';

const url = process.env.DATABASE_URL;
const schema = `bench_imports_${process.pid}`;
const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 500);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const MB = 1024 * 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function realXlsx(rows: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(['Name', 'Phone', 'Email', 'Company']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([
      `Person ${i}`,
      `0857${String(i).padStart(8, '0')}`,
      `p${i}@example.com`,
      `Usaha ${i % 500}`,
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Runs `work`, answering its time, the peak resident set above `idle` and the longest event-loop stall. */
async function measure(idle: number, work: () => Promise<string>) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const outcome = await work();
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    outcome,
    seconds: seconds.toFixed(1),
    peak_over_idle_mb: Math.round((peak - idle) / MB),
    longest_stall_ms: Math.round(loop.max / 1e6),
  };
}

const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { status?: number; code?: string }) => `${error.status} ${error.code}`,
  );

if (process.argv[2] === '--write-xlsx') {
  writeFileSync(process.argv[3]!, await realXlsx(ROWS));
  process.exit(0);
}

const database = await openDatabase({ url, schemaName: url ? schema : undefined });
try {
  await migrateDatabase(database);
  const { db } = database;
  const accountId = randomUUID();
  await db.execute(
    sql`insert into accounts (id, name, country, timezone) values (${accountId}, 'Bench', 'ID', 'Asia/Jakarta')`,
  );
  await db.execute(sql`insert into subscriptions (account_id, plan_id, billing_cycle, status, current_period_start, current_period_end)
    values (${accountId}, 'enterprise', 'yearly', 1, now() - interval '1 day', now() + interval '365 days')`);
  const inserted = (await db.execute(
    sql`insert into users (account_id, username, name, password_hash) values (${accountId}, 'bench_importer', 'Importer', 'x') returning id`,
  )) as unknown as { rows: { id: string }[] };
  const caller = { accountId, userId: inserted.rows[0]!.id };

  const bomb = await xlsxWithSheet(bombRows(BOMB_MB));
  const file = join(tmpdir(), `siar-bench-${process.pid}.xlsx`);
  execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--write-xlsx', file], {
    stdio: 'inherit',
  });
  const real = readFileSync(file);
  rmSync(file);
  gc();
  const idle = process.memoryUsage().rss;
  console.log(`idle resident set: ${Math.round(idle / MB)} MB (${url ? 'PostgreSQL' : 'PGlite'})`);

  const upload = (bytes: Buffer, fileName: string) => uploadImport(db, caller, { fileName, bytes });
  console.log(
    `bomb (${(bomb.length / MB).toFixed(1)} MB, unpacks to ${BOMB_MB} MB):`,
    await measure(idle, () => outcomeOf(upload(bomb, 'bomb.xlsx'))),
  );
  console.log(
    'three bombs at once:',
    await measure(idle, () =>
      Promise.all([1, 2, 3].map(() => outcomeOf(upload(bomb, 'bomb.xlsx')))).then((all) => all.join(', ')),
    ),
  );
  gc();
  gc();
  let importId = '';
  console.log(
    `real xlsx (${(real.length / MB).toFixed(1)} MB, ${ROWS.toLocaleString('en-US')} rows), upload:`,
    await measure(idle, async () => {
      const preview = await upload(real, 'real.xlsx');
      importId = preview.id;
      return `${preview.total_rows} rows`;
    }),
  );
  gc();
  console.log(
    'real xlsx, start and run to the end:',
    await measure(idle, async () => {
      await startImport({ db, jobs: { runImport: async () => {} } }, accountId, importId, {
        phone: 1,
        name: 0,
        email: 2,
        custom_fields: [{ column: 3, key: 'company' }],
      });
      await runImport(db, importId);
      const [row] = (
        (await db.execute(
          sql`select status, created_count from contact_imports where id = ${importId}`,
        )) as unknown as {
          rows: { status: string; created_count: number }[];
        }
      ).rows;
      return `${row?.status}, ${row?.created_count} created`;
    }),
  );
} finally {
  await database.close();
  if (url) await dropRunSchema(url, schema);
}
