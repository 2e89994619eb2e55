import { type BusinessHoursSchedule, spanMinutes } from '@siar/shared';

/**
 * The account's open hours over a stretch of time, as the report's statement reads them: the
 * bounds of the open windows in order (epoch seconds, start, end, start, end …) and, at each bound,
 * the open seconds before it. The open seconds between two instants are then `F(b) - F(a)`, where
 * F finds its window with `width_bucket` (a binary search), so a statement measures every wait in
 * business hours without a lookup per row.
 */
export interface OpenTime {
  bounds: number[];
  openBefore: number[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone, as a UTC millisecond count. */
function wallOf(timeZone: string, ms: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const p: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
}

/**
 * The instant a wall time of the zone happens (the offset read twice, so a day that changes its
 * clocks lands on the offset in force then; a wall time the change skips lands an hour off).
 */
function instantOf(timeZone: string, wall: number): number {
  const guess = wall - (wallOf(timeZone, wall) - wall);
  return wall - (wallOf(timeZone, guess) - guess);
}

function spansOn(schedule: BusinessHoursSchedule, dayMs: number) {
  const date = new Date(dayMs).toISOString().slice(0, 10);
  const exception = schedule.exceptions.find((e) => e.date === date);
  if (exception) return exception.spans;
  return schedule.weekly[(new Date(dayMs).getUTCDay() + 6) % 7] ?? [];
}

/** The open windows from `from` to `to` (local days overlapping them), merged where they touch. */
export function openTime(schedule: BusinessHoursSchedule, timeZone: string, from: Date, to: Date): OpenTime {
  const windows: [number, number][] = [];
  const first = Math.floor(wallOf(timeZone, from.getTime()) / DAY) * DAY - DAY;
  const last = Math.floor(wallOf(timeZone, to.getTime()) / DAY) * DAY + DAY;
  for (let dayMs = first; dayMs <= last; dayMs += DAY) {
    for (const span of spansOn(schedule, dayMs)) {
      const start = spanMinutes(span.start);
      const end = spanMinutes(span.end);
      if (Number.isNaN(start) || Number.isNaN(end) || end <= start) continue;
      windows.push([
        instantOf(timeZone, dayMs + start * MINUTE) / 1000,
        instantOf(timeZone, dayMs + end * MINUTE) / 1000,
      ]);
    }
  }
  windows.sort((a, b) => a[0] - b[0]);
  const bounds: number[] = [];
  const openBefore: number[] = [];
  let open = 0;
  for (const [start, end] of windows) {
    const lastEnd = bounds.at(-1);
    if (lastEnd !== undefined && start <= lastEnd) {
      // Touching or overlapping the previous window: it grows instead.
      if (end > lastEnd) {
        open += end - lastEnd;
        bounds[bounds.length - 1] = end;
        openBefore[openBefore.length - 1] = open;
      }
      continue;
    }
    bounds.push(start, end);
    openBefore.push(open, open + (end - start));
    open += end - start;
  }
  return { bounds, openBefore };
}

/** The first instant of a local calendar day (`YYYY-MM-DD`) in a zone. */
export function localDayStart(timeZone: string, date: string): Date {
  return new Date(instantOf(timeZone, Date.parse(`${date}T00:00:00Z`)));
}

/** Today's date in a zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Date(Math.floor(wallOf(timeZone, now.getTime()) / DAY) * DAY).toISOString().slice(0, 10);
}
