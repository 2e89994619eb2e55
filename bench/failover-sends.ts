// Many accounts' campaigns at once, sent by two gateway processes on one PostgreSQL, one of them
// killed with SIGKILL mid-run and restarted: does anybody get a message twice, is anything lost,
// does everything finish? The run the defects issue reproduced duplicates with (item 0).
//
//   node scripts/build.mjs && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:failover
//
// BENCH_ACCOUNTS (100) × BENCH_RECIPIENTS (1000 each) through BENCH_DEVICES (2 each), pacing off;
// GATEWAY_MAX_DEVICES 120 per gateway. BENCH_KILL_AT (0.35): the share sent when the first gateway
// is killed (0 for no kill), BENCH_RESTART_SECONDS (10) before it starts again. Rows are written
// straight into a schema of its own, dropped at the end. Prints duplicates (arrivals beyond the
// first per message, and recipients reached twice), losses (rows settled as sent with no arrival)
// and unfinished rows (still queued or sending when the run gives up).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  contactsInGroup,
  startedCampaign,
  template,
  wideRamp,
} from '../apps/server/src/test/campaign-data.ts';
import { dropRunSchema, freePort } from '../apps/server/src/test/processes.ts';
import { onCleanup, runBenchmark, type Started, startNode } from './lib/processes.ts';
import { devicesConnected, sandboxCustomer } from './lib/sandbox-customer.ts';

const url = process.env.DATABASE_URL;
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 100);
const recipientsEach = Number(process.env.BENCH_RECIPIENTS ?? 1000);
const devicesEach = Number(process.env.BENCH_DEVICES ?? 2);
const killAt = Number(process.env.BENCH_KILL_AT ?? 0.35);
const restartSeconds = Number(process.env.BENCH_RESTART_SECONDS ?? 10);
const capacity = Number(process.env.GATEWAY_MAX_DEVICES ?? 120);
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900);
const total = accounts * recipientsEach;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  return (await rows<{ n: number }>(db, query))[0]!.n;
}

/** One account: its devices, its recipients in a group, a campaign materialized and held paused. */
async function account(db: Database, i: number): Promise<string> {
  const { customer, devices } = await sandboxCustomer(db, {
    key: `failover_${i}`,
    phone: `+62812${String(70_000_000 + i)}`,
    deviceCount: devicesEach,
    firstDeviceNumber: 7_000_000 + i * 10,
  });
  const phones = Array.from(
    { length: recipientsEach },
    (_, n) => `+62877${String(20_000_001 + i * recipientsEach * 3 + n * 3)}`,
  );
  const { groupId } = await contactsInGroup(db, customer.accountId, recipientsEach, { phones });
  await wideRamp(db, customer.accountId);
  const templateId = await template(db, customer.accountId, 'Hello {{name}}, our offer is here.');
  const target = {
    accountId: customer.accountId,
    templateId,
    groupIds: [groupId],
    deviceIds: devices.map((d) => d.id),
  };
  const campaignId = await startedCampaign(db, target, { name: `Failover ${i}` });
  await db.execute(sql`update campaigns set status = 'paused' where id = ${campaignId}`);
  return campaignId;
}

/** A gateway process (ROLE gateway) on the schema, its sandbox fast. */
async function gateway(schema: string, name: string): Promise<Started> {
  const port = await freePort();
  return startNode(
    ['apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url!,
      DATABASE_SCHEMA: schema,
      ROLE: 'gateway',
      RUN_JOBS: 'false',
      SANDBOX_SPEED: '1000',
      GATEWAY_NAME: name,
      GATEWAY_MAX_DEVICES: String(capacity),
    },
    `http://127.0.0.1:${port}/api/v1/health/`,
  );
}

/** Every campaign set running, and each account's gateway told at once. */
async function startCampaigns(db: Database, liveChannel: string, campaignIds: string[]) {
  await db.execute(sql`update campaigns set status = 'running'`);
  for (const id of campaignIds) {
    const [row] = await rows<{ account_id: string }>(
      db,
      sql`select account_id from campaigns where id = ${id}`,
    );
    await db.execute(
      sql`select pg_notify(${liveChannel}, ${JSON.stringify({ account_id: row!.account_id, topic: 'campaigns', id })})`,
    );
  }
}

/**
 * Waits until nothing is queued or sending (or the timeout); once `killAt` of the rows are
 * settled, the first gateway is killed with SIGKILL and started again `restartSeconds` later.
 */
async function settle(db: Database, schema: string, first: Started, started: number) {
  let killed: { atSent: number; sending: number } | undefined;
  for (;;) {
    const left = await count(
      db,
      sql`select count(*)::int as n from wa_outbox where state in ('queued', 'sending')`,
    );
    if (left === 0) break;
    if ((performance.now() - started) / 1000 > timeoutSeconds) break;
    if (killAt > 0 && !killed && total - left >= killAt * total) {
      const sending = await count(db, sql`select count(*)::int as n from wa_outbox where state = 'sending'`);
      first.child.kill('SIGKILL');
      killed = { atSent: total - left, sending };
      console.log(`killed failover-1 with SIGKILL at ${total - left} settled (${sending} sending)`);
      setTimeout(() => {
        gateway(schema, 'failover-1').then(
          () => console.log('failover-1 restarted'),
          // The other gateway finishes alone; the figures still count.
          (error: unknown) => console.error('failover-1 did not restart:', error),
        );
      }, restartSeconds * 1000);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return killed;
}

/** Duplicates, losses, unfinished and failed rows, and completed campaigns; failures by reason. */
async function figuresOf(db: Database) {
  const [figures] = await rows<Record<string, number>>(
    db,
    sql`select
          (select count(*)::int from (select wa_message_id from sandbox_received
             group by wa_message_id having count(*) > 1) d) as messages_arrived_twice,
          (select coalesce(sum(c - 1), 0)::int from (select count(*) as c from sandbox_received
             group by wa_message_id having count(*) > 1) d) as extra_arrivals,
          (select count(*)::int from (select o.campaign_id, o.to_phone from wa_outbox o
             join sandbox_received r on r.wa_message_id = o.wa_message_id
             group by o.campaign_id, o.to_phone having count(*) > 1) d) as recipients_reached_twice,
          (select count(*)::int from wa_outbox o where o.state in ('sent', 'delivered', 'read')
             and not exists (select 1 from sandbox_received r where r.wa_message_id = o.wa_message_id)) as lost,
          (select count(*)::int from wa_outbox where state in ('queued', 'sending')) as unfinished,
          (select count(*)::int from wa_outbox where state = 'failed') as failed,
          (select count(*)::int from wa_outbox where state in ('sent', 'delivered', 'read')) as sent,
          (select count(*)::int from campaigns where status = 'completed') as campaigns_completed`,
  );
  const failures = await rows<{ reason: string; n: number }>(
    db,
    sql`select failure_reason as reason, count(*)::int as n from wa_outbox where state = 'failed' group by 1`,
  );
  return { figures, failures };
}

await runBenchmark(async () => {
  if (!url) throw new Error('bench/failover-sends.ts needs DATABASE_URL (a PostgreSQL server)');
  const schema = `bench_failover_${randomBytes(4).toString('hex')}`;
  onCleanup(() => dropRunSchema(url, schema));
  const handle = await openDatabase({ url, schemaName: schema });
  onCleanup(() => handle.close());
  await migrateDatabase(handle);
  const { db } = handle;
  const setupStarted = performance.now();
  const campaignIds: string[] = [];
  for (let i = 0; i < accounts; i++) campaignIds.push(await account(db, i));
  console.log(
    `${accounts} accounts, ${total} recipients, ${accounts * devicesEach} devices written in ${Math.round((performance.now() - setupStarted) / 1000)} s`,
  );

  const first = await gateway(schema, 'failover-1');
  await gateway(schema, 'failover-2');
  const deviceIds = (await rows<{ id: string }>(db, sql`select id from wa_devices`)).map((r) => r.id);
  await devicesConnected(db, deviceIds, 300_000);

  const started = performance.now();
  await startCampaigns(db, handle.liveChannel, campaignIds);
  const killed = await settle(db, schema, first, started);
  const seconds = (performance.now() - started) / 1000;

  const { figures, failures } = await figuresOf(db);
  console.log(
    JSON.stringify(
      {
        accounts,
        recipients: total,
        devices: accounts * devicesEach,
        gatewayCapacity: capacity,
        killed,
        seconds: Math.round(seconds * 10) / 10,
        perSecond: Math.round(total / seconds),
        ...figures,
        failures,
        load: loadavg()[0],
      },
      null,
      2,
    ),
  );
});
