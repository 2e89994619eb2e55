// Shared by the server (the planner expands series on their clock) and the planner page (the calendar
// shows the account's clock).
// Wall-clock times in an IANA zone and the instants they are, through Intl (no zone data of our
// own). Offsets are cached per zone and hour: a year of 500 series asks the same few hours.

/** A wall-clock date and time; months 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();
const HOUR_MS = 3_600_000;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function computeOffset(zone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The zone's offset from UTC (ms) at an instant. Zones change offset on the hour or half hour: cached per half hour. */
export function offsetAt(zone: string, ms: number): number {
  let zoneOffsets = offsets.get(zone);
  if (!zoneOffsets || zoneOffsets.size > 100_000) {
    zoneOffsets = new Map();
    offsets.set(zone, zoneOffsets);
  }
  const slot = Math.floor(ms / (HOUR_MS / 2));
  let offset = zoneOffsets.get(slot);
  if (offset === undefined) {
    offset = computeOffset(zone, ms);
    zoneOffsets.set(slot, offset);
  }
  return offset;
}

/** The wall-clock time in the zone at an instant. */
export function wallTimeOf(instant: Date, zone: string): WallTime {
  const local = new Date(instant.getTime() + offsetAt(zone, instant.getTime()));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** The wall-clock time as a "floating" Date: its UTC fields are the wall clock (what rrule expands). */
export function floatingOf(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + offsetAt(zone, instant.getTime()));
}

/**
 * The instant a floating wall-clock time is in the zone. A time the clocks skip (02:30 when they
 * jump from 02:00 to 03:00) runs that much later (03:30); a time they pass twice runs the first time.
 */
export function instantOfFloating(floating: Date, zone: string): Date {
  const wall = floating.getTime();
  const guess = wall - offsetAt(zone, wall);
  const before = offsetAt(zone, guess - 3 * HOUR_MS);
  const after = offsetAt(zone, guess + 3 * HOUR_MS);
  if (before === after) return new Date(wall - before);
  // A change of offset near this time: the earlier reading that gives back the wall clock.
  const valid = [wall - before, wall - after].filter((ms) => ms + offsetAt(zone, ms) === wall);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In the gap: the wall clock on the offset before the jump, which is that much later after it.
  return new Date(wall - before);
}

/** The instant of a wall-clock time in the zone. */
export function instantOf(wall: WallTime, zone: string): Date {
  return instantOfFloating(
    new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)),
    zone,
  );
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function localDate(instant: Date, zone: string): string {
  return floatingOf(instant, zone).toISOString().slice(0, 10);
}

/** `HH:MM` of the instant in the zone. */
export function localClock(instant: Date, zone: string): string {
  return floatingOf(instant, zone).toISOString().slice(11, 16);
}

/** `YYYY-MM-DD` + `HH:MM` in the zone as an instant. */
export function instantAt(date: string, clock: string, zone: string): Date {
  return instantOfFloating(new Date(`${date}T${clock}:00Z`), zone);
}
