import { afterEach, describe, expect, it, vi } from 'vitest';
import { BURMESE_MONTHS, formatBurmeseDate } from './burmese-dates.ts';
import { calendarDate, formatDate } from './format-date.ts';

const RealDateTimeFormat = Intl.DateTimeFormat;

const englishForBurmese = (locales?: string | string[]) =>
  [locales ?? []].flat().some((locale) => locale.startsWith('my')) ? 'en-US' : locales;

/** An Intl like a browser's without Burmese date data: asked for Burmese, it writes English. */
class DateTimeFormatWithoutBurmese extends RealDateTimeFormat {
  constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    super(englishForBurmese(locales), options);
  }

  static override supportedLocalesOf(locales: string | string[]) {
    return RealDateTimeFormat.supportedLocalesOf(locales).filter((locale) => !locale.startsWith('my'));
  }
}

function withoutBurmeseData() {
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: DateTimeFormatWithoutBurmese });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const MARCH_5 = '2026-03-05T10:07:00Z';

describe('formatDate', () => {
  it('writes each language in its own words, in the given time zone', () => {
    expect(formatDate(MARCH_5, 'en', { timeZone: 'Asia/Jakarta' })).toBe('5 Mar 2026');
    expect(formatDate(MARCH_5, 'id', { timeZone: 'Asia/Jakarta', withTime: true })).toBe('5 Mar 2026, 17.07');
    expect(formatDate(MARCH_5, 'bn', { timeZone: 'Asia/Jakarta' })).toBe('৫ মার্চ, ২০২৬');
    expect(formatDate(MARCH_5, 'my', { timeZone: 'Asia/Jakarta' })).toBe('၂၀၂၆ မတ် ၅');
  });

  it('takes English for an unknown or missing language', () => {
    expect(formatDate(MARCH_5, undefined, { timeZone: 'UTC' })).toBe('5 Mar 2026');
    expect(formatDate(MARCH_5, 'fr', { timeZone: 'UTC' })).toBe('5 Mar 2026');
  });

  it('keeps Burmese month names and digits where the browser has no Burmese date data', () => {
    withoutBurmeseData();
    // The stand-in really does fall back to English, as such browsers do.
    expect(new Intl.DateTimeFormat('my-MM', { dateStyle: 'medium' }).format(new Date(MARCH_5))).toMatch(
      /Mar/,
    );

    expect(formatDate(MARCH_5, 'my', { timeZone: 'Asia/Jakarta' })).toBe('၂၀၂၆ မတ် ၅');
    expect(formatDate(MARCH_5, 'my', { timeZone: 'Asia/Jakarta', withTime: true })).toBe('၂၀၂၆ မတ် ၅ ၁၇:၀၇');
  });
});

describe('formatBurmeseDate', () => {
  // Node carries full ICU data: the table must write exactly what ICU writes.
  const icu = (date: Date, withTime: boolean) =>
    new RealDateTimeFormat('my-MM', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Jakarta',
    }).format(date);

  it.each(BURMESE_MONTHS.map((_, month) => month))('writes month %i as ICU does', (month) => {
    const date = new Date(Date.UTC(2027, month, 28, 16, 5));
    expect(formatBurmeseDate(date, false, 'Asia/Jakarta')).toBe(icu(date, false));
    expect(formatBurmeseDate(date, true, 'Asia/Jakarta')).toBe(icu(date, true));
  });

  it('writes midnight and single-digit minutes as ICU does', () => {
    const midnight = new Date('2026-12-31T17:00:00Z');
    expect(formatBurmeseDate(midnight, true, 'Asia/Jakarta')).toBe(icu(midnight, true));
  });
});

describe('calendarDate', () => {
  it('gives the day in the time zone, as YYYY-MM-DD', () => {
    expect(calendarDate('2026-03-05T18:00:00Z', 'Asia/Jakarta')).toBe('2026-03-06');
    expect(calendarDate('2026-03-05T18:00:00Z', 'UTC')).toBe('2026-03-05');
  });
});
