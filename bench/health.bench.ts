// GET /api/v1/health/ of the built Siar server against a bare Fastify hello-world, both started
// here as separate processes and loaded in turn by autocannon from this process.
// Run: npm run bench   (options: BENCH_SECONDS=10 BENCH_CONNECTIONS=10, DATABASE_URL=postgres://…)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { dropRunSchema, freePort } from '../apps/server/src/test/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function start(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`server did not start: ${args.join(' ')}`);
}

async function load(url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up, not counted
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
  };
}

if (!existsSync('apps/server/dist/main.js'))
  execFileSync('npm', ['run', 'build', '-w', '@siar/server'], { stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'siar-bench-'));
// On PostgreSQL a schema of its own, dropped at the end; PGlite lives in the temporary folder.
const schema = process.env.DATABASE_URL ? `bench_${process.pid}` : 'public';
const [helloPort, siarPort] = [await freePort(), await freePort()];
const hello = await start(
  ['bench/hello-server.mjs'],
  { PORT: String(helloPort) },
  `http://127.0.0.1:${helloPort}/`,
);
const siar = await start(
  ['apps/server/dist/main.js'],
  {
    PORT: String(siarPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_SCHEMA: schema,
  },
  `http://127.0.0.1:${siarPort}/api/v1/health/`,
);

try {
  const baseline = await load(`http://127.0.0.1:${helloPort}/`);
  const health = await load(`http://127.0.0.1:${siarPort}/api/v1/health/`);
  // The same hook chain without a database call: a visitor asking who they are.
  const noDatabase = await load(`http://127.0.0.1:${siarPort}/api/v1/auth/session/`);
  const report = {
    date: new Date().toISOString(),
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    seconds,
    connections,
    baseline,
    health,
    noDatabase,
    ratio: {
      requestsPerSecond: Number((health.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
      p99: Number((health.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(2)),
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/health-${report.database}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.table({
    'bare Fastify GET /': baseline,
    'Siar GET /api/v1/health/': health,
    'Siar GET /api/v1/auth/session/ (no DB)': noDatabase,
  });
  console.log(
    `health/baseline on ${report.database}: ${(report.ratio.requestsPerSecond * 100).toFixed(1)}% of the requests per second, p99 ${health.p99Ms} ms vs ${baseline.p99Ms} ms`,
  );
} finally {
  hello.kill('SIGTERM');
  siar.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) await dropRunSchema(process.env.DATABASE_URL, schema);
}
