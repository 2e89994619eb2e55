import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/test/processes.ts';
import type { Latency } from './load.ts';
import { type Started, tempFolder } from './processes.ts';
import { percentile } from './stats.ts';

// BENCH_METRICS=1: a third Siar on the same data with Prometheus metrics on (METRICS_TOKEN), whose
// cached read takes turns with the others', and a scraper reading its /metrics meanwhile, as
// Prometheus would (every BENCH_SCRAPE_SECONDS, 5 s; Prometheus's default is 15 s).
// BENCH_METRICS=control: the same third Siar with metrics off, to see what a twin process alone
// changes (the noise and the order of the turns).

const control = process.env.BENCH_METRICS === 'control';
export const metricsOn = process.env.BENCH_METRICS === '1' || control;
const TWIN = `customer check-if-subscribed, ${control ? 'twin with metrics off' : 'metrics on'}`;
const TOKEN = 'bench-metrics-token-0123456789';
const scrapeEveryMs = Number(process.env.BENCH_SCRAPE_SECONDS ?? 5) * 1000;

/** The environment of the metrics-on twin: on PGlite a copy of the data folder (one process each). */
function metricsEnv(env: Record<string, string>, port: number, pglite: boolean) {
  const twin: Record<string, string> = { ...env, PORT: String(port) };
  if (!control) twin.METRICS_TOKEN = TOKEN;
  if (pglite) {
    twin.DATA_DIR = tempFolder('siar-bench-');
    cpSync(env.DATA_DIR!, twin.DATA_DIR, { recursive: true });
    rmSync(join(twin.DATA_DIR, 'siar.pid'), { force: true });
  }
  return twin;
}

/** Scrapes `base`/metrics until stopped; answers each scrape's time and the last answer's size. */
function startScraper(base: string) {
  const times: number[] = [];
  let bytes = 0;
  const scrape = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`/metrics answered ${response.status}: ${text}`);
    times.push(performance.now() - started);
    bytes = text.length;
  };
  let failure: unknown;
  const timer = setInterval(() => void scrape().catch((error) => (failure = error)), scrapeEveryMs);
  return {
    stop(): { scrapes: Latency; bytes: number } {
      clearInterval(timer);
      if (failure) throw failure;
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 100) / 100;
      return {
        scrapes: {
          requests: times.length,
          perSecond: round(1000 / scrapeEveryMs),
          p50Ms: round(percentile(times, 50)),
          p95Ms: round(percentile(times, 95)),
          p99Ms: round(percentile(times, 99)),
        },
        bytes,
      };
    },
  };
}

/** Starts the twin and its scraper: the routes to measure on it, and the scrapes' figures at the end. */
export async function startMetricsTwin(
  env: Record<string, string>,
  pglite: boolean,
  start: (env: Record<string, string>, port: number) => Promise<Started>,
) {
  const port = await freePort();
  await start(metricsEnv(env, port, pglite), port);
  const base = `http://127.0.0.1:${port}`;
  const scraper = control ? undefined : startScraper(base);
  return {
    targets: (path: string, headers: Record<string, string>) => ({
      [TWIN]: { url: `${base}${path}`, headers },
    }),
    /** The scrapes, and the metrics-on read's rate over the plain cached read's, round by round. */
    stop: (rates: Record<string, { perRound: number[] }>) => {
      const on = rates[TWIN]!.perRound;
      const off = rates['customer check-if-subscribed']!.perRound;
      const ratios = on.map((r, i) => Math.round((r / off[i]!) * 1000) / 10);
      const sorted = [...ratios].sort((a, b) => a - b);
      return {
        ...scraper?.stop(),
        percentOfCachedRead: { perRound: ratios, median: percentile(sorted, 50) },
      };
    },
  };
}
