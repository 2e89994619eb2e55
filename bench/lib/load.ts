import autocannon from 'autocannon';
import { percentile } from './stats.ts';

// Load generators: autocannon for requests per second, and a plain loop for exact latency
// percentiles (autocannon reports p97.5, not p95) and for requests that differ each time.

export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Requests per second of GET `url` with these headers; fails on any non-2xx answer. */
export async function throughput(url: string, headers: Record<string, string> = {}, duration = seconds) {
  const result = await autocannon({ url, headers, connections, duration });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  } satisfies Throughput;
}

export interface Latency {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Runs `once` from `concurrency` loops for `duration` seconds and times every run. */
export async function timeRuns(once: () => Promise<void>, concurrency: number, duration = seconds) {
  const times: number[] = [];
  const end = performance.now() + duration * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: round(times.length / duration),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
  } satisfies Latency;
}

/** GET `url` and fail unless it answers 200 (the body is read, as a browser would). */
export async function getOk(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * A browser in its steady state gets no new cookie on a read; one that does is sending stale
 * cookies, and the figures would measure the renewal, not the read.
 */
export async function assertSteady(url: string, headers: Record<string, string>) {
  const renewed = (await getOk(url, headers)).headers.getSetCookie();
  if (renewed.length > 0) throw new Error(`${url} set cookies on a repeated read: ${renewed.join('; ')}`);
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor((sorted.length - 1) / 2)]!, max: sorted.at(-1)! };
}
