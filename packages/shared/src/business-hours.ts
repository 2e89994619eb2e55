import type { OpenSpan, WeeklySpans } from './automation.ts';

// Business hours read on the wall clock of the account's time zone (pure; Intl only).
//
// An instant is open when its local date's spans (that date's exception, else the weekday's) hold
// its local time: start <= time < end, `24:00` ending the day. On a day whose clocks jump forward
// the skipped wall times never happen: a span inside the gap does not open that day, and a span
// starting in it opens when the clocks land (02:00 BST in London). On a day whose clocks go back
// the repeated wall times happen twice and are read as they are both times: a span over them is
// open during both, and one that ended before the change opens again when the clocks go back.

export interface BusinessHoursSchedule {
  weekly: WeeklySpans;
  exceptions: { date: string /* YYYY-MM-DD local */; spans: OpenSpan[] }[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far ahead nextOpening and nextClosing look. */
const SEARCH_DAYS = 400;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as a UTC millisecond count (`Date.UTC` of its parts). */
function wallOf(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const hour = parts.hour === 24 ? 0 : (parts.hour ?? 0);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    hour,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall + (((ms % 1000) + 1000) % 1000);
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string, ms: number): number {
  return wallOf(timeZone, ms) - ms;
}

/** `HH:MM` (00:00 to 24:00) as minutes of the day; NaN when malformed. */
export function spanMinutes(value: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return Number.NaN;
  return hours * 60 + minutes;
}

function dateKey(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}

/** The spans of a local day (its midnight as a UTC millisecond count): its exception's, else its weekday's. */
function spansOf(schedule: BusinessHoursSchedule, dayMs: number): OpenSpan[] {
  const key = dateKey(dayMs);
  const exception = schedule.exceptions.find((e) => e.date === key);
  if (exception) return exception.spans;
  const isoWeekday = ((new Date(dayMs).getUTCDay() + 6) % 7) + 1;
  return schedule.weekly[isoWeekday - 1] ?? [];
}

export function isOpenAt(schedule: BusinessHoursSchedule, timeZone: string, at: Date): boolean {
  const wall = wallOf(timeZone, at.getTime());
  const dayMs = Math.floor(wall / DAY) * DAY;
  const minute = (wall - dayMs) / MINUTE;
  return spansOf(schedule, dayMs).some(
    (span) => spanMinutes(span.start) <= minute && minute < spanMinutes(span.end),
  );
}

/** The instants whose wall clock reads `wall` exactly: none in a skipped hour, two in a repeated one. */
function instantsOf(timeZone: string, wall: number): number[] {
  const offsets = new Set([
    offsetAt(timeZone, wall - DAY),
    offsetAt(timeZone, wall),
    offsetAt(timeZone, wall + DAY),
  ]);
  const found: number[] = [];
  for (const offset of offsets) {
    const ms = wall - offset;
    if (wallOf(timeZone, ms) === wall && !found.includes(ms)) found.push(ms);
  }
  return found;
}

/** The instant the offset changes between lo and hi (to the second), when it changes. */
function changeBetween(timeZone: string, lo: number, hi: number): number | null {
  const last = offsetAt(timeZone, hi);
  if (offsetAt(timeZone, lo) === last) return null;
  let low = lo;
  let high = hi;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (offsetAt(timeZone, middle) === last) high = middle;
    else low = middle;
  }
  return high;
}

/** Where the schedule may switch on a local day: its span bounds' instants and a clock change. */
function switchesOf(schedule: BusinessHoursSchedule, timeZone: string, dayMs: number): number[] {
  const spans = spansOf(schedule, dayMs);
  if (spans.length === 0) return [];
  const found: number[] = [];
  for (const span of spans) {
    for (const bound of [span.start, span.end]) {
      const minutes = spanMinutes(bound);
      if (!Number.isNaN(minutes)) found.push(...instantsOf(timeZone, dayMs + minutes * MINUTE));
    }
  }
  // Every instant of this local date lies within 14 hours of its wall clock.
  const change = changeBetween(timeZone, dayMs - 14 * HOUR, dayMs + DAY + 14 * HOUR);
  if (change !== null) found.push(change);
  return found;
}

/** The first instant >= at whose openness is `open`, or null within the search window. */
function nextSwitch(schedule: BusinessHoursSchedule, timeZone: string, at: Date, open: boolean): Date | null {
  const from = at.getTime();
  if (isOpenAt(schedule, timeZone, at) === open) return new Date(from);
  const firstDay = Math.floor(wallOf(timeZone, from) / DAY) * DAY - DAY;
  let best: number | null = null;
  let foundOn: number | null = null;
  for (let day = 0; day <= SEARCH_DAYS + 1; day++) {
    if (foundOn !== null && day > foundOn + 1) break;
    const dayMs = firstDay + day * DAY;
    for (const ms of switchesOf(schedule, timeZone, dayMs)) {
      if (ms < from || (best !== null && ms >= best)) continue;
      if (isOpenAt(schedule, timeZone, new Date(ms)) !== open) continue;
      best = ms;
      foundOn ??= day;
    }
  }
  return best === null ? null : new Date(best);
}

/** The next instant (>= at) the business opens, or null when no span opens within 400 days. */
export function nextOpening(schedule: BusinessHoursSchedule, timeZone: string, at: Date): Date | null {
  return nextSwitch(schedule, timeZone, at, true);
}

/** The next instant (>= at) the business closes, or null when it stays open for 400 days. */
export function nextClosing(schedule: BusinessHoursSchedule, timeZone: string, at: Date): Date | null {
  return nextSwitch(schedule, timeZone, at, false);
}
