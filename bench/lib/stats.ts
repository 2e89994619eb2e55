/** The value at percentile `p` (0-100) of ascending `sorted` times (nearest rank below). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** "p50 | p95 | p99" of ascending `sorted` times in ms, one decimal, for a markdown row. */
export const percentileCells = (sorted: number[]) =>
  [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)).join(' | ');
