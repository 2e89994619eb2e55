import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { reconcileStrandedSends } from '../../sending/index.ts';
import type { LiveEvents } from '../live/live-events.ts';
import * as repo from './campaigns.repo.ts';
import { runCampaignNow } from './start-campaign.ts';

/**
 * Starts a scheduled campaign whose time came. Re-checks everything: a campaign paused, edited
 * or cancelled meanwhile is left alone; one whose groups are empty now, or whose template went to
 * the trash, is cancelled with that reason rather than retried forever.
 */
async function startDue(db: Database, live: LiveEvents, campaign: { id: string; accountId: string }) {
  try {
    await runCampaignNow(db, campaign.accountId, campaign.id, ['scheduled']);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = error.code === 'campaign_template_not_found' ? 'template_deleted' : 'no_recipients';
    await repo.moveCampaign(db, campaign.accountId, campaign.id, ['scheduled'], 'cancelled', {
      statusReason: reason,
      finishedAt: new Date(),
    });
  }
  await live.publish({ account_id: campaign.accountId, topic: 'campaigns', id: campaign.id });
}

export const campaignStartJob = (db: Database, live: LiveEvents) => {
  const job = defineJob({
    id: 'campaign-start',
    payload: z.object({ campaign_id: z.uuid() }),
    pollingIntervalSeconds: 1,
    async handler({ campaign_id: campaignId }) {
      for (const due of await repo.dueScheduled(db)) if (due.id === campaignId) await startDue(db, live, due);
    },
  });
  return job;
};

/** Every minute and at start: scheduled campaigns whose time came, and sends a lost device stranded. */
export const campaignSweepJob = (db: Database, live: LiveEvents) =>
  defineJob({
    id: 'campaign-sweep',
    payload: z.object({}),
    cron: '* * * * *',
    runAtStart: true,
    async handler(_payload, { log }) {
      const due = await repo.dueScheduled(db);
      for (const campaign of due) await startDue(db, live, campaign);
      const stranded = await reconcileStrandedSends(db);
      for (const { account_id, campaign_id } of stranded)
        await live.publish({ account_id, topic: 'campaigns', id: campaign_id });
      if (due.length + stranded.length > 0)
        log.info({ started: due.length, stranded: stranded.length }, 'campaign sweep');
    },
  });

export interface CampaignJobs {
  scheduleStart(campaignId: string, at: Date): Promise<void>;
}

export function campaignJobs(db: Database, live: LiveEvents, queue: JobQueue): CampaignJobs {
  const start = campaignStartJob(db, live);
  queue.register(start);
  queue.register(campaignSweepJob(db, live));
  return {
    async scheduleStart(campaignId, at) {
      // A failed timer is logged by the queue and not fatal: the minute sweep starts it anyway.
      await queue.send(start, { campaign_id: campaignId }, { startAfter: at, retryLimit: 5 }).catch(() => {});
    },
  };
}
