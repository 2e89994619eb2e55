import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { createBoss } from './boss.ts';

/** A job: an id, a handler that re-checks state before it acts (so running twice is harmless). */
export interface JobDefinition<T extends object = object> {
  name: string;
  handler(data: T, context: JobContext): Promise<void>;
  /** Cron (UTC) for recurring jobs. */
  cron?: string;
  /** Also run once when the process starts, before the queue does (catches what came due while down). */
  runAtStart?: boolean;
  pollingIntervalSeconds?: number;
}

export interface JobContext {
  send: JobQueue['send'];
  log: FastifyBaseLogger;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job; with `startAfter` it is a timer that survives restarts. A no-op when jobs are off. */
  send(name: string, data: object, options?: { startAfter?: Date; retryLimit?: number }): Promise<void>;
  plugin: FastifyPluginAsync;
}

/**
 * The process's one pg-boss, on the database Siar already uses (PGlite through its `db` option).
 * Features define their jobs before the app is ready; the queue starts on ready and stops,
 * letting running handlers finish, on close. With `enabled` false nothing runs (tests).
 */
export function createJobQueue(database: DatabaseHandle, options: { enabled: boolean }): JobQueue {
  const definitions: JobDefinition[] = [];
  let boss: PgBoss | null = null;

  const send: JobQueue['send'] = async (name, data, sendOptions = {}) => {
    await boss?.send(name, data, sendOptions);
  };

  const plugin: FastifyPluginAsync = async (app) => {
    if (!options.enabled) return;
    const context: JobContext = { send, log: app.log };
    app.addHook('onReady', async () => {
      for (const definition of definitions.filter((d) => d.runAtStart)) {
        await definition.handler({}, context);
      }
      const started = createBoss(database);
      started.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      await started.start();
      for (const definition of definitions) {
        await started.createQueue(definition.name);
        await started.work<object>(
          definition.name,
          { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2 },
          async ([job]) => definition.handler(job!.data, context),
        );
        if (definition.cron) await started.schedule(definition.name, definition.cron);
      }
      boss = started;
    });
    app.addHook('onClose', async () => {
      const stopping = boss;
      boss = null;
      await stopping?.stop({ graceful: true, wait: true, timeout: 5000 });
    });
  };

  return {
    define: (definition) => definitions.push(definition as JobDefinition),
    send,
    plugin,
  };
}
