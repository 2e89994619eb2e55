import { describe, expect, it } from 'vitest';
import type { OpenSpan, WeeklySpans } from './automation.ts';
import { type BusinessHoursSchedule, isOpenAt, nextClosing, nextOpening } from './business-hours.ts';
import { businessHoursExceptionSchema, businessHoursSchema } from './contracts/business-hours.ts';
import { ISSUE_CODES } from './errors/issue-codes.ts';

const workday: OpenSpan[] = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
const officeWeek: WeeklySpans = [workday, workday, workday, workday, workday, [], []];
const office: BusinessHoursSchedule = { weekly: officeWeek, exceptions: [] };
const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('business hours in Asia/Jakarta (UTC+7, no DST)', () => {
  const zone = 'Asia/Jakarta';
  it('is open in a span, closed at lunch, at the end and at the weekend', () => {
    // Monday 2025-03-03.
    expect(isOpenAt(office, zone, at('2025-03-03T02:00:00Z'))).toBe(true); // 09:00 local
    expect(isOpenAt(office, zone, at('2025-03-03T01:59:59Z'))).toBe(false); // 08:59:59
    expect(isOpenAt(office, zone, at('2025-03-03T05:30:00Z'))).toBe(false); // 12:30
    expect(isOpenAt(office, zone, at('2025-03-03T10:00:00Z'))).toBe(false); // 17:00 sharp
    expect(isOpenAt(office, zone, at('2025-03-08T03:00:00Z'))).toBe(false); // Saturday 10:00
  });
  it('reads the weekday in the zone, not in UTC', () => {
    // Sunday 2025-03-02 20:00 UTC is Monday 03:00 in Jakarta: closed; Monday 09:00 opens next.
    expect(iso(nextOpening(office, zone, at('2025-03-02T20:00:00Z')))).toBe('2025-03-03T02:00:00.000Z');
  });
  it('finds the next opening after lunch, after the day and over the weekend', () => {
    expect(iso(nextOpening(office, zone, at('2025-03-03T05:10:00Z')))).toBe('2025-03-03T06:00:00.000Z');
    expect(iso(nextOpening(office, zone, at('2025-03-07T11:00:00Z')))).toBe('2025-03-10T02:00:00.000Z');
    // Open now: now.
    expect(iso(nextOpening(office, zone, at('2025-03-03T03:00:00Z')))).toBe('2025-03-03T03:00:00.000Z');
  });
  it('finds the next closing', () => {
    expect(iso(nextClosing(office, zone, at('2025-03-03T03:00:00Z')))).toBe('2025-03-03T05:00:00.000Z');
    expect(iso(nextClosing(office, zone, at('2025-03-03T07:00:00Z')))).toBe('2025-03-03T10:00:00.000Z');
  });
  it('reads 24:00 as the end of the day, and runs on over midnight when the next day opens at 00:00', () => {
    const allDay: OpenSpan[] = [{ start: '00:00', end: '24:00' }];
    const late: BusinessHoursSchedule = {
      weekly: [[{ start: '20:00', end: '24:00' }], allDay, [], [], [], [], []],
      exceptions: [],
    };
    expect(isOpenAt(late, zone, at('2025-03-03T16:59:59Z'))).toBe(true); // Monday 23:59:59
    expect(iso(nextClosing(late, zone, at('2025-03-03T14:00:00Z')))).toBe('2025-03-04T17:00:00.000Z'); // Wed 00:00
  });
  it('answers null when it never opens, or never closes, within 400 days', () => {
    const never: BusinessHoursSchedule = { weekly: [[], [], [], [], [], [], []], exceptions: [] };
    expect(nextOpening(never, zone, at('2025-03-03T00:00:00Z'))).toBeNull();
    const allDay: OpenSpan[] = [{ start: '00:00', end: '24:00' }];
    const always: BusinessHoursSchedule = {
      weekly: [allDay, allDay, allDay, allDay, allDay, allDay, allDay],
      exceptions: [],
    };
    expect(nextClosing(always, zone, at('2025-03-03T00:00:00Z'))).toBeNull();
  });
});

describe('an exception replaces its date', () => {
  const zone = 'Asia/Jakarta';
  const holiday: BusinessHoursSchedule = {
    weekly: officeWeek,
    exceptions: [
      { date: '2025-03-31', spans: [] }, // Monday: closed all day
      { date: '2025-04-05', spans: [{ start: '10:00', end: '14:00' }] }, // Saturday: open a while
    ],
  };
  it('closes a weekday all day and moves the next opening to the day after', () => {
    expect(isOpenAt(holiday, zone, at('2025-03-31T03:00:00Z'))).toBe(false);
    expect(iso(nextOpening(holiday, zone, at('2025-03-28T11:00:00Z')))).toBe('2025-04-01T02:00:00.000Z');
  });
  it('opens a closed day in its own spans only', () => {
    expect(isOpenAt(holiday, zone, at('2025-04-05T03:00:00Z'))).toBe(true); // 10:00
    expect(isOpenAt(holiday, zone, at('2025-04-05T08:00:00Z'))).toBe(false); // 15:00
    expect(iso(nextOpening(holiday, zone, at('2025-04-04T11:00:00Z')))).toBe('2025-04-05T03:00:00.000Z');
  });
});

describe('Europe/London across its clock changes', () => {
  const zone = 'Europe/London';
  it('reads the wall clock in winter (GMT) and summer (BST)', () => {
    expect(isOpenAt(office, zone, at('2025-01-06T09:00:00Z'))).toBe(true); // Mon 09:00 GMT
    expect(isOpenAt(office, zone, at('2025-07-07T08:00:00Z'))).toBe(true); // Mon 09:00 BST
    expect(isOpenAt(office, zone, at('2025-07-07T07:59:00Z'))).toBe(false); // Mon 08:59 BST
    expect(iso(nextOpening(office, zone, at('2025-07-04T17:00:00Z')))).toBe('2025-07-07T08:00:00.000Z');
  });
  // Sunday 2025-03-30: at 01:00 GMT the clocks jump to 02:00 BST; 01:00-01:59 never happens.
  const sunday = (spans: OpenSpan[]): BusinessHoursSchedule => ({
    weekly: [[], [], [], [], [], [], spans],
    exceptions: [],
  });
  it('the skipped hour: a span inside it never opens, one starting in it opens when the clocks land', () => {
    const inGap = sunday([{ start: '01:15', end: '01:45' }]);
    expect(iso(nextOpening(inGap, zone, at('2025-03-29T12:00:00Z')))).toBe('2025-04-06T00:15:00.000Z');
    const overGap = sunday([{ start: '01:30', end: '03:00' }]);
    expect(isOpenAt(overGap, zone, at('2025-03-30T00:59:00Z'))).toBe(false); // 00:59 GMT
    expect(isOpenAt(overGap, zone, at('2025-03-30T01:00:00Z'))).toBe(true); // 02:00 BST
    expect(iso(nextOpening(overGap, zone, at('2025-03-29T12:00:00Z')))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(nextClosing(overGap, zone, at('2025-03-30T01:00:00Z')))).toBe('2025-03-30T02:00:00.000Z');
  });
  it('a span over the skipped hour lasts an hour less', () => {
    const night = sunday([{ start: '00:00', end: '04:00' }]);
    expect(iso(nextOpening(night, zone, at('2025-03-29T12:00:00Z')))).toBe('2025-03-30T00:00:00.000Z');
    expect(iso(nextClosing(night, zone, at('2025-03-30T00:00:00Z')))).toBe('2025-03-30T03:00:00.000Z');
  });
  // Sunday 2025-10-26: at 02:00 BST the clocks go back to 01:00 GMT; 01:00-01:59 happens twice.
  const autumn = (spans: OpenSpan[]): BusinessHoursSchedule => ({
    weekly: [[], [], [], [], [], [], spans],
    exceptions: [],
  });
  it('the repeated hour: a span over it is open both times', () => {
    const repeated = autumn([{ start: '01:00', end: '02:00' }]);
    expect(isOpenAt(repeated, zone, at('2025-10-26T00:30:00Z'))).toBe(true); // 01:30 BST
    expect(isOpenAt(repeated, zone, at('2025-10-26T01:30:00Z'))).toBe(true); // 01:30 GMT
    expect(isOpenAt(repeated, zone, at('2025-10-26T02:00:00Z'))).toBe(false); // 02:00 GMT
    expect(iso(nextOpening(repeated, zone, at('2025-10-25T12:00:00Z')))).toBe('2025-10-26T00:00:00.000Z');
    expect(iso(nextClosing(repeated, zone, at('2025-10-26T00:00:00Z')))).toBe('2025-10-26T02:00:00.000Z');
  });
  it('the repeated hour: a span that ended in the first pass opens again in the second', () => {
    const early = autumn([{ start: '01:00', end: '01:30' }]);
    // 01:45 BST: closed; the second 01:00 (GMT) is the next opening.
    expect(isOpenAt(early, zone, at('2025-10-26T00:45:00Z'))).toBe(false);
    expect(iso(nextOpening(early, zone, at('2025-10-26T00:45:00Z')))).toBe('2025-10-26T01:00:00.000Z');
    const overMidnight = autumn([{ start: '00:30', end: '01:30' }]);
    // 01:45 BST: closed; at 02:00 BST the clocks read 01:00 GMT again, inside the span.
    expect(iso(nextOpening(overMidnight, zone, at('2025-10-26T00:45:00Z')))).toBe('2025-10-26T01:00:00.000Z');
  });
});

describe('America/New_York', () => {
  const zone = 'America/New_York';
  it('opens at 09:00 EST in winter and 09:00 EDT in summer', () => {
    expect(iso(nextOpening(office, zone, at('2025-01-04T12:00:00Z')))).toBe('2025-01-06T14:00:00.000Z');
    expect(iso(nextOpening(office, zone, at('2025-07-05T12:00:00Z')))).toBe('2025-07-07T13:00:00.000Z');
  });
  it('keeps 09:00 local over the spring change (Sunday 2025-03-09)', () => {
    // Friday 17:00 EST → Monday 09:00 EDT.
    expect(iso(nextOpening(office, zone, at('2025-03-07T22:00:00Z')))).toBe('2025-03-10T13:00:00.000Z');
    const sunday: BusinessHoursSchedule = {
      weekly: [[], [], [], [], [], [], [{ start: '02:30', end: '03:30' }]],
      exceptions: [],
    };
    // 02:30 does not exist that night: it opens at 03:00 EDT (07:00 UTC), closes at 03:30 EDT.
    expect(iso(nextOpening(sunday, zone, at('2025-03-08T12:00:00Z')))).toBe('2025-03-09T07:00:00.000Z');
    expect(iso(nextClosing(sunday, zone, at('2025-03-09T07:00:00Z')))).toBe('2025-03-09T07:30:00.000Z');
  });
});

describe('the request schemas', () => {
  const parse = (weekly: unknown) => businessHoursSchema.safeParse({ weekly }, { error: ISSUE_CODES });
  const week = (monday: unknown) => [monday, [], [], [], [], [], []];
  const problems = (result: ReturnType<typeof parse>) =>
    result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  it('accepts a week with 24:00 and a lunch break', () => {
    expect(parse([...officeWeek.slice(0, 6), [{ start: '18:00', end: '24:00' }]]).success).toBe(true);
  });
  it('refuses bad times, wrong order, overlaps, too many spans and a short week', () => {
    expect(problems(parse(week([{ start: '9:00', end: '24:01' }])))).toEqual([
      'weekly.0.0.start: business_hours_time_invalid',
      'weekly.0.0.end: business_hours_time_invalid',
    ]);
    expect(problems(parse(week([{ start: '12:00', end: '12:00' }])))).toEqual([
      'weekly.0.0.end: business_hours_span_order',
    ]);
    expect(
      problems(
        parse(
          week([
            { start: '13:00', end: '17:00' },
            { start: '09:00', end: '13:30' },
          ]),
        ),
      ),
    ).toEqual(['weekly.0.0.start: business_hours_spans_overlap']);
    const seven = Array.from({ length: 7 }, (_, h) => ({ start: `0${h}:00`, end: `0${h}:30` }));
    expect(problems(parse(week(seven)))).toEqual(['weekly.0: business_hours_too_many_spans']);
    expect(problems(parse([[], []]))).toEqual(['weekly: business_hours_week_invalid']);
  });
  it('refuses an exception on a date that does not exist', () => {
    const exception = (date: string) =>
      businessHoursExceptionSchema.safeParse({ date, name: 'Nyepi' }, { error: ISSUE_CODES });
    expect(exception('2025-03-29').success).toBe(true);
    expect(exception('2025-02-29').success).toBe(false);
    expect(exception('29/03/2025').success).toBe(false);
  });
});
