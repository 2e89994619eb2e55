import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { runningImportIds } from './imports.repo.ts';
import { runImport } from './run-import.ts';

/** Batches one run of an import takes before it queues itself again (other imports get turns). */
const BATCHES_PER_RUN = 50;

export interface ContactJobs {
  /** Queues a started import; a process that runs no jobs leaves it to the sweep of one that does. */
  runImport(importId: string): Promise<void>;
}

export const contactImportJob = (db: Database) => {
  const job = defineJob({
    id: 'contacts-import',
    payload: z.object({ import_id: z.uuid() }),
    pollingIntervalSeconds: 0.5,
    async handler({ import_id: importId }, { send }) {
      if ((await runImport(db, importId, { maxBatches: BATCHES_PER_RUN })) === 'more') {
        await send(job, { import_id: importId });
      }
    },
  });
  return job;
};

/**
 * Every minute and at start: imports left running (their process crashed, or the API process
 * that started them runs no jobs) are queued again and go on from their committed count.
 */
export const contactImportSweepJob = (db: Database, importJob: ReturnType<typeof contactImportJob>) =>
  defineJob({
    id: 'contacts-import-sweep',
    payload: z.object({}),
    cron: '* * * * *',
    runAtStart: true,
    async handler(_payload, { send }) {
      for (const importId of await runningImportIds(db)) await send(importJob, { import_id: importId });
    },
  });

export function contactJobs(db: Database, queue: JobQueue): ContactJobs {
  const importJob = contactImportJob(db);
  queue.register(importJob);
  queue.register(contactImportSweepJob(db, importJob));
  return {
    async runImport(importId) {
      // Not fatal: the sweep queues it within a minute.
      await queue.send(importJob, { import_id: importId }).catch(() => {});
    },
  };
}
