import { localClock, localDate, type SeriesValues, WEEKDAYS, type Weekday } from '@siar/shared';
import rrule from 'rrule';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { occurrencesBetween } from './expand.ts';
import { occurrenceOf } from './occurrence-actions.ts';
import * as repo from './planner.repo.ts';
import type { PlannerDeps } from './planner-deps.ts';
import { ruleColumns, settingColumns, valuesOf } from './series-values.ts';

// "This and the following": the series splits at the moved occurrence. The old series ends just
// before it (UNTIL, its count spent); a new one with the same settings starts at the new time,
// its days shifted as the date moved (weekly Monday and Wednesday, moved a day later, becomes
// Tuesday and Thursday; monthly on the 15th becomes the 16th; "last Friday" becomes "last
// Saturday"), with the runs the old one had left. Moved or skipped dates after the split are
// dropped. When the moved occurrence is the series' first, the series itself changes instead.

const { RRule } = rrule;
const DAY_MS = 86_400_000;

const shiftDay = (day: Weekday, by: number) => WEEKDAYS[(((WEEKDAYS.indexOf(day) + by) % 7) + 7) % 7]!;

/** The series' values moved from `occursAt` to `runAt`, keeping `left` runs when it counts. */
function shifted(
  values: SeriesValues,
  occursAt: Date,
  runAt: Date,
  zone: string,
  left: number | null,
): SeriesValues {
  const date = localDate(runAt, zone);
  const by = Math.round((Date.parse(date) - Date.parse(localDate(occursAt, zone))) / DAY_MS);
  const dayOfMonth = Number(date.slice(8, 10));
  return {
    ...values,
    start_date: date,
    time_of_day: localClock(runAt, zone),
    days: values.days.map((d) => shiftDay(d, by)),
    month_day: values.repeat === 'monthly_day' && values.month_day !== -1 ? dayOfMonth : values.month_day,
    weekday: values.weekday ? shiftDay(values.weekday, by) : values.weekday,
    count: values.ends === 'after_count' ? left : values.count,
  };
}

/** The old rule cut to end just before `before` (UNTIL replaces COUNT). */
function cutRule(rule: string, before: Date): string {
  const options = RRule.parseString(rule);
  return RRule.optionsToString({ ...options, count: null, until: new Date(before.getTime() - 1000) }).replace(
    /^RRULE:/,
    '',
  );
}

export async function moveFollowing(
  deps: PlannerDeps,
  accountId: string,
  seriesId: string,
  occursAt: Date,
  runAt: Date,
) {
  if (runAt.getTime() <= Date.now()) throw AppError.fields({ run_at: 'occurrence_run_at_past' });
  const { series } = await occurrenceOf(deps, accountId, seriesId, occursAt);
  const links = await repo.seriesLinks(deps.db, [seriesId]);
  const values = valuesOf(series, links);
  const before = occurrencesBetween(series, series.startsAt, new Date(occursAt.getTime() - 1)).length;
  const left = values.count ? values.count - before : null;
  const next = shifted(values, occursAt, runAt, series.timeZone, left);
  const rule = ruleColumns(next, series.timeZone);
  const id = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await repo.dropPendingFrom(tx, seriesId, occursAt);
    if (before === 0) {
      await repo.saveSeries(tx, { ...rule, accountId, name: series.name }, undefined, undefined, seriesId);
      return seriesId;
    }
    const cut = { accountId, name: series.name, startsAt: series.startsAt, timeZone: series.timeZone };
    await repo.saveSeries(
      tx,
      { ...cut, rrule: cutRule(series.rrule, occursAt) },
      undefined,
      undefined,
      seriesId,
    );
    const created = await repo.saveSeries(
      tx,
      {
        ...settingColumns(next),
        ...rule,
        accountId,
        name: series.name,
        status: series.status,
        handledUntil: new Date(),
      },
      links.groups.map((g) => g.id),
      links.devices.map((d) => d.id),
    );
    return created.id;
  });
  await deps.jobs.wakeAt(runAt);
  return {
    series_id: id,
    occurs_at: runAt.toISOString(),
    run_at: runAt.toISOString(),
    state: 'planned' as const,
  };
}
