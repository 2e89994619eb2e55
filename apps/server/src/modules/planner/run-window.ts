import { instantAt, localDate } from '@siar/shared';

/**
 * When a due occurrence may still start (after downtime, or the scheduler's minute): before its
 * sending window closes, that is the first `window_end` on the series' clock after the time it was
 * due (today's, or tomorrow's when the window ends before that time or runs overnight); with no
 * window, within GRACE_MS of it. Past that it is marked missed and shown, never run late.
 */
export const GRACE_MS = 2 * 60 * 60 * 1000;

interface Window {
  windowStart: string | null;
  windowEnd: string | null;
  timeZone: string;
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The last moment an occurrence due at `due` may start. */
export function startDeadline(series: Window, due: Date): Date {
  if (!series.windowStart || !series.windowEnd) return new Date(due.getTime() + GRACE_MS);
  const date = localDate(due, series.timeZone);
  const today = instantAt(date, series.windowEnd, series.timeZone);
  if (today > due) return today;
  return instantAt(nextDay(date), series.windowEnd, series.timeZone);
}

export function mayStillStart(series: Window, due: Date, now: Date): boolean {
  return now <= startDeadline(series, due);
}
