import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { bossSchemaFor } from '../../jobs/boss.ts';
import { databaseGauges } from './database-gauges.ts';
import { recordHttpMetrics } from './http-metrics.ts';
import { processMetrics } from './metrics.registry.ts';
import { readDatabaseSnapshot } from './metrics.repo.ts';
import { metricsRoutes } from './metrics.routes.ts';

export { countSends } from './metrics.registry.ts';

/**
 * Prometheus metrics at /metrics, when METRICS_TOKEN is set: this app's request durations, the
 * database's figures read at each scrape, and the process's own (memory, event loop, sends).
 * Register before any other route, so that every route is timed.
 */
export async function registerMetrics(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle },
) {
  const token = deps.config.METRICS_TOKEN;
  if (!token) {
    await app.register(metricsRoutes({ token, scrape: async () => [] }));
    return;
  }
  const registry = new Registry();
  const process = processMetrics();
  recordHttpMetrics(app, registry);
  const gauges = databaseGauges(registry);
  const bossSchema = bossSchemaFor(deps.database.schemaName);
  const scrape = async () => {
    const snapshot = await readDatabaseSnapshot(deps.database.db, bossSchema).catch((error: unknown) => {
      app.log.warn({ err: error }, 'metrics: the database figures could not be read');
      return undefined;
    });
    gauges.set(snapshot);
    return [process, registry];
  };
  await app.register(metricsRoutes({ token, scrape }));
}
