import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

/** The value at percentile `p` (0-100) of ascending `sorted` times (nearest rank below). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** "p50 | p95 | p99" of ascending `sorted` times in ms, one decimal, for a markdown row. */
export const percentileCells = (sorted: number[]) =>
  [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)).join(' | ');

/**
 * Times `call` one at a time, `runs` times after `warmups` (plans, caches), and prints a markdown
 * row: the label, what the last call showed, p50 | p95 | p99 in ms. Answers the row.
 */
export async function timeCase(label: string, call: () => Promise<string>, runs: number, warmups = 5) {
  for (let i = 0; i < warmups; i++) await call();
  let shown = await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    shown = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = `| ${label} | ${shown} | ${percentileCells(times)} |`;
  console.log(row);
  return row;
}

/** The machine's load averages (1, 5, 15 minutes), as figures are reported beside them. */
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
