import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MediaStore } from './media-store.ts';

/**
 * Deletes the S3 objects no media row holds any more (or ever did): those whose delete after a
 * row went failed, and uploads abandoned for a day. Every 10 minutes, and at start.
 */
export const mediaSweepJob = (media: MediaStore) =>
  defineJob({
    id: 'media-strays-sweep',
    payload: z.object({}),
    cron: '*/10 * * * *',
    runAtStart: true,
    async handler(_payload, { log }) {
      const swept = await media.sweep();
      if (swept > 0) log.info({ swept }, 'stray media objects deleted');
    },
  });

export function mediaStorageJobs(media: MediaStore, queue: JobQueue) {
  queue.register(mediaSweepJob(media));
}
