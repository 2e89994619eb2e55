import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { wakeSnoozedConversations } from './conversation-status.service.ts';

/** Every minute, and at start: snoozed conversations whose time has come are open again. */
export const snoozeWakeJob = (db: Database, live: LiveEvents) =>
  defineJob({
    id: 'chats-snooze-wake',
    payload: z.object({}),
    cron: '* * * * *',
    runAtStart: true,
    async handler(_payload, { log }) {
      const woken = await wakeSnoozedConversations({ db, live });
      if (woken > 0) log.info({ woken }, 'snoozed conversations opened');
    },
  });

export function chatJobs(db: Database, live: LiveEvents, queue: JobQueue) {
  queue.register(snoozeWakeJob(db, live));
}
