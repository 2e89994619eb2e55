import type { RunCampaign, Series, SeriesRun } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { countsOf } from '../campaigns/index.ts';
import * as calendarRepo from './calendar.repo.ts';
import { occurrencesAfter } from './expand.ts';
import * as repo from './planner.repo.ts';
import { toRunCampaign, toSeries } from './planner-view.ts';
import { findOwnSeries } from './series.service.ts';

const RUNS_SHOWN = 20;

/** The campaigns of occurrence rows, as the planner shows them, by id. */
export async function runCampaigns(db: Database, accountId: string, ids: string[]) {
  const [rows, counts] = await Promise.all([
    calendarRepo.campaignsByIds(db, accountId, ids),
    countsOf(db, ids),
  ]);
  return new Map<string, RunCampaign>(rows.map((row) => [row.id, toRunCampaign(row, counts.get(row.id))]));
}

/** The next runs: the rule's dates to come that were not moved or skipped, and the moved ones' new times. */
function nextRuns(series: repo.SeriesRow, runs: SeriesRun[], now: Date): Date[] {
  const taken = new Set(runs.map((r) => Date.parse(r.occurs_at)));
  const after = series.handledUntil && series.handledUntil > now ? series.handledUntil : now;
  const planned = occurrencesAfter(series, after, 3 + taken.size).filter((d) => !taken.has(d.getTime()));
  const moved = runs.filter((r) => r.state === 'moved' && Date.parse(r.run_at) > now.getTime());
  return [...planned, ...moved.map((r) => new Date(r.run_at))]
    .sort((a, b) => a.getTime() - b.getTime())
    .slice(0, 3);
}

async function describe(db: Database, accountId: string, rows: repo.SeriesRow[]): Promise<Series[]> {
  const ids = rows.map((r) => r.id);
  const [links, names, estimates, runRows] = await Promise.all([
    repo.seriesLinks(db, ids),
    repo.templateNames(
      db,
      rows.map((r) => r.templateId).filter((id): id is string => !!id),
    ),
    calendarRepo.seriesEstimates(db, accountId),
    repo.runsOf(db, ids, RUNS_SHOWN),
  ]);
  const campaignIds = runRows.map((r) => r.campaign_id).filter((id): id is string => !!id);
  const campaigns = await runCampaigns(db, accountId, campaignIds);
  const now = new Date();
  return rows.map((row) => {
    const runs: SeriesRun[] = runRows
      .filter((r) => r.series_id === row.id)
      .map((r) => ({
        occurs_at: new Date(r.occurs_at).toISOString(),
        run_at: new Date(r.run_at).toISOString(),
        state: r.state,
        campaign: r.campaign_id ? (campaigns.get(r.campaign_id) ?? null) : null,
      }));
    return toSeries(row, {
      templateName: row.templateId ? (names.get(row.templateId) ?? null) : null,
      groups: links.groups.filter((g) => g.seriesId === row.id).map(({ id, name }) => ({ id, name })),
      devices: links.devices.filter((d) => d.seriesId === row.id).map(({ id, name }) => ({ id, name })),
      nextRuns: row.status === 'ended' ? [] : nextRuns(row, runs, now),
      estimate: estimates.get(row.id) ?? 0,
      runs,
    });
  });
}

export async function listSeries(db: Database, accountId: string) {
  return { results: await describe(db, accountId, await repo.listSeries(db, accountId)) };
}

export async function getSeries(db: Database, accountId: string, seriesId: string) {
  const [series] = await describe(db, accountId, [await findOwnSeries(db, accountId, seriesId)]);
  return series!;
}
