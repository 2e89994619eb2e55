import { localDate } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { moveCampaign, runCampaignNow, saveCampaign } from '../campaigns/index.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { occurrencesAfter, occurrencesBetween } from './expand.ts';
import * as repo from './planner.repo.ts';
import { mayStillStart } from './run-window.ts';

// The scheduler (planner.jobs.ts runs it every minute, at start, and at a series' next run): each
// active series' occurrences due since `handled_until` become campaigns, or are marked missed; a
// moved occurrence runs at its `run_at`. Any number of processes may run it at once: an
// occurrence's row and its campaign are written in one transaction whose insert the unique key
// (series, instant) makes a no-op for everyone but the first.

export interface SchedulerDeps {
  db: Database;
  live: LiveEvents;
}

export interface TickResult {
  started: number;
  missed: number;
}

type Series = repo.SeriesRow;

/** The campaign of one occurrence, started now inside the caller's transaction. */
async function startCampaignOf(tx: Database, series: Series, runAt: Date): Promise<string> {
  const links = await repo.seriesLinks(tx, [series.id]);
  const groupIds = links.groups.map((g) => g.id);
  const deviceIds = links.devices.map((d) => d.id);
  const campaign = await saveCampaign(
    tx,
    {
      accountId: series.accountId,
      name: `${series.name} · ${localDate(runAt, series.timeZone)}`,
      templateId: series.templateId,
      status: 'draft',
      scheduledAt: runAt,
      minDelaySeconds: series.minDelaySeconds,
      maxDelaySeconds: series.maxDelaySeconds,
      typing: series.typing,
      dailyCapPerDevice: series.dailyCapPerDevice,
      windowStart: series.windowStart,
      windowEnd: series.windowEnd,
      skipNotOnWhatsapp: series.skipNotOnWhatsapp,
      withinBusinessHours: series.withinBusinessHours,
    },
    groupIds.length > 0 ? groupIds : undefined,
    deviceIds.length > 0 ? deviceIds : undefined,
  );
  const cancel = (reason: 'no_recipients' | 'template_deleted') =>
    moveCampaign(tx, series.accountId, campaign.id, ['draft'], 'cancelled', {
      statusReason: reason,
      finishedAt: new Date(),
    });
  if (groupIds.length === 0) await cancel('no_recipients');
  else {
    try {
      // A savepoint: a run that cannot start (no one to send to, template in the trash) is
      // cancelled with its reason, and the occurrence stays started, never retried.
      await runCampaignNow(tx, series.accountId, campaign.id, ['draft']);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await cancel(error.code === 'campaign_template_not_found' ? 'template_deleted' : 'no_recipients');
    }
  }
  return campaign.id;
}

/**
 * Starts one occurrence: its row (new, or its moved one) becomes `started` and its campaign is
 * made and started, all in one transaction. Answers the campaign's id, or undefined when another
 * process had started (or the customer had skipped) it.
 */
export async function startOccurrence(
  deps: SchedulerDeps,
  series: Series,
  occursAt: Date,
  moved?: repo.OccurrenceRow,
): Promise<string | undefined> {
  const campaignId = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const runAt = moved?.runAt ?? occursAt;
    const occurrence = moved
      ? await repo.moveOccurrence(tx, moved.id, ['moved'], 'started')
      : await repo.insertOccurrence(tx, {
          seriesId: series.id,
          accountId: series.accountId,
          occursAt,
          runAt,
          state: 'started',
        });
    if (!occurrence) return undefined;
    const id = await startCampaignOf(tx, series, runAt);
    await repo.linkCampaign(tx, occurrence.id, id);
    return id;
  });
  if (campaignId)
    await deps.live.publish({ account_id: series.accountId, topic: 'campaigns', id: campaignId });
  return campaignId;
}

async function handleSeries(deps: SchedulerDeps, series: Series, now: Date, result: TickResult) {
  const since = series.handledUntil ?? series.createdAt;
  for (const occursAt of occurrencesBetween(series, new Date(since.getTime() + 1), now)) {
    if (mayStillStart(series, occursAt, now)) {
      if (await startOccurrence(deps, series, occursAt)) result.started++;
    } else {
      const missed = await repo.insertOccurrence(deps.db, {
        seriesId: series.id,
        accountId: series.accountId,
        occursAt,
        runAt: occursAt,
        state: 'missed',
      });
      if (missed) result.missed++;
    }
  }
  await repo.advanceHandled(deps.db, series.id, now);
  // The rule has no run left and nothing moved waits: the series has ended.
  if (
    occurrencesAfter(series, now, 1).length === 0 &&
    (await repo.pendingMovedCount(deps.db, series.id)) === 0
  )
    await repo.moveSeries(deps.db, 'system', series.id, ['active'], 'ended');
}

/** One pass over every active series and every moved occurrence whose time came. */
export async function runScheduler(deps: SchedulerDeps, now = new Date()): Promise<TickResult> {
  const result: TickResult = { started: 0, missed: 0 };
  const active = await repo.activeSeries(deps.db);
  for (const series of active) await handleSeries(deps, series, now, result);
  const byId = new Map(active.map((s) => [s.id, s]));
  for (const { occurrence } of await repo.dueMoved(deps.db, now)) {
    const series = byId.get(occurrence.seriesId);
    if (!series) continue;
    if (mayStillStart(series, occurrence.runAt, now)) {
      if (await startOccurrence(deps, series, occurrence.occursAt, occurrence)) result.started++;
    } else if (await repo.moveOccurrence(deps.db, occurrence.id, ['moved'], 'missed')) result.missed++;
  }
  return result;
}
