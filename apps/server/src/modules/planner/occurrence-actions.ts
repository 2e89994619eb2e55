import type { OccurrenceState } from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import { isOccurrence } from './expand.ts';
import * as repo from './planner.repo.ts';
import type { PlannerDeps } from './planner-deps.ts';
import { findOwnSeries } from './series.service.ts';

// One date of a series: moved to another time, skipped, or brought back. An occurrence with no
// row is planned; these write its row (or move the one it has) through the occurrence's moves.

type Outcome = { series_id: string; occurs_at: string; run_at: string; state: 'planned' | OccurrenceState };

const outcome = (row: repo.OccurrenceRow): Outcome => ({
  series_id: row.seriesId,
  occurs_at: row.occursAt.toISOString(),
  run_at: row.runAt.toISOString(),
  state: row.state,
});

/** The series (not ended) and the occurrence's row, if it has one; refused when it is no date of the series. */
export async function occurrenceOf(deps: PlannerDeps, accountId: string, seriesId: string, occursAt: Date) {
  const series = await findOwnSeries(deps.db, accountId, seriesId);
  if (series.status === 'ended') throw AppError.conflict('series_ended');
  const row = await repo.findOccurrence(deps.db, seriesId, occursAt);
  if (row && (row.state === 'started' || row.state === 'missed')) throw AppError.conflict('occurrence_done');
  if (!row) {
    if (!isOccurrence(series, occursAt)) throw AppError.notFound('occurrence_not_found');
    if (series.handledUntil && occursAt <= series.handledUntil) throw AppError.conflict('occurrence_done');
  }
  return { series, row };
}

/**
 * Writes the occurrence's row in `to` (new), or moves its row there; a row another request or
 * the scheduler wrote meanwhile is moved if it still may be.
 */
async function setOccurrence(
  deps: PlannerDeps,
  series: repo.SeriesRow,
  row: repo.OccurrenceRow | undefined,
  occursAt: Date,
  to: 'moved' | 'skipped',
  runAt: Date,
): Promise<Outcome> {
  const values = { seriesId: series.id, accountId: series.accountId, occursAt, runAt, state: to };
  const inserted = row ? undefined : await repo.insertOccurrence(deps.db, values);
  if (inserted) return outcome(inserted);
  const current = row ?? (await repo.findOccurrence(deps.db, series.id, occursAt));
  const from: OccurrenceState[] = to === 'moved' ? ['moved', 'skipped'] : ['moved'];
  if (current?.state === 'skipped' && to === 'skipped') return outcome(current);
  const moved = current ? await repo.moveOccurrence(deps.db, current.id, from, to, { runAt }) : undefined;
  if (!moved) throw AppError.conflict('occurrence_done');
  return outcome(moved);
}

/** This one: the occurrence runs at `runAt` instead (a time to come). */
export async function moveOne(
  deps: PlannerDeps,
  accountId: string,
  seriesId: string,
  occursAt: Date,
  runAt: Date,
) {
  if (runAt.getTime() <= Date.now()) throw AppError.fields({ run_at: 'occurrence_run_at_past' });
  const { series, row } = await occurrenceOf(deps, accountId, seriesId, occursAt);
  const result = await setOccurrence(deps, series, row, occursAt, 'moved', runAt);
  await deps.jobs.wakeAt(runAt);
  return result;
}

/** Skips one date: it never runs (unless brought back). */
export async function skipOne(deps: PlannerDeps, accountId: string, seriesId: string, occursAt: Date) {
  const { series, row } = await occurrenceOf(deps, accountId, seriesId, occursAt);
  return setOccurrence(deps, series, row, occursAt, 'skipped', row?.runAt ?? occursAt);
}

/** Brings a skipped date back at its own time (which must still be to come). */
export async function restoreOne(deps: PlannerDeps, accountId: string, seriesId: string, occursAt: Date) {
  const { series, row } = await occurrenceOf(deps, accountId, seriesId, occursAt);
  if (row?.state !== 'skipped') throw AppError.conflict('occurrence_not_skipped');
  if (occursAt.getTime() <= Date.now()) throw AppError.conflict('occurrence_done');
  const moved = await repo.moveOccurrence(deps.db, row.id, ['skipped'], 'moved', { runAt: occursAt });
  if (!moved) throw AppError.conflict('occurrence_done');
  await deps.jobs.wakeAt(occursAt);
  return { ...outcome(moved), series_id: series.id };
}
