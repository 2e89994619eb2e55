import { localClock, localDate } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { occurrencesAfter, occurrencesBetween } from './expand.ts';
import { mayStillStart, startDeadline } from './run-window.ts';
import { buildRule, describeRule, type RuleFields } from './series-rule.ts';

const base: RuleFields = {
  repeat: 'daily',
  interval: 1,
  days: [],
  month_day: null,
  week: null,
  weekday: null,
  time_of_day: '09:00',
  start_date: '2026-01-05',
  ends: 'never',
  until_date: null,
  count: null,
};

function series(fields: Partial<RuleFields>, zone: string) {
  const rule = buildRule({ ...base, ...fields }, zone);
  return { ...rule, timeZone: zone };
}

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const local = (dates: Date[], zone: string) =>
  dates.map((d) => `${localDate(d, zone)} ${localClock(d, zone)}`);

describe('expanding a series in its zone', () => {
  it('Jakarta (no DST): weekdays at 09:00 WIB are 02:00 UTC, weekends left out', () => {
    const s = series({ repeat: 'weekdays', start_date: '2026-03-06' }, 'Asia/Jakarta');
    expect(s.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO,TU,WE,TH,FR');
    const runs = occurrencesBetween(s, new Date('2026-03-06T00:00:00Z'), new Date('2026-03-10T23:00:00Z'));
    expect(iso(runs)).toEqual([
      '2026-03-06T02:00:00.000Z',
      '2026-03-09T02:00:00.000Z',
      '2026-03-10T02:00:00.000Z',
    ]);
  });

  it('Europe/London keeps 09:00 across both DST switches (GMT, BST, GMT)', () => {
    const s = series({ start_date: '2026-03-27' }, 'Europe/London');
    const spring = occurrencesBetween(s, new Date('2026-03-27T00:00:00Z'), new Date('2026-03-30T23:00:00Z'));
    // The clocks go forward on Sunday 29 March 2026 at 01:00 UTC.
    expect(iso(spring)).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
    // And back on Sunday 25 October 2026.
    const autumn = occurrencesBetween(s, new Date('2026-10-24T00:00:00Z'), new Date('2026-10-26T23:00:00Z'));
    expect(iso(autumn)).toEqual([
      '2026-10-24T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
    expect(local([...spring, ...autumn], 'Europe/London').every((t) => t.endsWith('09:00'))).toBe(true);
  });

  it('a time the clocks skip runs an hour later that day; a time they pass twice runs the first time', () => {
    const skipped = series({ time_of_day: '01:30', start_date: '2026-03-28' }, 'Europe/London');
    const runs = occurrencesBetween(
      skipped,
      new Date('2026-03-28T00:00:00Z'),
      new Date('2026-03-30T12:00:00Z'),
    );
    expect(local(runs, 'Europe/London')).toEqual([
      '2026-03-28 01:30',
      '2026-03-29 02:30',
      '2026-03-30 01:30',
    ]);
    const twice = series({ time_of_day: '01:30', start_date: '2026-10-25' }, 'Europe/London');
    const [first] = occurrencesBetween(
      twice,
      new Date('2026-10-25T00:00:00Z'),
      new Date('2026-10-25T12:00:00Z'),
    );
    expect(first?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('America/New_York: weekly on Monday and Wednesday at 18:00 across the March switch', () => {
    const s = series(
      { repeat: 'weekly', days: ['MO', 'WE'], time_of_day: '18:00', start_date: '2026-03-02' },
      'America/New_York',
    );
    const runs = occurrencesBetween(s, new Date('2026-03-02T00:00:00Z'), new Date('2026-03-12T00:00:00Z'));
    expect(iso(runs)).toEqual([
      '2026-03-02T23:00:00.000Z',
      '2026-03-04T23:00:00.000Z',
      '2026-03-09T22:00:00.000Z',
      '2026-03-11T22:00:00.000Z',
    ]);
  });

  it('monthly on the last Friday, five times', () => {
    const s = series(
      {
        repeat: 'monthly_weekday',
        week: -1,
        weekday: 'FR',
        start_date: '2026-01-01',
        ends: 'after_count',
        count: 5,
      },
      'Asia/Jakarta',
    );
    expect(s.rrule).toContain('BYDAY=-1FR');
    const runs = occurrencesAfter(s, new Date('2025-12-31T00:00:00Z'), 10);
    expect(local(runs, 'Asia/Jakarta')).toEqual([
      '2026-01-30 09:00',
      '2026-02-27 09:00',
      '2026-03-27 09:00',
      '2026-04-24 09:00',
      '2026-05-29 09:00',
    ]);
  });

  it('ends on a date (that day included) or after a count, and reads back as the form wrote it', () => {
    const until = series({ ends: 'on_date', until_date: '2026-01-07' }, 'Europe/London');
    expect(local(occurrencesAfter(until, new Date('2026-01-01T00:00:00Z'), 10), 'Europe/London')).toEqual([
      '2026-01-05 09:00',
      '2026-01-06 09:00',
      '2026-01-07 09:00',
    ]);
    expect(describeRule(until.rrule, until.startsAt, until.timeZone)).toMatchObject({
      repeat: 'daily',
      ends: 'on_date',
      until_date: '2026-01-07',
      time_of_day: '09:00',
      start_date: '2026-01-05',
    });
    const counted = series(
      { repeat: 'monthly_day', month_day: 31, ends: 'after_count', count: 3 },
      'Asia/Jakarta',
    );
    // Months without a 31st are left out, as RFC 5545 says.
    expect(local(occurrencesAfter(counted, new Date('2026-01-01T00:00:00Z'), 10), 'Asia/Jakarta')).toEqual([
      '2026-01-31 09:00',
      '2026-03-31 09:00',
      '2026-05-31 09:00',
    ]);
    expect(describeRule(counted.rrule, counted.startsAt, counted.timeZone)).toMatchObject({
      repeat: 'monthly_day',
      month_day: 31,
      ends: 'after_count',
      count: 3,
    });
  });
});

describe('when a due occurrence may still start', () => {
  const zone = 'Asia/Jakarta';
  it('with a window: until the window closes (today, or tomorrow when due after it)', () => {
    const windowed = { windowStart: '08:00', windowEnd: '17:00', timeZone: zone };
    const due = new Date('2026-01-05T02:00:00Z'); // 09:00 WIB
    expect(startDeadline(windowed, due).toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(mayStillStart(windowed, due, new Date('2026-01-05T09:59:00Z'))).toBe(true);
    expect(mayStillStart(windowed, due, new Date('2026-01-05T10:01:00Z'))).toBe(false);
    const late = new Date('2026-01-05T13:00:00Z'); // 20:00 WIB: it waits for tomorrow's window
    expect(startDeadline(windowed, late).toISOString()).toBe('2026-01-06T10:00:00.000Z');
  });

  it('without a window: within two hours', () => {
    const open = { windowStart: null, windowEnd: null, timeZone: zone };
    const due = new Date('2026-01-05T02:00:00Z');
    expect(mayStillStart(open, due, new Date('2026-01-05T03:59:00Z'))).toBe(true);
    expect(mayStillStart(open, due, new Date('2026-01-05T04:01:00Z'))).toBe(false);
  });
});
