import type { SeriesValues, UpdateSeriesRequest } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AccountActor } from '../audit/index.ts';
import { checkCampaignFields } from '../campaigns/index.ts';
import { occurrencesAfter } from './expand.ts';
import * as repo from './planner.repo.ts';
import { type PlannerDeps, zoneOf } from './planner-deps.ts';
import { campaignFieldsOf, mergeEdit, ruleColumns, settingColumns, valuesOf } from './series-values.ts';

// A recurring broadcast's life: made, edited, paused and resumed, ended, deleted. Its runs are the
// scheduler's (scheduler.ts); moving or skipping one date is occurrence-actions.ts.

async function wakeAtNext(deps: PlannerDeps, series: repo.SeriesRow) {
  const [next] = occurrencesAfter(series, new Date(), 1);
  if (next) await deps.jobs.wakeAt(next);
}

export async function createSeries(deps: PlannerDeps, caller: AccountActor, input: SeriesValues) {
  const { accountId } = caller;
  const zone = input.time_zone ?? (await zoneOf(deps.db, accountId));
  await checkCampaignFields(deps.db, accountId, campaignFieldsOf(input));
  const rule = ruleColumns(input, zone);
  const series = await deps.db.transaction(async (tx) =>
    repo.saveSeries(
      tx as unknown as Database,
      // Runs before now are not this series' to make up: it is handled up to its creation.
      { ...settingColumns(input), ...rule, accountId, name: input.name, handledUntil: new Date() },
      [...new Set(input.group_ids)],
      [...new Set(input.device_ids)],
    ),
  );
  await wakeAtNext(deps, series);
  return series.id;
}

export async function findOwnSeries(db: Database, accountId: string, seriesId: string) {
  const series = await repo.findSeries(db, accountId, seriesId);
  if (!series) throw AppError.notFound('series_not_found');
  return series;
}

/** Edits a series not ended: what is given, the rest kept; later runs follow the new rule. */
export async function updateSeries(
  deps: PlannerDeps,
  accountId: string,
  seriesId: string,
  patch: UpdateSeriesRequest,
) {
  const current = await findOwnSeries(deps.db, accountId, seriesId);
  if (current.status === 'ended') throw AppError.conflict('series_ended');
  const links = await repo.seriesLinks(deps.db, [seriesId]);
  const values = mergeEdit(valuesOf(current, links), patch);
  await checkCampaignFields(deps.db, accountId, campaignFieldsOf(values));
  const zone = values.time_zone ?? current.timeZone;
  const rule = ruleColumns(values, zone);
  const saved = await deps.db.transaction(async (tx) =>
    repo.saveSeries(
      tx as unknown as Database,
      { ...settingColumns(values), ...rule, accountId, name: values.name },
      patch.group_ids ? [...new Set(values.group_ids)] : undefined,
      patch.device_ids ? [...new Set(values.device_ids)] : undefined,
      seriesId,
    ),
  );
  await wakeAtNext(deps, saved);
}

export async function deleteSeries(deps: PlannerDeps, accountId: string, seriesId: string) {
  // Its runs' campaigns stay, with their results, among the campaigns.
  if (!(await repo.deleteSeries(deps.db, accountId, seriesId))) throw AppError.notFound('series_not_found');
}

type Control = 'pause' | 'resume' | 'end';

const CONTROLS = {
  pause: { from: ['active'], to: 'paused', refused: 'series_cannot_pause' },
  resume: { from: ['paused'], to: 'active', refused: 'series_cannot_resume' },
  end: { from: ['active', 'paused'], to: 'ended', refused: 'series_cannot_end' },
} as const;

/**
 * Pause, resume or end (RECURRING_MOVES). A resumed series is handled up to now: the dates it
 * was paused over are not made up.
 */
export async function controlSeries(
  deps: PlannerDeps,
  caller: AccountActor,
  seriesId: string,
  control: Control,
) {
  const { accountId } = caller;
  await findOwnSeries(deps.db, accountId, seriesId);
  const { from, to, refused } = CONTROLS[control];
  const patch =
    control === 'resume' ? { handledUntil: new Date(), updatedAt: new Date() } : { updatedAt: new Date() };
  const moved = await repo.moveSeries(deps.db, { accountId }, seriesId, from, to, patch, {
    by: { user: caller.id },
  });
  if (!moved) throw AppError.conflict(refused);
  if (control === 'resume') await wakeAtNext(deps, moved);
}
