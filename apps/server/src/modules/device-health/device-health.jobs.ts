import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { recomputeDeviceHealth } from './recompute-health.ts';

/**
 * Every hour, and at start: every device's health is recomputed, today's history row rewritten,
 * and a level that changed reported (recompute-health.ts). A run twice or at once changes nothing
 * more: the runs take turns, and the second finds the level already where the first left it.
 */
export const deviceHealthJob = (db: Database, live: LiveEvents) =>
  defineJob({
    id: 'device-health',
    payload: z.object({}),
    cron: '7 * * * *',
    runAtStart: true,
    async handler(_payload, { log }) {
      const started = performance.now();
      const { devices, changes } = await recomputeDeviceHealth({ db, live });
      log.info(
        { devices, changed: changes.length, ms: Math.round(performance.now() - started) },
        'device health recomputed',
      );
    },
  });

export function deviceHealthJobs(db: Database, live: LiveEvents, queue: JobQueue) {
  queue.register(deviceHealthJob(db, live));
}
