import type { RepeatKind, SeriesEnd, SeriesValues, Weekday } from '@siar/shared';
import { instantAt, localClock, localDate, WEEKDAYS } from '@siar/shared';
import rrule from 'rrule';

// The form's repeat choices as an RFC 5545 RRULE (written by the rrule library) and back. The
// rule carries no DTSTART: that is the series' `starts_at`, read in its `time_zone`.

const { RRule, Weekday: RWeekday } = rrule;

const WEEKDAYS_MON_FRI: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** The rule's fields as the form has them. */
export interface RuleFields {
  repeat: RepeatKind;
  interval: number;
  days: Weekday[];
  month_day: number | null;
  week: number | null;
  weekday: Weekday | null;
  time_of_day: string;
  start_date: string;
  ends: SeriesEnd;
  until_date: string | null;
  count: number | null;
}

const weekdayOf = (day: Weekday, n?: number) => new RWeekday(WEEKDAYS.indexOf(day), n);

function byDay(fields: RuleFields): InstanceType<typeof RWeekday>[] | undefined {
  if (fields.repeat === 'weekdays') return WEEKDAYS_MON_FRI.map((d) => weekdayOf(d));
  if (fields.repeat === 'weekly')
    return WEEKDAYS.filter((d) => fields.days.includes(d)).map((d) => weekdayOf(d));
  if (fields.repeat === 'monthly_weekday') return [weekdayOf(fields.weekday ?? 'MO', fields.week ?? 1)];
  return undefined;
}

/** The stored rule and first instant of the form's fields in the zone. */
export function buildRule(fields: RuleFields, zone: string): { rrule: string; startsAt: Date } {
  const freq =
    fields.repeat === 'daily'
      ? RRule.DAILY
      : fields.repeat.startsWith('monthly')
        ? RRule.MONTHLY
        : RRule.WEEKLY;
  const text = RRule.optionsToString({
    freq,
    interval: fields.interval,
    wkst: RRule.MO,
    byweekday: byDay(fields) ?? null,
    bymonthday: fields.repeat === 'monthly_day' ? (fields.month_day ?? 1) : null,
    count: fields.ends === 'after_count' ? (fields.count ?? 1) : null,
    // UNTIL is an instant (RFC 5545 with a zoned start): the end of the last day on the series' clock.
    until:
      fields.ends === 'on_date' && fields.until_date ? instantAt(fields.until_date, '23:59', zone) : null,
  });
  return {
    rrule: text.replace(/^RRULE:/, ''),
    startsAt: instantAt(fields.start_date, fields.time_of_day, zone),
  };
}

/** What the form shows of a stored rule. */
export function describeRule(rule: string, startsAt: Date, zone: string): RuleFields {
  const options = RRule.parseString(rule);
  const days = ((options.byweekday ?? []) as InstanceType<typeof RWeekday>[]).map((d) => ({
    day: WEEKDAYS[d.weekday]!,
    n: d.n ?? null,
  }));
  const monthDay = Array.isArray(options.bymonthday) ? options.bymonthday[0] : options.bymonthday;
  let repeat: RepeatKind = 'daily';
  if (options.freq === RRule.MONTHLY) repeat = days.length > 0 ? 'monthly_weekday' : 'monthly_day';
  else if (options.freq === RRule.WEEKLY) {
    const set = days.map((d) => d.day).join(',');
    repeat = set === WEEKDAYS_MON_FRI.join(',') ? 'weekdays' : 'weekly';
  }
  const until = options.until ?? null;
  return {
    repeat,
    interval: options.interval ?? 1,
    days: repeat === 'weekly' ? days.map((d) => d.day) : [],
    month_day: repeat === 'monthly_day' ? (monthDay ?? null) : null,
    week: repeat === 'monthly_weekday' ? (days[0]?.n ?? null) : null,
    weekday: repeat === 'monthly_weekday' ? (days[0]?.day ?? null) : null,
    time_of_day: localClock(startsAt, zone),
    start_date: localDate(startsAt, zone),
    ends: options.count ? 'after_count' : until ? 'on_date' : 'never',
    until_date: until ? localDate(until, zone) : null,
    count: options.count ?? null,
  };
}

/** The rule's fields of a series' values (the request's). */
export function ruleFieldsOf(values: SeriesValues): RuleFields {
  return {
    repeat: values.repeat,
    interval: values.interval,
    days: values.days,
    month_day: values.month_day ?? null,
    week: values.week ?? null,
    weekday: values.weekday ?? null,
    time_of_day: values.time_of_day,
    start_date: values.start_date,
    ends: values.ends,
    until_date: values.until_date ?? null,
    count: values.count ?? null,
  };
}
