import type { Latency } from './load.ts';

// What `npm run bench` (bench/run.ts) prints at the end.

export type Report = {
  database: string;
  loadAverage: { before: number; after: number };
  startup: { firstMs: number; restartMs: number };
  memoryMiB: { idle: number; peak: number };
  requestsPerSecond: Record<
    string,
    {
      min: number;
      median: number;
      max: number;
      ratioToBare: { median: number };
      ratioToHealth: { min: number; median: number; max: number };
    }
  >;
  lists: Record<string, Latency>;
  /** BENCH_METRICS=1: the scrapes of the metrics-on twin during the rates, and the text's size. */
  metricsScrapes?: {
    scrapes?: Latency;
    bytes?: number;
    percentOfCachedRead: { perRound: number[]; median: number };
  };
  login: { login: unknown; argon2Verify: unknown } | undefined;
};

/** The figures of `npm run bench`, as tables on the console. */
export function printReport({
  database,
  loadAverage,
  startup,
  memoryMiB,
  requestsPerSecond,
  lists,
  metricsScrapes,
  login,
}: Report) {
  console.log(
    `\nload average ${loadAverage.before} before, ${loadAverage.after} after (2 cores)\n` +
      `${database}: start-up ${startup.firstMs} ms (first), ${startup.restartMs} ms (restart); RSS idle ${memoryMiB.idle} MiB, peak ${memoryMiB.peak} MiB`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(requestsPerSecond).map(([name, r]) => [
        name,
        {
          'req/s min': r.min,
          'req/s median': r.median,
          'req/s max': r.max,
          '% of bare (median)': r.ratioToBare.median,
          '% of health (min/median/max)': `${r.ratioToHealth.min} / ${r.ratioToHealth.median} / ${r.ratioToHealth.max}`,
        },
      ]),
    ),
  );
  if (metricsScrapes) {
    const { perRound, median } = metricsScrapes.percentOfCachedRead;
    console.log(
      `cached read on the twin, % of the first's, per round: ${perRound.join(', ')} (median ${median})`,
    );
    if (metricsScrapes.scrapes)
      console.table({ [`/metrics (${metricsScrapes.bytes} bytes)`]: metricsScrapes.scrapes });
  }

  if (Object.keys(lists).length > 0) console.table(lists);
  if (login) console.table({ 'web-login': login.login, 'argon2 verify alone': login.argon2Verify });
}
