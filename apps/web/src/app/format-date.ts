import { isLanguage, type Language } from '@siar/shared';
import { formatBurmeseDate } from './burmese-dates.ts';

/** The Intl locale that writes each language's dates. */
const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', id: 'id-ID', bn: 'bn-BD', my: 'my-MM' };

export interface DateFormatOptions {
  /** Add the time of day, hours and minutes. */
  withTime?: boolean;
  /** The zone whose calendar and clock to show; the browser's own when left out. */
  timeZone?: string;
}

// Per Intl implementation (a test may stand one in): asked once, not for every row of a list.
const writesBurmese = new WeakMap<object, boolean>();

/** Whether this browser's Intl has Burmese date data; without it, it quietly writes English. */
function intlWritesBurmese(): boolean {
  const Formatter = Intl.DateTimeFormat;
  let answer = writesBurmese.get(Formatter);
  if (answer === undefined) {
    const january = new Formatter('my', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 15)),
    );
    answer = Formatter.supportedLocalesOf(['my']).length > 0 && /[\u1000-\u109f]/.test(january);
    writesBurmese.set(Formatter, answer);
  }
  return answer;
}

/**
 * A date (and time) for people who read `language`, in the medium style ("5 Mar 2026"): the one
 * place the web turns an instant into text. Burmese keeps its month names and digits everywhere.
 */
export function formatDate(
  value: string | Date,
  language: string | undefined,
  { withTime = false, timeZone }: DateFormatOptions = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const lang: Language = isLanguage(language) ? language : 'en';
  if (lang === 'my' && !intlWritesBurmese()) return formatBurmeseDate(date, withTime, timeZone);
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  }).format(date);
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone, as date inputs hold it. */
export function calendarDate(value: string | Date, timeZone?: string): string {
  // en-CA writes ISO order with any Intl data; the digits are always ASCII.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(typeof value === 'string' ? new Date(value) : value);
}
