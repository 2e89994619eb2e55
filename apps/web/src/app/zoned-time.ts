// Wall-clock times in a named time zone (the account's), to and from instants. Date pickers deal in
// wall times ("2026-03-02 09:00:00") and would read them in the browser's zone; the panel shows and
// the server counts every time in the account's, so a picked 09:00 must be 09:00 there.

/** The date pickers' value format. */
const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string): Intl.DateTimeFormat {
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

/** The wall time an instant reads in a zone: `YYYY-MM-DD HH:mm:ss`. */
export function wallTimeIn(instant: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Milliseconds a wall time, read as if it were UTC, stands for; NaN for anything else. */
function wallAsUtc(wall: string): number {
  const match = WALL.exec(wall.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second || 0);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(time: number, timeZone: string): number {
  return wallAsUtc(wallTimeIn(new Date(time), timeZone)) - Math.floor(time / 1000) * 1000;
}

/**
 * The instant a wall time stands for in a zone, as ISO 8601 (UTC); '' for a value that is not a
 * wall time. Across a clock change the offset is read again at the first guess, so a time in the
 * hour the clocks skip lands just after it and a time in the hour they repeat takes the later one.
 */
export function instantOfWallTime(wall: string, timeZone: string): string {
  const asUtc = wallAsUtc(wall);
  if (Number.isNaN(asUtc)) return '';
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone)).toISOString();
}
