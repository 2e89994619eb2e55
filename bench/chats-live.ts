// A sandbox contact's message to the browsers of the account (issue 11's second benchmark): how
// long from the POST that makes a sandbox contact write, to each websocket's `messages` event, and
// to the conversation list answering with that message, as a browser asks for it on the event.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:chats-live
//
// PostgreSQL only: one Siar process (the built server, `ROLE=all`: API, gateway and live channel)
// on a schema of its own, dropped at the end; an enterprise customer with BENCH_DEVICES (4) paired
// sandbox devices, connected by the gateway; BENCH_SOCKETS (10) websockets of the account. Then
// `POST /api/v1/cpanel/chats/sandbox-messages/` at BENCH_RATE (20) a second for BENCH_SECONDS (10),
// each from a contact of its own, to the devices in turn.
//
// Events carry no data (which conversation changed is not said), so a socket's k-th `messages`
// event is matched to the k-th message stored: the sandbox's post office stores the messages of a
// round one after the other, each transaction announcing its message before the next begins, so
// the events come in the order of the rows' `created_at` (the check that every socket got exactly
// one event per message fails the run otherwise).
//
// The list: each socket does what the panel's live refresher does (features/live/live-refresher.ts):
// on an event it waits BENCH_REFRESH_WAIT_MS (200, the panel's wait) and then asks page 1 of the
// conversations again, never while its previous request is on its way (it waits another round).
// A message counts as listed for that socket when an answer holds its text as a conversation's
// last message. BENCH_REFRESH_WAIT_MS=0 shows the list's own delay without the panel's wait.

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { CHATS_PATHS, CONVERSATIONS_PAGE_SIZE, COOKIES, CSRF_HEADER } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/sessions.service.ts';
import { dropRunSchema, freePort } from '../apps/server/src/test/processes.ts';
import { Tab } from './lib/live-tab.ts';
import { memoryOf, onCleanup, runBenchmark, startNode } from './lib/processes.ts';
import { devicesConnected, sandboxCustomer } from './lib/sandbox-customer.ts';
import { percentile } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
const deviceCount = Number(process.env.BENCH_DEVICES ?? 4);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const refreshWaitMs = Number(process.env.BENCH_REFRESH_WAIT_MS ?? 200);

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

function cookieValue(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = pair!.split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
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

/** A browser's cookies: the session, and the CSRF token the server issues for that session. */
async function browserHeaders(db: Database, base: string, userId: string) {
  const session = await startSession(db, { userId, maxAgeSeconds: 3600 });
  const csrf = cookieValue(
    await fetch(`${base}/api/v1/health/`, { headers: { cookie: `${COOKIES.session}=${session}` } }),
    COOKIES.csrf,
  );
  if (!csrf) throw new Error('the server set no CSRF cookie for the session');
  return { cookie: `${COOKIES.csrf}=${csrf}; ${COOKIES.session}=${session}`, [CSRF_HEADER]: csrf };
}

/** The messages: one a contact, to the devices in turn, started on a fixed schedule. */
async function postMessages(base: string, headers: Record<string, string>, ids: string[], total: number) {
  const startedAt = new Map<string, number>();
  const postMs: number[] = [];
  const posts: Promise<void>[] = [];
  const sendFrom = performance.now();
  for (let i = 0; i < total; i++) {
    const due = sendFrom + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = `Bench message ${i} ${randomBytes(3).toString('hex')}`;
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
  return { startedAt, postMs, sendSeconds: (performance.now() - sendFrom) / 1000 };
}

type StageRow = { text: string; posted: string; taken: string; stored: string };

/**
 * The order the messages were stored in (the order of the events), and when each passed the
 * sandbox's stages, by the database's clock (the same machine's): the POST's row written, taken
 * by the post office's round, its store's transaction begun.
 */
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

/**
 * The first `messages` event a tab heard at or after `at` (performance.now time): live events are
 * coalesced (one per device and 100 ms window), so an event stands for every message stored before
 * it, and a message's is the first that follows its store.
 */
const firstEventAfter = (tab: Tab, at: number) => tab.events.find((time) => time >= at);

/** Per message, from its POST to each stage; and the product's own part after the store. */
function stageFigures(stages: StageRow[], startedAt: Map<string, number>, tabs: Tab[]) {
  const epoch = (at: number) => performance.timeOrigin + at;
  const stage = {
    written: [] as number[],
    taken: [] as number[],
    stored: [] as number[],
    event: [] as number[],
  };
  // From a store's start to each socket's event: the product's own way (the store's transaction,
  // its NOTIFY, the fan-out), which a real WhatsApp message pays too; and one store's time, as the
  // gap to the next store of the same round (the round stores its messages one after the other).
  const storeToSocket: number[] = [];
  const storeMs: number[] = [];
  for (const [k, row] of stages.entries()) {
    const started = epoch(startedAt.get(row.text)!);
    const storedAt = Number(row.stored) - performance.timeOrigin;
    const heard = tabs.map((tab) => firstEventAfter(tab, storedAt));
    stage.written.push(Number(row.posted) - started);
    stage.taken.push(Number(row.taken) - started);
    stage.stored.push(Number(row.stored) - started);
    stage.event.push(Math.min(...heard.map((time) => epoch(time ?? Number.POSITIVE_INFINITY))) - started);
    for (const time of heard) if (time !== undefined) storeToSocket.push(epoch(time) - Number(row.stored));
    const next = stages[k + 1];
    if (next && next.taken === row.taken) storeMs.push(Number(next.stored) - Number(row.stored));
  }
  return { stage, storeToSocket, storeMs };
}

/** Per socket and message, from the POST to the first event after its store, and to a list answer holding it. */
function tabFigures(tabs: Tab[], stages: StageRow[], startedAt: Map<string, number>) {
  const toSocket: number[] = [];
  const toList: number[] = [];
  const missed: string[] = [];
  for (const [n, tab] of tabs.entries()) {
    for (const row of stages) {
      const started = startedAt.get(row.text)!;
      const heard = firstEventAfter(tab, Number(row.stored) - performance.timeOrigin);
      if (heard !== undefined) toSocket.push(heard - started);
      const listed = tab.listed.get(row.text);
      if (listed === undefined) missed.push(`socket ${n}: ${row.text}`);
      else toList.push(listed - started);
    }
  }
  return { toSocket, toList, missed };
}

const line = (label: string, s: ReturnType<typeof summary>) =>
  console.log(`| ${label} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);

function printTables(
  posted: { postMs: number[] },
  perTab: ReturnType<typeof tabFigures>,
  perStage: ReturnType<typeof stageFigures>,
  tabs: Tab[],
) {
  console.log('| from the POST to … | deliveries | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  line('the POST answered', summary(posted.postMs));
  line(
    "each socket's first `messages` event after its store (events are coalesced)",
    summary(perTab.toSocket),
  );
  line('the conversation list answering with it', summary(perTab.toList));
  line('(a list request itself)', summary(tabs.flatMap((tab) => tab.requestMs)));
  console.log('| stage, from the POST to … (per message) | messages | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const { stage } = perStage;
  line("its sandbox row written (the POST's insert)", summary(stage.written));
  line("taken by the sandbox's post office round", summary(stage.taken));
  line("its store begun (behind the round's earlier messages)", summary(stage.stored));
  line('the first socket hearing it', summary(stage.event));
  line("(from its store begun to each socket: the product's own part)", summary(perStage.storeToSocket));
  line('(one store, the gap to the next in its round)', summary(perStage.storeMs));
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
  const headers = await browserHeaders(db, base, customer.userId);

  const tabs = Array.from({ length: socketCount }, () => new Tab(base, headers, refreshWaitMs));
  await Promise.all(tabs.map((tab) => tab.open(port)));
  onCleanup(async () => {
    for (const tab of tabs) tab.socket.terminate();
  });

  const total = rate * seconds;
  const loadBefore = loadavg()[0]!;
  const posted = await postMessages(base, headers, ids, total);

  // Every tab has every message in its list, or 30 s have passed.
  const deadline = performance.now() + 30_000;
  while (tabs.some((tab) => tab.listed.size < total) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const loadAfter = loadavg()[0]!;
  const health = (await (await fetch(`${base}/api/v1/health/`)).json()) as {
    event_loop_delay: { p50_ms: number; p99_ms: number; max_ms: number };
  };
  const memory = memoryOf(siar.child.pid!);

  const stages = await storedStages(db, customer.accountId);
  const stored = stages.map((row) => row.text);
  if (stored.length !== total) throw new Error(`${stored.length} of ${total} messages were stored`);
  const perStage = stageFigures(stages, posted.startedAt, tabs);
  const perTab = tabFigures(tabs, stages, posted.startedAt);
  const [unread] = (
    (await db.execute(
      sql`select count(*)::int as n from conversations where account_id = ${customer.accountId} and unread_count > 0`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;

  console.log(
    `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (2 cores); ${total} messages in ${round(posted.sendSeconds)} s (${round(total / posted.sendSeconds)}/s) to ${deviceCount} devices, ${socketCount} sockets, list refetch wait ${refreshWaitMs} ms`,
  );
  printTables(posted, perTab, perStage, tabs);
  console.log(
    `server: event loop p50 ${health.event_loop_delay.p50_ms} / p99 ${health.event_loop_delay.p99_ms} / max ${health.event_loop_delay.max_ms} ms, RSS ${memory.rssMiB} MiB (peak ${memory.peakMiB}); conversations unread ${unread?.n}`,
  );
  // A message that more than a page of newer conversations overtook before the tab's next list
  // answer is on page 2 by then: the page shows it where it belongs, not on page 1.
  console.log(
    `deliveries never on page 1 of a tab's list answers (overtaken by ${CONVERSATIONS_PAGE_SIZE}+ newer ones first): ${perTab.missed.length} of ${total * socketCount}`,
  );
});
