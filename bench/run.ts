// npm run bench: the built Siar server against a bare Fastify hello-world, on PGlite or (with
// DATABASE_URL) PostgreSQL. Both run as processes of their own; every figure is printed and
// written to bench/results/<database>.json. See bench/README.md for what each part measures.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import pg from 'pg';
import { freePort } from '../apps/server/src/test/processes.ts';
import {
  BENCH_CUSTOMER,
  BENCH_PASSWORD,
  BENCH_STAFF,
  createDataset,
  datasetSchema,
} from './admin-dataset.ts';
import {
  assertSteady,
  getOk,
  type Latency,
  seconds,
  spread,
  type Throughput,
  throughput,
  timeRuns,
} from './lib/load.ts';
import { metricsOn, startMetricsTwin } from './lib/metrics-on.ts';
import { panelReads } from './lib/panel-reads.ts';
import { memoryOf, runBenchmark, type Started, startNode, tempFolder } from './lib/processes.ts';
import { printReport } from './lib/run-report.ts';
import {
  type Browser,
  CHEAP_CAPTCHA_ENV,
  logIn,
  openBrowser,
  signUp,
  solvedCaptcha,
} from './lib/siar-client.ts';

const url = process.env.DATABASE_URL;
const database = url ? 'postgres' : 'pglite';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const loginConcurrency = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 4);
// BENCH_ONLY=hot: the requests per second alone (no staff lists, no logins).
const hotOnly = process.env.BENCH_ONLY === 'hot';

/** The build, made again when its sources changed (scripts/build.mjs keeps their hash). */
function buildServerIfStale() {
  execFileSync('node', ['scripts/build.mjs', '--if-changed'], { stdio: 'inherit' });
}

/** The admin data set on PostgreSQL, made once (about 3 minutes) and kept for later runs. */
async function ensureDataset(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query(`select count(*)::int as n from "${datasetSchema()}".payments`)
    .catch(() => ({ rows: [{ n: 0 }] }));
  await client.end();
  if (rows[0].n >= 1_000_000) return;
  console.log(
    `making the admin data set in schema ${datasetSchema()} (once; drop it with bench/admin-dataset.ts drop)`,
  );
  console.log(await createDataset(databaseUrl, 1_000_000));
}

/** Search terms staff would type, taken from the data set: one customer's, and two others. */
async function sampleSearches(databaseUrl: string) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: `-c search_path="${datasetSchema()}"`,
  });
  await client.connect();
  const { rows } = await client.query(
    `select a.id, a.name, u.username, u.email, (select p.id from payments p where p.account_id = a.id limit 1) as payment_id
     from accounts a join users u on u.id = a.owner_user_id where u.username = 'owner_4242'`,
  );
  await client.end();
  const one = rows[0];
  return {
    'account name': one.name,
    'owner email': one.email,
    'owner username': one.username,
    'account id (first 8)': String(one.id).slice(0, 8),
    'payment id': one.payment_id,
    'no match': 'zzqqxx',
    'a tenth of accounts': 'Makmur',
  } as Record<string, string>;
}

/** Logins per second beside argon2 verifications per second in one process (the floor). */
async function loginFigures(browser: Browser, username: string) {
  const captchas = await Promise.all(Array.from({ length: 400 }, () => solvedCaptcha(browser)));
  const login = await timeRuns(async () => {
    await logIn(browser, username, BENCH_PASSWORD, captchas.pop());
  }, loginConcurrency);
  const passwordHash = await hash(BENCH_PASSWORD);
  const argon2Verify = await timeRuns(async () => {
    if (!(await verify(passwordHash, BENCH_PASSWORD))) throw new Error('argon2 verify failed');
  }, loginConcurrency);
  return { concurrency: loginConcurrency, login, argon2Verify };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function startSiar(env: Record<string, string>, port: number): Promise<Started> {
  return startNode(['apps/server/dist/main.js'], env, `http://127.0.0.1:${port}/api/v1/health/`);
}

/** Siar's environment; with DATABASE_URL, on the admin data set's schema (made first if need be). */
async function siarEnv(siarPort: number) {
  const env: Record<string, string> = {
    PORT: String(siarPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: tempFolder('siar-bench-'),
    ...CHEAP_CAPTCHA_ENV,
  };
  // BENCH_ROLE=api: Siar as an API process, without the gateway (Siar's default is all).
  if (process.env.BENCH_ROLE) env.ROLE = process.env.BENCH_ROLE;
  if (url) {
    await ensureDataset(url);
    env.DATABASE_SCHEMA = datasetSchema();
  }
  return env;
}

/** A first start (on PGlite a new data folder), where the customer signs up and logs in. */
async function firstStart(env: Record<string, string>, siarPort: number) {
  const first = await startSiar(env, siarPort);
  const base = `http://127.0.0.1:${siarPort}`;
  const browser = await openBrowser(base);
  const customerName = url ? BENCH_CUSTOMER : 'bench_customer';
  if (!url) await signUp(browser, customerName, BENCH_PASSWORD);
  const customer = browser.headers(await logIn(browser, customerName, BENCH_PASSWORD));
  const staff = url ? browser.headers(await logIn(browser, BENCH_STAFF, BENCH_PASSWORD)) : undefined;
  first.child.kill('SIGTERM');
  await new Promise((resolve) => first.child.once('exit', resolve));
  return { first, base, browser, customerName, customer, staff };
}

/**
 * Then two servers on that data: the default, restarted (its start-up timed), and one that
 * looks the session up on every request (SESSION_CACHE_SECONDS=0). PGlite admits one process
 * per folder, so the second gets a copy; sessions and the secret live in the data, so the same
 * cookies work on both.
 */
async function restartTwo(
  env: Record<string, string>,
  siarPort: number,
  uncachedPort: number,
  first: Started,
) {
  const uncachedEnv: Record<string, string> = {
    ...env,
    PORT: String(uncachedPort),
    SESSION_CACHE_SECONDS: '0',
  };
  if (!url) {
    uncachedEnv.DATA_DIR = tempFolder('siar-bench-');
    cpSync(env.DATA_DIR!, uncachedEnv.DATA_DIR, { recursive: true });
    rmSync(join(uncachedEnv.DATA_DIR, 'siar.pid'), { force: true });
  }
  const siar = await startSiar(env, siarPort);
  const startup = { firstMs: Math.round(first.startupMs), restartMs: Math.round(siar.startupMs) };
  const idleMemory = memoryOf(siar.child.pid!);
  await startSiar(uncachedEnv, uncachedPort);
  return { siar, startup, idleMemory, uncached: `http://127.0.0.1:${uncachedPort}` };
}

type Target = { url: string; headers: Record<string, string> };

/** Requests per second of each target, taking turns round after round, beside the first's (bare). */
async function requestRates(targets: Record<string, Target>) {
  for (const target of Object.values(targets)) {
    await assertSteady(target.url, target.headers);
    await throughput(target.url, target.headers, 2); // warm-up
  }
  const perRound: Record<string, Throughput[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [name, target] of Object.entries(targets)) {
      perRound[name]!.push(await throughput(target.url, target.headers));
    }
    console.log(`round ${round}/${rounds} done`);
  }
  const ratio = (runs: Throughput[], to: Throughput[]) =>
    spread(runs.map((r, i) => Math.round((r.requestsPerSecond / to[i]!.requestsPerSecond) * 1000) / 10));
  return Object.fromEntries(
    Object.entries(perRound).map(([name, runs]) => [
      name,
      {
        ...spread(runs.map((r) => r.requestsPerSecond)),
        ratioToBare: ratio(runs, perRound['bare Fastify GET /']!),
        // Issue 22 asks the panel's reads for 80% of the health route's rate, round by round.
        ratioToHealth: ratio(runs, perRound['health (select 1)']!),
        p99Ms: spread(runs.map((r) => r.p99Ms)),
        perRound: runs.map((r) => r.requestsPerSecond),
      },
    ]),
  );
}

/** Staff lists over the 1,000,000-payment data set: page 1, one request at a time. */
async function staffLists(databaseUrl: string, base: string, staff: Record<string, string>) {
  const lists: Record<string, Latency> = {};
  const payments = `${base}/api/v1/apanel/customer/payments/`;
  const subscriptions = `${base}/api/v1/apanel/customer/subscriptions/`;
  const pages: Record<string, string> = { 'payments, no search': payments };
  for (const [label, term] of Object.entries(await sampleSearches(databaseUrl))) {
    pages[`payments, ${label}`] = `${payments}?search=${encodeURIComponent(term)}`;
  }
  pages['payments, page 500 (the last one reachable)'] = `${payments}?page=500`;
  pages['subscriptions, no search'] = subscriptions;
  pages['subscriptions, account name'] =
    `${subscriptions}?search=${encodeURIComponent('Kedai Sentosa 4242')}`;
  for (const [label, page] of Object.entries(pages)) {
    await getOk(page, staff);
    lists[label] = await timeRuns(async () => {
      await getOk(page, staff);
    }, 1);
  }
  return lists;
}

await runBenchmark(async () => {
  buildServerIfStale();
  // Other work on the machine moves every figure; the load average is kept beside them.
  const loadBefore = loadavg()[0]!;
  const [helloPort, siarPort, uncachedPort] = [await freePort(), await freePort(), await freePort()];
  const hello = await startNode(
    ['bench/hello-server.mjs'],
    { PORT: String(helloPort) },
    `http://127.0.0.1:${helloPort}/`,
  );
  const env = await siarEnv(siarPort);
  const { first, base, browser, customerName, customer, staff } = await firstStart(env, siarPort);
  const { siar, startup, idleMemory, uncached } = await restartTwo(env, siarPort, uncachedPort, first);
  // BENCH_METRICS=1: the cached read again on a twin with Prometheus metrics on, scraped meanwhile.
  const twin = metricsOn ? await startMetricsTwin(env, !url, startSiar) : undefined;

  // 1. Requests per second, the bare hello-world and Siar's routes taking turns, round after round.
  const checkIfSubscribed = '/api/v1/account/subscription/check-if-subscribed/';
  const requestsPerSecond = await requestRates({
    'bare Fastify GET /': { url: `http://127.0.0.1:${helloPort}/`, headers: {} },
    'health (select 1)': { url: `${base}/api/v1/health/`, headers: browser.headers() },
    // Right after the health route, so that each round compares them under the same load.
    ...panelReads(base, customer),
    'customer check-if-subscribed': { url: `${base}${checkIfSubscribed}`, headers: customer },
    ...twin?.targets(checkIfSubscribed, customer),
    'customer check-if-subscribed, no session cache': {
      url: `${uncached}${checkIfSubscribed}`,
      headers: customer,
    },
    'customer auth/session': { url: `${base}/api/v1/auth/session/`, headers: customer },
    // The ceiling of any session lookup: the same hooks and serializer, no session at all.
    'visitor auth/session (no database)': { url: `${base}/api/v1/auth/session/`, headers: browser.headers() },
  });

  // 2. Staff lists over the 1,000,000-payment data set: page 1, one request at a time.
  const lists: Record<string, Latency> = staff && url && !hotOnly ? await staffLists(url, base, staff) : {};

  // 3. Logins (not with BENCH_ONLY=hot).
  const login = hotOnly ? undefined : await loginFigures(browser, customerName);
  const peakMemory = memoryOf(siar.child.pid!);

  const report = {
    date: new Date().toISOString(),
    database,
    loadAverage: { before: round1(loadBefore), after: round1(loadavg()[0]!) },
    seconds,
    rounds,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    startup,
    memoryMiB: {
      idle: idleMemory.rssMiB,
      peak: peakMemory.peakMiB,
      bareFastify: memoryOf(hello.child.pid!).rssMiB,
    },
    requestsPerSecond,
    metricsScrapes: twin?.stop(requestsPerSecond),
    lists,
    role: env.ROLE ?? 'all',
    login,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${database}.json`, `${JSON.stringify(report, null, 2)}\n`);
  printReport(report);
});
