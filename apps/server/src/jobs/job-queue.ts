import type { FastifyPluginAsync } from 'fastify';
import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import { whileHoldingLock } from '../db/advisory-locks.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createBoss } from './boss.ts';
import type { JobContext, JobDefinition, SendOptions } from './define-job.ts';

export interface JobQueue {
  /** Makes a job runnable in this process; features register theirs before the app is ready. */
  register(job: JobDefinition): void;
  /**
   * Queues a job with a payload its schema accepts. A failure to queue is logged with the job and
   * thrown: the caller decides whether something else (a sweep) covers for it.
   */
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options?: SendOptions): Promise<void>;
  plugin: FastifyPluginAsync;
}

/**
 * The process's one pg-boss, on the database Siar already uses (PGlite through its `db` option).
 * The queue starts on ready and stops, letting running handlers finish, on close. With `enabled`
 * false nothing runs and nothing is queued (tests, API-only processes).
 */
export function createJobQueue(database: DatabaseHandle, options: { enabled: boolean }): JobQueue {
  const jobs: JobDefinition[] = [];
  let boss: PgBoss | null = null;
  let log: JobContext['log'] | undefined;

  const send: JobQueue['send'] = async (job, payload, sendOptions = {}) => {
    if (!boss) return;
    const data = job.payload.parse(payload) as object;
    try {
      await boss.send(job.id, data, sendOptions);
    } catch (error) {
      log?.error({ err: error, job: job.id, payload: data }, 'could not queue a job');
      throw error;
    }
  };

  const plugin: FastifyPluginAsync = async (app) => {
    if (!options.enabled) return;
    log = app.log;
    const context: JobContext = { send, log: app.log };
    const run = async (job: JobDefinition, data: unknown) => {
      const parsed = job.payload.safeParse(data ?? {});
      // A payload its schema refuses cannot succeed on a retry: say so once and drop it.
      if (!parsed.success)
        return app.log.error({ job: job.id, data, issues: parsed.error.issues }, 'bad job payload');
      await job.handler(parsed.data, context);
    };
    app.addHook('onReady', async () => {
      for (const job of jobs.filter((j) => j.runAtStart)) await run(job, {});
      const started = createBoss(database);
      started.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      // Processes starting together on a new database (or a release with a new job) would make
      // the same queues at once, and pg-boss's create_queue deadlocks then: they take turns.
      await whileHoldingLock(database, 'siar:job-queues', async () => {
        await started.start();
        for (const job of jobs) {
          await started.createQueue(job.id);
          if (job.cron) await started.schedule(job.id, job.cron);
        }
      });
      for (const job of jobs)
        await started.work<object>(
          job.id,
          { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
          async ([item]) => run(job, item?.data),
        );
      boss = started;
    });
    app.addHook('onClose', async () => {
      const stopping = boss;
      boss = null;
      await stopping?.stop({ graceful: true, wait: true, timeout: 5000 });
    });
  };

  return { register: (job) => jobs.push(job), send, plugin };
}
