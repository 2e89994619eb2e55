import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutBurmeseData } from '../test/intl-without-burmese.ts';
import { BURMESE_MONTHS } from './burmese-dates.ts';
import { calendarDate, formatNumber, formatsFor } from './format.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MARCH_5 = '2026-03-05T10:07:00Z';
const JAKARTA = 'Asia/Jakarta';

describe('numbers', () => {
  it('are written in each language with its own digits', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'id')).toBe('1.234');
    expect(formatNumber(1234, 'bn')).toBe('১,২৩৪');
    expect(formatNumber(1234, 'my')).toBe('၁,၂၃၄');
    expect(formatNumber(1234, undefined)).toBe('1,234');
  });

  it('keep Burmese digits where the browser has no Burmese data', () => {
    withoutBurmeseData();
    expect(new Intl.NumberFormat('my').format(27)).toBe('27');
    expect(formatNumber(27, 'my')).toBe('၂၇');
    expect(formatsFor('my').number(0.42, { style: 'percent' })).toBe('၄၂%');
  });
});

describe('dates and times', () => {
  it('write each language in its own words, in the given time zone', () => {
    expect(formatsFor('en', JAKARTA).date(MARCH_5)).toBe('5 Mar 2026');
    expect(formatsFor('id', JAKARTA).date(MARCH_5)).toBe('5 Mar 2026');
    expect(formatsFor('bn', JAKARTA).date(MARCH_5)).toBe('৫ মার্চ, ২০২৬');
    expect(formatsFor('my', JAKARTA).date(MARCH_5)).toBe('၂၀၂၆ မတ် ၅');
    expect(formatsFor('fr', 'UTC').date(MARCH_5)).toBe('5 Mar 2026');
  });

  it('show every time with its zone, named as people know it', () => {
    expect(formatsFor('en', JAKARTA).dateTime(MARCH_5)).toBe('5 Mar 2026, 17:07 WIB');
    expect(formatsFor('id', JAKARTA).dateTime(MARCH_5)).toBe('5 Mar 2026, 17.07 WIB');
    expect(formatsFor('en', JAKARTA).time(MARCH_5)).toBe('17:07 WIB');
    expect(formatsFor('bn', JAKARTA).time(MARCH_5)).toBe('৫:০৭ PM WIB');
    expect(formatsFor('my', JAKARTA).time(MARCH_5)).toBe('WIB ၁၇:၀၇');
    expect(formatsFor('en', 'Asia/Makassar').time(MARCH_5)).toBe('18:07 WITA');
    expect(formatsFor('en', 'America/New_York').time(MARCH_5)).toBe('05:07 EST');
    expect(formatsFor('en', 'UTC').time(MARCH_5)).toBe('10:07 UTC');
    // A zone without a known name keeps its offset, in the language's digits.
    expect(formatsFor('bn', 'Asia/Dhaka').time(MARCH_5)).toBe('৪:০৭ PM GMT +৬');
    expect(formatsFor('my', JAKARTA).zone(MARCH_5)).toBe('WIB');
    expect(formatsFor('my', 'Asia/Dhaka').zone(MARCH_5)).toBe('GMT+၆');
  });

  it('name chart days in the language', () => {
    expect(formatsFor('en').day('2026-11-27')).toBe('27 Nov');
    expect(formatsFor('bn').day('2026-11-27')).toBe('২৭ নভে');
    expect(formatsFor('my').day('2026-11-27')).toBe('နို ၂၇');
    expect(formatsFor('en').month('2026-11')).toBe('Nov 2026');
    expect(formatsFor('bn').month('2026-11')).toBe('নভে ২০২৬');
    expect(formatsFor('my').month('2026-11')).toBe('၂၀၂၆ နို');
    expect(formatsFor('my').year(MARCH_5)).toBe('၂၀၂၆');
    expect(formatsFor('bn').year(MARCH_5)).toBe('২০২৬');
  });

  it('give the time for today and the day for older instants', () => {
    const now = new Date('2026-03-05T16:00:00Z'); // 23:00 in Jakarta
    const formats = formatsFor('en', JAKARTA);
    expect(formats.timeOrDate(MARCH_5, now)).toBe('17:07 WIB');
    expect(formats.timeOrDate('2026-03-04T16:59:00Z', now)).toBe('4 Mar 2026');
  });

  it('keep Burmese month names, digits and zones where the browser has no Burmese data', () => {
    withoutBurmeseData();
    // The stand-in really does fall back to English, as such browsers do.
    expect(new Intl.DateTimeFormat('my-MM', { dateStyle: 'medium' }).format(new Date(MARCH_5))).toMatch(
      /Mar/,
    );

    const formats = formatsFor('my', JAKARTA);
    expect(formats.date(MARCH_5)).toBe('၂၀၂၆ မတ် ၅');
    expect(formats.dateTime(MARCH_5)).toBe('၂၀၂၆ မတ် ၅ WIB ၁၇:၀၇');
    expect(formats.time(MARCH_5)).toBe('WIB ၁၇:၀၇');
    expect(formats.day('2026-11-27')).toBe('နို ၂၇');
    expect(formats.month('2026-11')).toBe('၂၀၂၆ နို');
    expect(formats.year(MARCH_5)).toBe('၂၀၂၆');
  });
});

describe('the Burmese table', () => {
  // Node carries full ICU data: the table must write exactly what ICU writes. Asia/Yangon has no
  // zone name, so ICU's offset is compared too.
  const YANGON = 'Asia/Yangon';
  const icu = formatsFor('my', YANGON);

  it.each(BURMESE_MONTHS.map((_, month) => month))('writes month %i as ICU does', (month) => {
    const date = new Date(Date.UTC(2027, month, 28, 2, 5));
    const expected = [
      icu.date(date),
      icu.dateTime(date),
      icu.time(date),
      icu.day(date.toISOString().slice(0, 10)),
    ];
    withoutBurmeseData();
    const table = formatsFor('my', YANGON);
    expect([
      table.date(date),
      table.dateTime(date),
      table.time(date),
      table.day(date.toISOString().slice(0, 10)),
    ]).toEqual(expected);
  });

  it('writes midnight as ICU does', () => {
    const midnight = new Date('2026-12-31T17:30:00Z');
    const expected = icu.dateTime(midnight);
    withoutBurmeseData();
    expect(formatsFor('my', YANGON).dateTime(midnight)).toBe(expected);
  });
});

describe('calendarDate', () => {
  it('gives the day in the time zone, as YYYY-MM-DD', () => {
    expect(calendarDate('2026-03-05T18:00:00Z', 'Asia/Jakarta')).toBe('2026-03-06');
    expect(calendarDate('2026-03-05T18:00:00Z', 'UTC')).toBe('2026-03-05');
  });
});
