// Auto-replies on PostgreSQL (issue 20's benchmark), in a schema of its own, dropped at the end:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auto-replies
//
// 1. The decision: one account with BENCH_RULES (200) rules (keywords, regular expressions, a
//    welcome, an away, a fallback); BENCH_RUNS (1,000) messages from new numbers, each stored as a
//    gateway stores it, then decided in the same transaction. p50/p95/p99 in ms of storing alone,
//    of the decision when no rule answers, and of decision and answer (firing, actions, outbox row)
//    when one does: the issue asks the decision for < 2 ms at p99 on top of storing.
// 2. Throughput: BENCH_ACCOUNTS (20) accounts with 50 rules each, one device each, BENCH_MESSAGES
//    (10,000) messages through the gateway's writer (what a gateway runs for each message its
//    devices receive), offered at BENCH_RATE (1,000) a second and then all at once (the ceiling),
//    from new numbers and from numbers writing three times, a tenth delivered twice at the same
//    moment (a replay): messages written a second, the latency from offer to written, the CPU
//    a message costs here and in PostgreSQL, and every message answered exactly once.

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import { createRule } from '../apps/server/src/modules/auto-replies/auto-replies.service.ts';
import {
  answerIncomingMany,
  type FactsRecord,
  insertedMessageFacts,
} from '../apps/server/src/modules/auto-replies/index.ts';
import { storeIncomingBatch } from '../apps/server/src/modules/chats/index.ts';
import { textMessage } from '../apps/server/src/modules/chats/test/chat-data.ts';
import { createMediaStore } from '../apps/server/src/storage/index.ts';
import { deviceRow, template } from '../apps/server/src/test/campaign-data.ts';
import { createCustomer } from '../apps/server/src/test/factories.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import type { IncomingMessage } from '../apps/server/src/whatsapp/engine-port.ts';
import type { CoalescedAnnouncer } from '../apps/server/src/whatsapp/gateway/coalesced-announcer.ts';
import { incomingWriter } from '../apps/server/src/whatsapp/gateway/device-events.ts';
import { startCpuMeter } from './lib/cpu-meter.ts';
import { percentileCells } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('usage: DATABASE_URL=postgres://… npm run bench:auto-replies');
  process.exit(2);
}
const schema = 'bench_auto_replies';
const RULES = Number(process.env.BENCH_RULES ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 1_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 20);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
/** Messages offered a second (the issue asks a gateway to take 1,000). */
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
/** Messages decided before the timing starts (the first compiles the rules, warms the plans). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);

const WORDS = ['harga', 'promo', 'ongkir', 'stok', 'katalog', 'alamat', 'jam buka', 'diskon', 'cod', 'resi'];

/** `count` rules for the account: keywords (three modes), regular expressions, welcome, away, fallback. */
async function makeRules(db: Database, accountId: string, count: number) {
  const templateId = await template(db, accountId, '{Hi|Hello} {{name|kak}}, see example.com/{{phone}}');
  for (let i = 0; i < count - 3; i++) {
    const regex = i % 5 === 4;
    await createRule(db, accountId, {
      name: `Rule ${i}`,
      enabled: true,
      scope: 'all',
      device_ids: [],
      channel_id: null,
      trigger: regex ? 'regex' : 'keyword',
      match_mode: regex ? null : (['exact', 'contains', 'starts_with'] as const)[i % 3]!,
      keywords: regex ? [] : [`${WORDS[i % WORDS.length]}${i}`, `kata${i}`, `word ${i}`],
      pattern: regex ? `order\\s*#?${i}\\d{3,}` : null,
      once_window_hours: 24,
      template_id: templateId,
      quick_reply_id: null,
      add_group_ids: [],
      add_label_ids: [],
      assign_user_id: null,
      opt_action: null,
      min_delay_seconds: 2,
      max_delay_seconds: 6,
    });
  }
  const common = {
    enabled: true,
    scope: 'all' as const,
    device_ids: [],
    channel_id: null,
    match_mode: null,
    keywords: [],
    pattern: null,
    once_window_hours: 24,
    template_id: templateId,
    quick_reply_id: null,
    add_group_ids: [],
    add_label_ids: [],
    assign_user_id: null,
    opt_action: null,
    min_delay_seconds: 2,
    max_delay_seconds: 6,
  };
  await createRule(db, accountId, { ...common, name: 'Away', trigger: 'away' });
  await createRule(db, accountId, { ...common, name: 'Welcome', trigger: 'welcome', enabled: false });
  await createRule(db, accountId, { ...common, name: 'Fallback', trigger: 'fallback', enabled: false });
}

let seq = 0;
/** A message from a new number, or from number `from` (a number that may have written before). */
const message = (text: string, from = seq + 1): IncomingMessage => {
  seq += 1;
  return textMessage(`+62812${String(10_000_000 + from).slice(-8)}`, text, {
    waMessageId: `BENCH${seq}`,
    pushName: 'Sari',
  });
};

async function decisionFigures(db: Database) {
  const customer = await createCustomer(db);
  const deviceId = await deviceRow(db, customer.accountId);
  await makeRules(db, customer.accountId, RULES);
  const device = { id: deviceId, accountId: customer.accountId };
  const plain: number[] = [];
  const withFacts: number[] = [];
  const miss: number[] = [];
  const hit: number[] = [];
  for (let i = -WARMUP; i < RUNS; i++) {
    // Half the messages match no rule (the decision alone), half the last keyword rule (an answer);
    // one in four is stored without its facts, to show what reading them with the insert costs.
    const incoming = message(i % 2 === 0 ? `halo kak, mau tanya ${i}` : `mau word ${RULES - 4} dong`);
    const bare = i % 4 === 3;
    await db.transaction(async (tx) => {
      const t0 = performance.now();
      const [stored] = await storeIncomingBatch(
        tx,
        [{ device, message: incoming }],
        bare ? undefined : insertedMessageFacts(),
      );
      const t1 = performance.now();
      if (bare) {
        if (i >= 0) plain.push(t1 - t0);
        return;
      }
      const [answer] = await answerIncomingMany(tx, [
        {
          accountId: device.accountId,
          deviceId,
          messageId: stored!.messageId!,
          peerPhone: incoming.peer.phoneNumber!,
          pushName: 'Sari',
          text: incoming.text!,
          at: incoming.timestamp,
          facts: (stored!.read ?? null) as FactsRecord | null,
        },
      ]);
      const t2 = performance.now();
      if (i < 0) return;
      withFacts.push(t1 - t0);
      (answer ? hit : miss).push(t2 - t1);
    });
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  console.log(`| storing a message | ${percentileCells(sorted(plain))} |`);
  console.log(`| storing it, its facts read by the insert | ${percentileCells(sorted(withFacts))} |`);
  console.log(`| then the decision, no rule answers (${RULES} rules) | ${percentileCells(sorted(miss))} |`);
  console.log(
    `| then the decision and the answer queued (${RULES} rules) | ${percentileCells(sorted(hit))} |`,
  );
}

async function throughputAccounts(db: Database) {
  const devices: { id: string; accountId: string }[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const customer = await createCustomer(db);
    devices.push({ id: await deviceRow(db, customer.accountId), accountId: customer.accountId });
    await makeRules(db, customer.accountId, 50);
  }
  return devices;
}

type Offer = { label: string; rate: number | null };

/**
 * MESSAGES through the gateway's writer (what a gateway runs for each message its devices
 * receive), offered at `rate` a second (null: all at once, the gateway's ceiling), a tenth
 * delivered twice at the same moment; `perNumber` messages from each number (1: every message
 * opens a conversation). Latency is from the moment a message is offered to when it is written.
 */
async function throughputFigures(handle: DatabaseHandle, perNumber: number, offer: Offer) {
  const db = handle.db;
  const devices = await throughputAccounts(db);
  const announcer = { announce() {} } as unknown as CoalescedAnnouncer;
  // Text messages only: the media store is the database's.
  const writer = incomingWriter(db, createMediaStore({ db, s3: null, log: console }), announcer);
  // Each number writes once a round (its messages far apart), always to the same account's device.
  const numbers = Math.ceil(MESSAGES / perNumber);
  const firstNumber = seq + 1;
  const work = Array.from({ length: MESSAGES }, (_, i) => {
    const number = i % numbers;
    const incoming = message(
      i % 3 === 0 ? `mau word ${i % 47} dong` : `pesan biasa ${i}`,
      firstNumber + number,
    );
    return { device: devices[number % devices.length]!, incoming, replay: i % 10 === 0 };
  });
  const latencies: number[] = [];
  const written: Promise<void>[] = [];
  const cpu = await startCpuMeter(handle.pool!);
  const t0 = performance.now();
  let next = 0;
  const offerDue = () => {
    const due =
      offer.rate === null
        ? work.length
        : Math.min(work.length, Math.floor(((performance.now() - t0) / 1000) * offer.rate));
    for (; next < due; next++) {
      const item = work[next]!;
      const offeredAt = performance.now();
      const deliveries = item.replay ? [item.incoming, { ...item.incoming }] : [item.incoming];
      written.push(
        Promise.all(deliveries.map((m) => writer.receive({ device: item.device, message: m }))).then(() => {
          latencies.push(performance.now() - offeredAt);
        }),
      );
    }
  };
  while (next < work.length) {
    offerDue();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(written);
  const seconds = (performance.now() - t0) / 1000;
  const used = cpu.stop();
  const ids = sql.param(devices.map((d) => d.id));
  const [counts] = await rawRows<{ messages: number; firings: number; outbox: number; twice: number }>(
    db,
    sql`select (select count(*)::int from messages where direction = 'in' and device_id = any(${ids}::uuid[])) as messages,
               (select count(*)::int from auto_reply_firings where device_id = any(${ids}::uuid[])) as firings,
               (select count(*)::int from wa_outbox where purpose = 'auto_reply' and device_id = any(${ids}::uuid[])) as outbox,
               (select count(*)::int from (select message_id from auto_reply_firings group by message_id having count(*) > 1) t) as twice`,
  );
  const perMessage = (ms: number) => ((ms / MESSAGES) * 1000).toFixed(0);
  console.log(
    `| ${offer.label}, ${perNumber} a number | ${(MESSAGES / seconds).toFixed(0)} /s | ${percentileCells(latencies.sort((a, b) => a - b))} | Node ${perMessage(used.nodeMs)} µs, PostgreSQL ${perMessage(used.postgresMs)} µs | ${counts!.messages} stored, ${counts!.firings} answered (${counts!.outbox} outbox rows), ${counts!.twice} twice |`,
  );
}

async function main() {
  await dropRunSchema(url!, schema);
  const handle = await openDatabase({ url, schemaName: schema });
  await migrateDatabase(handle);
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('| step | p50 | p95 | p99 (ms) |\n| --- | --- | --- | --- |');
  await decisionFigures(handle.db);
  console.log(
    `\n${MESSAGES} messages (+${MESSAGES / 10} replays) to ${ACCOUNTS} accounts × 50 rules\n` +
      '| offered | written | latency p50 | p95 | p99 (ms) | CPU a message | outcome |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const perNumber of [1, 3]) {
    await throughputFigures(handle, perNumber, { label: `${RATE} a second`, rate: RATE });
    await throughputFigures(handle, perNumber, { label: 'all at once', rate: null });
  }
  await handle.close();
  if (!process.env.BENCH_KEEP) await dropRunSchema(url!, schema);
}

await main();
