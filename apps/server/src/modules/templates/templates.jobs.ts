import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { deleteAbandonedMedia, deleteMediaIfUnused } from './media.repo.ts';
import { purgeDueTemplates } from './templates.repo.ts';

const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes for good the trashed templates whose purge date has come, with their attachments when
 * nothing else uses them, and uploads no template took within a day (an editor closed unsaved).
 * Each step deletes only what is still due, so a run twice, late or twice at once does no harm.
 */
export async function purgeTemplates(db: Database, now = new Date()) {
  let templates = 0;
  for (;;) {
    const purged = await purgeDueTemplates(db, now, BATCH);
    templates += purged.length;
    await deleteMediaIfUnused(db, [...new Set(purged.flatMap((row) => (row.mediaId ? [row.mediaId] : [])))]);
    if (purged.length < BATCH) break;
  }
  let media = 0;
  for (;;) {
    const deleted = await deleteAbandonedMedia(db, new Date(now.getTime() - DAY_MS), BATCH);
    media += deleted;
    if (deleted < BATCH) break;
  }
  return { templates, media };
}

/** Every hour, and once at start to catch up on what came due while no server ran. */
export const templatesPurgeJob = (db: Database) =>
  defineJob({
    id: 'templates-trash-purge',
    payload: z.object({}),
    cron: '7 * * * *',
    runAtStart: true,
    async handler(_payload, { log }) {
      const purged = await purgeTemplates(db);
      if (purged.templates + purged.media > 0) log.info({ purged }, 'templates purge');
    },
  });

export function templatesJobs(db: Database, queue: JobQueue) {
  queue.register(templatesPurgeJob(db));
}
