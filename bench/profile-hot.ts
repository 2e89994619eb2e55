// Where a hot-path request's CPU goes: the built Siar and the bare hello-world, each under
// autocannon on one route at a time with `node --cpu-prof`. Prints requests per second, the
// server's CPU time per request (from /proc: steadier than req/s on a shared machine) and, per
// route, the functions with the most self time in that route's window. The .cpuprofile files stay
// in the printed folder for Chrome's DevTools.
//
//   npm run build -w @siar/server && node --import tsx bench/profile-hot.ts      # PGlite
//   DATABASE_URL=postgres://… node --import tsx bench/profile-hot.ts             # a schema of its own
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropRunSchema, freePort } from '../apps/server/src/test/processes.ts';
import { BENCH_PASSWORD } from './admin-dataset.ts';
import { assertSteady, seconds, throughput } from './lib/load.ts';
import { onCleanup, runBenchmark, type Started, startNode, tempFolder } from './lib/processes.ts';
import { CHEAP_CAPTCHA_ENV, logIn, openBrowser, signUp } from './lib/siar-client.ts';

const profileDir = mkdtempSync(join(tmpdir(), 'siar-profile-'));
// BENCH_PROFILE=0: the figures alone, without the profiler's own cost.
const profiling = process.env.BENCH_PROFILE !== '0';
const profiled = (name: string) =>
  profiling ? ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-name', `${name}.cpuprofile`] : [];
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);

/** User plus system CPU time of a process so far, in microseconds (Linux /proc, 100 ticks/s). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

// V8's profile clock and process.hrtime are both the monotonic clock, in µs here.
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

interface Window {
  route: string;
  file: string;
  from: number;
  to: number;
  requests: number;
}

async function measure(
  route: string,
  file: string,
  server: Started,
  url: string,
  headers: Record<string, string>,
) {
  const pid = server.child.pid!;
  await assertSteady(url, headers);
  await throughput(url, headers, 2); // warm-up
  const [cpuBefore, from] = [cpuMicros(pid), nowMicros()];
  const result = await throughput(url, headers);
  const [cpuAfter, to] = [cpuMicros(pid), nowMicros()];
  const requests = result.requestsPerSecond * seconds;
  const row = {
    route,
    'req/s': result.requestsPerSecond,
    'CPU µs/request': Math.round((cpuAfter - cpuBefore) / requests),
  };
  return { row, window: { route, file, from, to, requests } satisfies Window };
}

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self and inclusive time per function in the window, in µs per request, the largest first. */
function topFunctions(window: Window, by: 'self' | 'total') {
  const profile = JSON.parse(readFileSync(join(profileDir, window.file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) => {
    const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\//, '');
    return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, micros: number) =>
    map.set(key, (map.get(key) ?? 0) + micros);
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i]!;
    time += delta;
    if (time < window.from || time > window.to) continue;
    add(self, nameOf(byId.get(profile.samples[i]!)!), delta);
    // Each function once per stack, however deep its recursion.
    const onStack = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      onStack.add(nameOf(byId.get(id)!));
    }
    for (const name of onStack) add(inclusive, name, delta);
  }
  const perRequest = (micros: number) => Math.round((micros / window.requests) * 100) / 100;
  return [...(by === 'self' ? self : inclusive)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name]) => ({
      function: name,
      'self µs/req': perRequest(self.get(name) ?? 0),
      'total µs/req': perRequest(inclusive.get(name)!),
    }));
}

await runBenchmark(async () => {
  const [helloPort, siarPort] = [await freePort(), await freePort()];
  const hello = await startNode(
    [...profiled('hello'), 'bench/hello-server.mjs'],
    { PORT: String(helloPort) },
    `http://127.0.0.1:${helloPort}/`,
  );
  const env: Record<string, string> = {
    PORT: String(siarPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: tempFolder('siar-profile-'),
    ...CHEAP_CAPTCHA_ENV,
  };
  const url = process.env.DATABASE_URL;
  if (url) {
    env.DATABASE_SCHEMA = `bench_profile_${process.pid}`;
    onCleanup(() => dropRunSchema(url, env.DATABASE_SCHEMA!));
  }
  const base = `http://127.0.0.1:${siarPort}`;
  const siar = await startNode(
    [...profiled('siar'), 'apps/server/dist/main.js'],
    env,
    `${base}/api/v1/health/`,
  );
  const browser = await openBrowser(base);
  await signUp(browser, 'profile_customer', BENCH_PASSWORD);
  const customer = browser.headers(await logIn(browser, 'profile_customer', BENCH_PASSWORD));
  const runs = [
    await measure('bare Fastify GET /', 'hello.cpuprofile', hello, `http://127.0.0.1:${helloPort}/`, {}),
    await measure(
      'customer check-if-subscribed',
      'siar.cpuprofile',
      siar,
      `${base}/api/v1/account/subscription/check-if-subscribed/`,
      customer,
    ),
    await measure(
      'visitor auth/session',
      'siar.cpuprofile',
      siar,
      `${base}/api/v1/auth/session/`,
      browser.headers(),
    ),
  ];
  // The profiles are written as the processes exit.
  for (const { child } of [hello, siar]) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  console.table(runs.map((r) => r.row));
  for (const { window } of profiling ? runs : []) {
    for (const by of ['self', 'total'] as const) {
      console.log(`\n${window.route}: the functions of most ${by} time`);
      console.table(topFunctions(window, by));
    }
  }
  console.log(`profiles: ${profileDir}`);
});
