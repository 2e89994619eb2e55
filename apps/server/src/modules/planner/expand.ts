import { floatingOf, instantOfFloating } from '@siar/shared';
import rrule from 'rrule';

// A series' occurrences: the rule expanded by rrule on the series' wall clock ("floating" dates
// whose UTC fields are the clock in `timeZone`), each then made the instant it is in the zone. So
// 09:00 stays 09:00 across DST, and rrule's own TZID handling (which depends on the process's zone
// and has known DST bugs) is never used.
//
// rrule walks from DTSTART on every call (about 8 µs an occurrence): a year of 500 daily series
// is most of a second. Each series' occurrences are therefore expanded a UTC year at a time and
// kept (sorted instants, keyed by rule, start and zone, so an edit is a new key); a month view
// then cuts slices out of them.

const { RRule } = rrule;

export interface RuleSource {
  rrule: string;
  startsAt: Date;
  timeZone: string;
}

type Rule = InstanceType<typeof RRule>;
const DAY_MS = 86_400_000;
const MAX_KEPT = 20_000;
const years = new Map<string, Float64Array>();
const rules = new Map<string, Rule>();

function keyOf(source: RuleSource): string {
  return `${source.rrule}|${source.startsAt.getTime()}|${source.timeZone}`;
}

function ruleOf(source: RuleSource, key: string): Rule {
  let rule = rules.get(key);
  if (!rule) {
    const options = RRule.parseString(source.rrule);
    rule = new RRule({
      ...options,
      dtstart: floatingOf(source.startsAt, source.timeZone),
      until: options.until ? floatingOf(options.until, source.timeZone) : null,
      tzid: null,
    });
    if (rules.size > MAX_KEPT) rules.clear();
    rules.set(key, rule);
  }
  return rule;
}

/** The series' occurrences within one UTC year, as sorted epoch milliseconds. */
function yearOf(source: RuleSource, key: string, year: number): Float64Array {
  const yearKey = `${key}|${year}`;
  let found = years.get(yearKey);
  if (!found) {
    const start = Date.UTC(year, 0, 1);
    const end = Date.UTC(year + 1, 0, 1);
    const list: number[] = [];
    if (end > source.startsAt.getTime()) {
      const floating = ruleOf(source, key).between(new Date(start - DAY_MS), new Date(end + DAY_MS), true);
      for (const wall of floating) {
        const ms = instantOfFloating(wall, source.timeZone).getTime();
        if (ms >= start && ms < end) list.push(ms);
      }
    }
    found = Float64Array.from(list);
    if (years.size > MAX_KEPT) years.clear();
    years.set(yearKey, found);
  }
  return found;
}

/** The first index whose value is at least `ms`. */
function lowerBound(list: Float64Array, ms: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < ms) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Occurrences in [from, to], as instants, in order. */
export function occurrencesBetween(source: RuleSource, from: Date, to: Date): Date[] {
  const out: Date[] = [];
  const low = Math.max(from.getTime(), source.startsAt.getTime());
  const high = to.getTime();
  if (high < low) return out;
  const key = keyOf(source);
  for (let year = new Date(low).getUTCFullYear(); year <= new Date(high).getUTCFullYear(); year++) {
    const list = yearOf(source, key, year);
    for (let i = lowerBound(list, low); i < list.length && list[i]! <= high; i++)
      out.push(new Date(list[i]!));
  }
  return out;
}

/** The first `limit` occurrences after `after` (exclusive), looking up to `years` years ahead. */
export function occurrencesAfter(source: RuleSource, after: Date, limit: number, yearsAhead = 5): Date[] {
  const out: Date[] = [];
  const key = keyOf(source);
  const low = Math.max(after.getTime() + 1, source.startsAt.getTime());
  const first = new Date(low).getUTCFullYear();
  for (let year = first; year <= first + yearsAhead && out.length < limit; year++) {
    const list = yearOf(source, key, year);
    for (let i = lowerBound(list, low); i < list.length && out.length < limit; i++)
      out.push(new Date(list[i]!));
  }
  return out;
}

/** Whether the instant is one of the rule's occurrences. */
export function isOccurrence(source: RuleSource, instant: Date): boolean {
  return occurrencesBetween(source, instant, instant).length > 0;
}
