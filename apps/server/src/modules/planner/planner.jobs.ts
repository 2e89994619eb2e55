import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { runScheduler } from './scheduler.ts';

/** Every minute, at start, and at a series' next run: due occurrences become campaigns (scheduler.ts). */
export const plannerTickJob = (db: Database, live: LiveEvents) =>
  defineJob({
    id: 'planner-tick',
    payload: z.object({}),
    cron: '* * * * *',
    runAtStart: true,
    pollingIntervalSeconds: 1,
    async handler(_payload, { log }) {
      const result = await runScheduler({ db, live });
      if (result.started + result.missed > 0) log.info(result, 'planner tick');
    },
  });

export interface PlannerJobs {
  /** A timer at a series' next run, so it starts on time rather than at the next minute. */
  wakeAt(at: Date): Promise<void>;
}

export function plannerJobs(db: Database, live: LiveEvents, queue: JobQueue): PlannerJobs {
  const tick = plannerTickJob(db, live);
  queue.register(tick);
  return {
    async wakeAt(at) {
      // A failed timer is logged by the queue and not fatal: the minute's tick runs it anyway.
      await queue.send(tick, {}, { startAfter: at, retryLimit: 3 }).catch(() => {});
    },
  };
}
