import {
  type BusinessHoursAnswer,
  type BusinessHoursCurrent,
  type BusinessHoursException,
  type BusinessHoursSchedule,
  isOpenAt,
  nextClosing,
  nextOpening,
  type WeeklySpans,
} from '@siar/shared';
import type { BusinessHoursExceptionRow, BusinessHoursRow } from './business-hours.repo.ts';

/** Seven closed days: the week a page starts from before the owner saves hours. */
export const CLOSED_WEEK: WeeklySpans = [[], [], [], [], [], [], []];

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function scheduleOf(
  row: BusinessHoursRow | undefined,
  exceptions: BusinessHoursExceptionRow[],
): BusinessHoursSchedule {
  return {
    weekly: row?.weekly ?? CLOSED_WEEK,
    exceptions: exceptions.map(({ date, spans }) => ({ date, spans })),
  };
}

/** The week, its zone, and whether it is open at `now` with the next change either way. */
export function toBusinessHoursAnswer(
  row: BusinessHoursRow | undefined,
  exceptions: BusinessHoursExceptionRow[],
  timeZone: string,
  now: Date,
): BusinessHoursAnswer {
  const schedule = scheduleOf(row, exceptions);
  const configured = !!row;
  const openNow = configured && isOpenAt(schedule, timeZone, now);
  return {
    configured,
    weekly: schedule.weekly,
    time_zone: timeZone,
    open_now: openNow,
    next_opening: configured && !openNow ? isoOrNull(nextOpening(schedule, timeZone, now)) : null,
    next_closing: openNow ? isoOrNull(nextClosing(schedule, timeZone, now)) : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export function toCurrentAnswer(
  row: BusinessHoursRow | undefined,
  exceptions: BusinessHoursExceptionRow[],
  timeZone: string,
): BusinessHoursCurrent {
  const schedule = scheduleOf(row, exceptions);
  return { configured: !!row, time_zone: timeZone, ...schedule };
}

export function toExceptionAnswer(row: BusinessHoursExceptionRow): BusinessHoursException {
  return {
    exception_id: row.id,
    date: row.date,
    name: row.name,
    spans: row.spans,
    created_at: row.createdAt.toISOString(),
  };
}
