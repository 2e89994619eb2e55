// Every device's health recomputed at once (issue 21: "Health recomputed for 10,000 devices in
// < 5 s"), as the hourly job does it: one set-based statement gathers the inputs, the score is the
// shared pure function, one statement writes the health and today's history row.
//
//   npm run bench:device-health                                                        # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:device-health   # a schema, dropped after
//
// The data set (generate_series): BENCH_DEVICES (10,000) devices over a tenth as many accounts,
// 0 to 120 days old, 2% banned; BENCH_PER_DEVICE (50) messages each in the last 7 days (70% campaign,
// to 100 contacts per account of whom 2% opted out; read 60%, delivered 25%, sent 10%, failed 5%, a
// tenth of the failures a 463) and as many again 8-30 days old (outside the window); a conversation
// for a fifth of the campaign recipients, half of them with an answer after the send; a ban or
// log-out signal on 2% of the devices. Then `recomputeDeviceHealth` runs BENCH_RUNS (5) times: the
// first writes every device's row (inserts), the others rewrite them (the job's usual run).

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { recomputeDeviceHealth } from '../apps/server/src/modules/device-health/index.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const PER_DEVICE = Number(process.env.BENCH_PER_DEVICE ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ACCOUNTS = Math.max(1, Math.round(DEVICES / 10));
const url = process.env.DATABASE_URL;
/** BENCH_DATA_SCHEMA names a data set to reuse (made when missing, kept after). */
const reuse = process.env.BENCH_DATA_SCHEMA;
const schema = reuse ?? `bench_device_health_${randomBytes(4).toString('hex')}`;

const run = (handle: DatabaseHandle, text: string) => handle.db.execute(sql.raw(text));

async function seedDevices(handle: DatabaseHandle) {
  await run(
    handle,
    `insert into accounts (id, name, timezone)
     select md5('acc' || a)::uuid, 'Account ' || a, (array['Asia/Jakarta','Asia/Dhaka','Asia/Yangon'])[1 + a % 3]
     from generate_series(1, ${ACCOUNTS}) a`,
  );
  await run(
    handle,
    `insert into wa_devices (id, account_id, name, engine, state, phone_number, created_at)
     select md5('dev' || d)::uuid, md5('acc' || (1 + d % ${ACCOUNTS}))::uuid, 'Device ' || d, 'baileys',
            case when d % 50 = 0 then 'banned' else 'connected' end, '+6281' || lpad(d::text, 9, '0'),
            now() - make_interval(days => d % 120)
     from generate_series(1, ${DEVICES}) d`,
  );
  await run(
    handle,
    `insert into contacts (id, account_id, phone, opted_out_at)
     select md5('con' || a || '-' || k)::uuid, md5('acc' || a)::uuid, '+6285' || lpad((a * 100 + k)::text, 9, '0'),
            case when k % 50 = 0 then now() - interval '1 hour' end
     from generate_series(1, ${ACCOUNTS}) a, generate_series(0, 99) k`,
  );
  await run(
    handle,
    `insert into device_signals (device_id, account_id, kind, at)
     select md5('dev' || d)::uuid, md5('acc' || (1 + d % ${ACCOUNTS}))::uuid,
            case when d % 2 = 0 then 'banned' else 'logged_out' end, now() - make_interval(days => d % 6)
     from generate_series(1, ${DEVICES}) d where d % 50 = 1 or d % 50 = 2`,
  );
}

/** Messages of the window (and as many older ones); `k` numbers a device's message. */
async function seedMessages(handle: DatabaseHandle) {
  const rows = (ageSql: string) => `
    insert into wa_outbox (account_id, device_id, purpose, to_phone, contact_id, state, sent_at, failed_at,
                           failure_reason, due_at, created_at)
    select acc, dev, case when k % 10 < 7 then 'campaign' else 'api' end,
           '+6285' || lpad((a * 100 + k)::text, 9, '0'),
           case when k % 10 < 7 then md5('con' || a || '-' || k)::uuid end,
           st, case when st <> 'failed' then at end, case when st = 'failed' then at end,
           case when st = 'failed' then case when k % 200 = 0 then 'WhatsApp restricted this account (463)'
                                             else 'WhatsApp refused the message' end end,
           at, at
    from (select d, k, 1 + d % ${ACCOUNTS} as a, md5('dev' || d)::uuid as dev,
                 md5('acc' || (1 + d % ${ACCOUNTS}))::uuid as acc, ${ageSql} as at,
                 case when k % 20 = 0 then 'failed' when k % 10 = 1 then 'sent'
                      when k % 4 = 2 then 'delivered' else 'read' end as st
          from generate_series(1, ${DEVICES}) d, generate_series(0, ${PER_DEVICE - 1}) k) r`;
  await run(handle, rows(`now() - make_interval(mins => 61 + (d * 7 + k * 131) % (7 * 24 * 60 - 62))`));
  await run(handle, rows(`now() - make_interval(days => 8 + (d + k) % 22)`));
}

/** A conversation for a fifth of the campaign recipients, half of them answered after the send. */
async function seedReplies(handle: DatabaseHandle) {
  await run(
    handle,
    `insert into conversations (id, account_id, device_id, peer_phone, last_message_at, last_message_kind,
                                last_direction)
     select md5('cv' || o.id)::uuid, o.account_id, o.device_id, o.to_phone, o.sent_at + interval '10 minutes',
            'text', 'in'
     from wa_outbox o
     where o.purpose = 'campaign' and o.sent_at > now() - interval '7 days' and abs(hashtext(o.id::text)) % 5 = 0
     on conflict do nothing`,
  );
  await run(
    handle,
    `insert into messages (account_id, device_id, conversation_id, peer_phone, direction, kind, text, sent_at)
     select account_id, device_id, id, peer_phone, 'in', 'text', 'Ok', last_message_at
     from conversations where abs(hashtext(id::text)) % 2 = 0`,
  );
  await run(handle, 'analyze');
}

async function count(handle: DatabaseHandle, table: string): Promise<number> {
  const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

async function main() {
  const handle = await openDatabase(url ? { url, schemaName: schema } : {});
  try {
    await migrateDatabase(handle);
    const seeding = performance.now();
    if (!reuse || (await count(handle, 'wa_devices')) === 0) {
      await seedDevices(handle);
      await seedMessages(handle);
      await seedReplies(handle);
    }
    console.log(
      `data set: ${await count(handle, 'wa_devices')} devices, ${await count(handle, 'wa_outbox')} outbox rows, ` +
        `${await count(handle, 'conversations')} conversations, ${await count(handle, 'messages')} messages ` +
        `(${Math.round((performance.now() - seeding) / 1000)} s to make) on ${url ? 'PostgreSQL' : 'PGlite'}`,
    );
    const times: number[] = [];
    let changed = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const result = await recomputeDeviceHealth({ db: handle.db });
      times.push(performance.now() - started);
      changed += result.changes.length;
      if (result.devices !== DEVICES) throw new Error(`scored ${result.devices} devices, not ${DEVICES}`);
    }
    const levels = (await handle.db.execute(
      sql.raw('select level, count(*)::int as n from device_health group by level order by level'),
    )) as unknown as { rows: { level: string; n: number }[] };
    const later = times.slice(1).sort((a, b) => a - b);
    console.log(
      `levels: ${levels.rows.map((r) => `${r.level} ${r.n}`).join(', ')}; changes reported: ${changed}`,
    );
    console.log(`first run (inserts): ${(times[0]! / 1000).toFixed(2)} s`);
    if (later.length > 0)
      console.log(
        `later runs (rewrites): median ${(later[Math.floor(later.length / 2)]! / 1000).toFixed(2)} s, ` +
          `min ${(later[0]! / 1000).toFixed(2)} s, max ${(later.at(-1)! / 1000).toFixed(2)} s (${later.length} runs)`,
      );
    console.log(
      `load average: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await handle.close();
    if (url && !reuse) await dropRunSchema(url, schema);
  }
}

await main();
