import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { moveRamps } from './new-chat-ramp.service.ts';

/**
 * Every hour, after the health job (:07): each device's ramp step moves for the day
 * (new-chat-ramp.service.ts moveRamps); not at start, where it would only lengthen the start (a day's
 * move waits an hour at most). A run twice or at once changes nothing more: a device moves
 * once a day, and the second run finds it moved today.
 */
export const newChatRampJob = (db: Database) =>
  defineJob({
    id: 'new-chat-ramp',
    payload: z.object({}),
    cron: '17 * * * *',
    async handler(_payload, { log }) {
      const { devices, moved } = await moveRamps(db);
      log.info({ devices, moved }, 'new-chat ramps moved');
    },
  });

export function newChatRampJobs(db: Database, queue: JobQueue) {
  queue.register(newChatRampJob(db));
}
