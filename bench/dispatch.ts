// Campaign dispatch through the outbox on PostgreSQL, pacing off: how many messages a second one
// Siar process sends through its sandbox devices, beside pgbench's single-row update
// transactions per second on the same server in the same run (the ratio is the figure).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:dispatch
//
// BENCH_RECIPIENTS (30000) and BENCH_DEVICES (4) change the scale; BENCH_ROUNDS (3) alternates
// a dispatch and a pgbench run. The campaign's rows are written straight into a schema of its own,
// dropped at the end, with every recipient queued; the clock runs from the moment it is set
// running until the last recipient is sent.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { campaigns } from '../apps/server/src/db/schema/index.ts';
import {
  contactsInGroup,
  startedCampaign,
  template,
  wideRamp,
} from '../apps/server/src/test/campaign-data.ts';
import { dropRunSchema, freePort } from '../apps/server/src/test/processes.ts';
import { memoryOf, onCleanup, runBenchmark, startNode, tempFolder } from './lib/processes.ts';
import { sandboxCustomer } from './lib/sandbox-customer.ts';

const url = process.env.DATABASE_URL;
const recipients = Number(process.env.BENCH_RECIPIENTS ?? 30_000);
const deviceCount = Number(process.env.BENCH_DEVICES ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const round2 = (n: number) => Math.round(n * 10) / 10;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A customer with `deviceCount` sandbox devices and a campaign to `recipients`, queued and paused. */
async function seedCampaign(db: Database, roundNo: number) {
  const { customer, devices } = await sandboxCustomer(db, {
    key: `dispatch_${roundNo}`,
    phone: `+628129999${String(1000 + roundNo)}`,
    deviceCount,
    firstDeviceNumber: 6_000_000 + roundNo * 100,
  });
  const phones = Array.from(
    { length: recipients },
    (_, i) => `+62877${String(10_000_001 + roundNo * 1_000_000 + i * 3)}`,
  );
  const { groupId } = await contactsInGroup(db, customer.accountId, recipients, { phones });
  await wideRamp(db, customer.accountId);
  const templateId = await template(
    db,
    customer.accountId,
    '{Hi|Hello} {{name}}, our November offer is here.',
  );
  const target = {
    accountId: customer.accountId,
    templateId,
    groupIds: [groupId],
    deviceIds: devices.map((d) => d.id),
  };
  const campaignId = await startedCampaign(db, target);
  await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaignId));
  return { customer, campaignId };
}

/** A Siar process on the schema, its jobs off and its sandbox fast. */
async function startSiar(schema: string, roundNo: number) {
  const port = await freePort();
  return startNode(
    ['apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url!,
      DATABASE_SCHEMA: schema,
      RUN_JOBS: 'false',
      SANDBOX_SPEED: '1000',
      GATEWAY_NAME: `bench-dispatch-${roundNo}`,
    },
    `http://127.0.0.1:${port}/api/v1/health/`,
  );
}

/** Polls `count` every `ms` until it answers `target`. */
async function waitForCount(db: Database, count: ReturnType<typeof sql>, target: number, ms: number) {
  for (;;) {
    const [row] = await rows<{ n: number }>(db, count);
    if (row!.n === target) return;
    await new Promise((r) => setTimeout(r, ms));
  }
}

/**
 * The server's statement statistics (pg_stat_statements, when the server preloads it): reset
 * before the clock, read after; the messages per second follow the machine, the database's time
 * per message much less.
 */
const statementStats = {
  async reset(db: Database): Promise<boolean> {
    try {
      await db.execute(sql`select public.pg_stat_statements_reset()`);
      return true;
    } catch {
      return false;
    }
  },
  /** Milliseconds of planning and execution, in all and in the claims (a device's own rows and a campaign's). */
  async read(db: Database) {
    const [row] = await rows<{ all: number; claims: number }>(
      db,
      sql`select sum(total_exec_time + total_plan_time)::float8 as all,
                 coalesce(sum(total_exec_time + total_plan_time)
                   filter (where query like '%picked as (%' or query like '%due as (%'), 0)::float8 as claims
          from public.pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())`,
    );
    return row!;
  },
};

/** One campaign of `recipients`, sent by a fresh Siar process: messages per second. */
async function dispatchRound(schema: string, roundNo: number) {
  const handle = await openDatabase({ url, schemaName: schema });
  await migrateDatabase(handle);
  const { db } = handle;
  const { customer, campaignId } = await seedCampaign(db, roundNo);
  const siar = await startSiar(schema, roundNo);
  await waitForCount(
    db,
    sql`select count(*)::int as n from wa_devices where account_id = ${customer.accountId} and state = 'connected'`,
    deviceCount,
    200,
  );
  const counting = await statementStats.reset(db);
  const started = performance.now();
  await db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, campaignId));
  await db.execute(
    sql`select pg_notify(${handle.liveChannel}, ${JSON.stringify({ account_id: customer.accountId, topic: 'campaigns', id: campaignId })})`,
  );
  await waitForCount(
    db,
    sql`select count(*)::int as n from wa_outbox where campaign_id = ${campaignId} and state in ('queued', 'sending')`,
    0,
    100,
  );
  const seconds = (performance.now() - started) / 1000;
  const stats = counting ? await statementStats.read(db) : undefined;
  const memory = memoryOf(siar.child.pid!);
  siar.child.kill('SIGTERM');
  await new Promise((resolve) => siar.child.once('exit', resolve));
  await handle.close();
  const perMessage = stats && {
    dbMs: stats.all / recipients,
    claimMs: stats.claims / recipients,
  };
  return { perSecond: recipients / seconds, seconds, memory, perMessage };
}

/** pgbench: single-row updates of a 100,000-row table, 2 clients, 10 s. */
function pgbenchRound(schema: string): number {
  const script = join(tempFolder('siar-pgbench-'), 'update.sql');
  writeFileSync(
    script,
    `\\set id random(1, 100000)\nupdate "${schema}".bench_rows set v = v + 1 where id = :id;\n`,
  );
  const out = execFileSync('pgbench', ['-n', '-c', '2', '-j', '2', '-T', '10', '-f', script, url!], {
    encoding: 'utf8',
  });
  return Number(/tps = ([\d.]+)/.exec(out)![1]);
}

/** The schema, with pgbench's 100,000-row table in it. */
async function createPgbenchTable(schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema "${schema}"`);
  await client.query(`create table "${schema}".bench_rows (id int primary key, v int not null default 0)`);
  await client.query(`insert into "${schema}".bench_rows (id) select generate_series(1, 100000)`);
  await client.end();
}

await runBenchmark(async () => {
  if (!url) throw new Error('bench/dispatch.ts needs DATABASE_URL (a PostgreSQL server)');
  const schema = `bench_dispatch_${randomBytes(4).toString('hex')}`;
  onCleanup(() => dropRunSchema(url, schema));
  await createPgbenchTable(schema);
  const loadBefore = loadavg()[0]!;
  const results: {
    dispatch: number;
    pgbench: number;
    seconds: number;
    rssMiB: number;
    dbMsPerMessage?: number;
    claimMsPerMessage?: number;
  }[] = [];
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  for (let i = 0; i < rounds; i++) {
    const dispatch = await dispatchRound(schema, i);
    const tps = pgbenchRound(schema);
    results.push({
      dispatch: round2(dispatch.perSecond),
      pgbench: round2(tps),
      seconds: round2(dispatch.seconds),
      rssMiB: dispatch.memory.peakMiB,
      dbMsPerMessage: dispatch.perMessage && round3(dispatch.perMessage.dbMs),
      claimMsPerMessage: dispatch.perMessage && round3(dispatch.perMessage.claimMs),
    });
    const perMessage = dispatch.perMessage
      ? `, database ${round3(dispatch.perMessage.dbMs)} ms a message (claims ${round3(dispatch.perMessage.claimMs)})`
      : '';
    console.log(
      `round ${i + 1}: ${round2(dispatch.perSecond)} messages/s (${recipients} in ${round2(dispatch.seconds)} s), pgbench ${round2(tps)} tps, ratio ${round2((dispatch.perSecond / tps) * 100)}%${perMessage}`,
    );
  }
  const ratios = results.map((r) => round2((r.dispatch / r.pgbench) * 100)).sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      { recipients, deviceCount, results, ratios, loadBefore, loadAfter: loadavg()[0] },
      null,
      2,
    ),
  );
});
