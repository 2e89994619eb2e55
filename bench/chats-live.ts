// The inbox's live path at scale (issue 24, part 10): a campaign's replies arriving at BENCH_RATE
// (100) a second, and BENCH_SOCKETS (50) members' tabs of the account; per message and tab, how long
// from its arrival until the tab's page has its data: the tab's conversation list answering with it.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:chats-live
//
// PostgreSQL only: one Siar process (the built server, `ROLE=all`: API, gateway and live channel)
// on a schema of its own, dropped at the end; an enterprise customer with BENCH_DEVICES (4) paired
// sandbox devices, connected by the gateway; the owner and BENCH_SOCKETS - 1 agents (the account
// lets agents see every conversation), each with a session and one tab. Then
// `POST /api/v1/cpanel/chats/sandbox-messages/` at BENCH_RATE a second for BENCH_SECONDS (10), each
// from a contact of its own, to the devices in turn, on a fixed schedule.
//
// Events carry no data and are coalesced (one per device and window), so events are not counted:
// each tab does what the page does on a `messages` event (bench/lib/live-tab.ts, modelled on
// features/live/live-refresher.ts: BENCH_REFRESH_WAIT_MS, the page's LIVE_REFRESH_WAIT_MS unless
// told, after an event; at most one request on its way; an event meanwhile asks once more) and asks
// page 1 of the conversation list with its member's session. A message has reached a tab when an
// answer holds its text as a conversation's last message. Its arrival is its incoming write (the
// store's transaction begun, `messages.created_at`, what a WhatsApp message pays too) and, for the
// whole sandbox path, the POST's start.

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { CHATS_PATHS, CONVERSATIONS_PAGE_SIZE } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { dropRunSchema, freePort } from '../apps/server/src/test/processes.ts';
import { LIVE_REFRESH_WAIT_MS } from '../apps/web/src/features/live/live-refresher.ts';
import { memberBrowsers } from './lib/bench-members.ts';
import { Tab } from './lib/live-tab.ts';
import { memoryOf, onCleanup, runBenchmark, startNode } from './lib/processes.ts';
import { devicesConnected, sandboxCustomer } from './lib/sandbox-customer.ts';
import { percentile } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
const deviceCount = Number(process.env.BENCH_DEVICES ?? 4);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 50);
const rate = Number(process.env.BENCH_RATE ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const refreshWaitMs = Number(process.env.BENCH_REFRESH_WAIT_MS ?? LIVE_REFRESH_WAIT_MS);

const round = (n: number) => Math.round(n * 10) / 10;
function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** The built server on its own schema (API, gateway and live channel in one process). */
async function startSiar(schema: string, port: number) {
  return startNode(
    ['apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url!,
      DATABASE_SCHEMA: schema,
      GATEWAY_NAME: 'bench-chats-live',
      RUN_JOBS: 'false',
    },
    `http://127.0.0.1:${port}/api/v1/health/`,
  );
}

/** The replies: one a contact, to the devices in turn, started on a fixed schedule. */
async function postMessages(base: string, headers: Record<string, string>, ids: string[], total: number) {
  const startedAt = new Map<string, number>();
  const postMs: number[] = [];
  const posts: Promise<void>[] = [];
  const sendFrom = performance.now();
  for (let i = 0; i < total; i++) {
    const due = sendFrom + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = `Bench reply ${i} ${randomBytes(3).toString('hex')}`;
    const started = performance.now();
    startedAt.set(text, started);
    posts.push(
      fetch(`${base}${CHATS_PATHS.sandboxMessage}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          device_id: ids[i % ids.length],
          from_phone: `0813${String(40_000_000 + i).padStart(8, '0')}`,
          text,
        }),
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`a sandbox message answered ${response.status}`);
        postMs.push(performance.now() - started);
      }),
    );
  }
  await Promise.all(posts);
  return { startedAt, postMs, sendFrom, sendEnd: performance.now() };
}

type StageRow = { text: string; posted: string; taken: string; stored: string };

/** When each message passed the sandbox's stages, by the database's clock (the same machine's). */
async function storedStages(db: Database, accountId: string) {
  return (
    (await db.execute(
      sql`select m.text, extract(epoch from s.sent_at) * 1000 as posted,
                 extract(epoch from s.delivered_at) * 1000 as taken, extract(epoch from m.created_at) * 1000 as stored
          from messages m join sandbox_messages s on s.wa_message_id = m.wa_message_id
          where m.account_id = ${accountId} and m.direction = 'in'
          order by m.created_at, m.id`,
    )) as unknown as { rows: StageRow[] }
  ).rows;
}

/** Per message and tab: from its store, and from its POST, to the tab's first event after the store and to its page. */
function tabFigures(tabs: Tab[], stages: StageRow[], startedAt: Map<string, number>) {
  const fromStore = { event: [] as number[], page: [] as number[] };
  const fromPost = {
    written: [] as number[],
    taken: [] as number[],
    stored: [] as number[],
    page: [] as number[],
  };
  let missed = 0;
  for (const row of stages) {
    const posted = startedAt.get(row.text)!;
    const stored = Number(row.stored) - performance.timeOrigin;
    fromPost.written.push(Number(row.posted) - performance.timeOrigin - posted);
    fromPost.taken.push(Number(row.taken) - performance.timeOrigin - posted);
    fromPost.stored.push(stored - posted);
    for (const tab of tabs) {
      const heard = tab.events.find((time) => time >= stored);
      if (heard !== undefined) fromStore.event.push(heard - stored);
      const listed = tab.listed.get(row.text);
      if (listed === undefined) missed++;
      else {
        fromStore.page.push(listed - stored);
        fromPost.page.push(listed - posted);
      }
    }
  }
  return { fromStore, fromPost, missed };
}

const line = (label: string, s: ReturnType<typeof summary>) =>
  console.log(`| ${label} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);

function printTables(postMs: number[], figures: ReturnType<typeof tabFigures>, tabs: Tab[]) {
  const { fromStore, fromPost } = figures;
  console.log('| from … to … | count | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  line("**its store begun → a tab's list answering with it** (per message and tab)", summary(fromStore.page));
  line("its store begun → the tab's first `messages` event after it", summary(fromStore.event));
  line('(a list request itself, page 1)', summary(tabs.flatMap((tab) => tab.requestMs)));
  line("its POST → a tab's list answering with it (the sandbox's whole path)", summary(fromPost.page));
  line('its POST → answered', summary(postMs));
  line('its POST → its sandbox row written', summary(fromPost.written));
  line("its POST → taken by the sandbox's post-office round", summary(fromPost.taken));
  line('its POST → its store begun', summary(fromPost.stored));
}

/** The tabs' refetch load: list requests a second from the first reply's store until the last reached a page. */
function refetchLoad(tabs: Tab[], from: number) {
  const to = Math.max(...tabs.flatMap((tab) => [...tab.listed.values()]));
  const starts = tabs.flatMap((tab) => tab.requestStarts);
  const during = starts.filter((at) => at >= from && at <= to).length;
  return { perSecond: round(during / ((to - from) / 1000)), total: starts.length };
}

await runBenchmark(async () => {
  if (!url) throw new Error('bench/chats-live.ts needs DATABASE_URL (a PostgreSQL server)');
  const schema = `bench_chatlive_${randomBytes(4).toString('hex')}`;
  onCleanup(() => dropRunSchema(url, schema));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const siar = await startSiar(schema, port);

  const handle = await openDatabase({ url, schemaName: schema });
  onCleanup(() => handle.close());
  const { db } = handle;
  const { customer, devices } = await sandboxCustomer(db, {
    key: 'chats_live',
    phone: '+6281299991111',
    deviceCount,
    firstDeviceNumber: 5_000_000,
  });
  const ids = devices.map((d) => d.id);
  await devicesConnected(db, ids, 60_000);
  const members = await memberBrowsers(db, base, customer, socketCount);

  const tabs = members.map((headers) => new Tab(base, headers, refreshWaitMs));
  await Promise.all(tabs.map((tab) => tab.open(port)));
  onCleanup(async () => {
    for (const tab of tabs) tab.close();
  });

  const total = rate * seconds;
  const loadBefore = loadavg()[0]!;
  const posted = await postMessages(base, members[0]!, ids, total);

  // Every tab has every message in its list, or 60 s have passed.
  const deadline = performance.now() + 60_000;
  while (tabs.some((tab) => tab.listed.size < total) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const loadAfter = loadavg()[0]!;
  const health = (await (await fetch(`${base}/api/v1/health/`)).json()) as {
    event_loop_delay: { p50_ms: number; p99_ms: number; max_ms: number };
  };
  const memory = memoryOf(siar.child.pid!);

  const stages = await storedStages(db, customer.accountId);
  if (stages.length === 0) throw new Error('no message was stored');
  // The replies' arrival as the product sees it: the stores' rate (the sandbox's one post office
  // may store slower than the POSTs come).
  const storeSeconds = (Number(stages.at(-1)!.stored) - Number(stages[0]!.stored)) / 1000;
  const figures = tabFigures(tabs, stages, posted.startedAt);
  const sendSeconds = (posted.sendEnd - posted.sendFrom) / 1000;
  const load = refetchLoad(tabs, Number(stages[0]!.stored) - performance.timeOrigin);

  console.log(
    `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (2 cores); ${total} replies in ${round(sendSeconds)} s (${round(total / sendSeconds)}/s) to ${deviceCount} devices, ${stages.length} stored in ${round(storeSeconds)} s (${round(stages.length / storeSeconds)}/s); ${socketCount} members' tabs, refetch wait ${refreshWaitMs} ms`,
  );
  printTables(posted.postMs, figures, tabs);
  console.log(
    `refetch load: ${load.perSecond} list requests/s from the tabs, from the first reply's store until the last reached a page (${load.total} in all, ${round(load.total / socketCount)} a tab)`,
  );
  console.log(
    `server: event loop p50 ${health.event_loop_delay.p50_ms} / p99 ${health.event_loop_delay.p99_ms} / max ${health.event_loop_delay.max_ms} ms, RSS ${memory.rssMiB} MiB (peak ${memory.peakMiB})`,
  );
  // A message that a page of newer conversations overtook before the tab's next answer is on page 2
  // by then: the page shows it where it belongs, not on page 1; it counts as not reached.
  console.log(
    `deliveries never on page 1 of a tab's answers (overtaken by ${CONVERSATIONS_PAGE_SIZE}+ newer ones first): ${figures.missed} of ${stages.length * socketCount}`,
  );
});
