import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const NAME = 'siar_http_request_duration_seconds';
/** Upper bounds in seconds; the last bucket (+Inf) is the count. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: { method: string; route: string; status_code: string };
  /** Observations per bucket (not cumulative), the last for above every bound. */
  counts: number[];
  sum: number;
}

/**
 * A histogram of request durations by method, route pattern (`/api/v1/cpanel/contacts/:id/`, never
 * the raw URL, so the labels stay few) and status code. Add before any route.
 *
 * Counted by hand rather than with prom-client's Histogram, whose `observe` hashes and checks the
 * labels on every call: here a request costs one map lookup and a few additions, and the
 * Prometheus text is made at the scrape.
 */
export function recordHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const series = new Map<string, Series>();
  // A callback hook: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    // Unknown paths share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let one = series.get(key);
    if (!one) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      one = { labels, counts: new Array<number>(BUCKETS.length + 1).fill(0), sum: 0 };
      series.set(key, one);
    }
    const seconds = reply.elapsedTime / 1000;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket++;
    one.counts[bucket]! += 1;
    one.sum += seconds;
    done();
  });
  registry.registerMetric({
    name: NAME,
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({
      name: NAME,
      help: 'Time to answer an HTTP request',
      type: 'histogram',
      aggregator: 'sum',
      values: [...series.values()].flatMap(histogramSamples),
    }),
  } as unknown as Parameters<Registry['registerMetric']>[0]);
}

/** One series' samples in the text format's order: cumulative buckets, +Inf, sum, count. */
function histogramSamples({ labels, counts, sum }: Series) {
  let cumulative = 0;
  const buckets = counts.map((count, i) => {
    cumulative += count;
    const le = i < BUCKETS.length ? String(BUCKETS[i]) : '+Inf';
    return { metricName: `${NAME}_bucket`, labels: { ...labels, le }, value: cumulative };
  });
  return [
    ...buckets,
    { metricName: `${NAME}_sum`, labels, value: sum },
    { metricName: `${NAME}_count`, labels, value: cumulative },
  ];
}
