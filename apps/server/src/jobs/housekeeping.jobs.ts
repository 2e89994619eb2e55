import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { deleteAttemptsBefore, deleteExpiredSessions } from '../modules/auth/index.ts';
import { deleteExpiredRedemptions } from '../modules/captcha/index.ts';
import { defineJob } from './define-job.ts';
import type { JobQueue } from './job-queue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Drops what has no use left: ended sessions, spent captchas, login attempts older than a day. */
export async function runHousekeeping(db: Database, now = new Date()) {
  const sessions = await deleteExpiredSessions(db, now);
  await deleteExpiredRedemptions(db, now);
  await deleteAttemptsBefore(db, new Date(now.getTime() - DAY_MS));
  return { sessions };
}

export const housekeepingJob = (db: Database) =>
  defineJob({
    id: 'housekeeping',
    payload: z.object({}),
    cron: '*/15 * * * *',
    runAtStart: true,
    async handler(_payload, { log }) {
      const removed = await runHousekeeping(db);
      if (removed.sessions > 0) log.info(removed, 'housekeeping');
    },
  });

export function housekeepingJobs(db: Database, queue: JobQueue) {
  queue.register(housekeepingJob(db));
}
