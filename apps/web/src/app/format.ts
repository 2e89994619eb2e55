import { isLanguage, type Language } from '@siar/shared';
import type { FormatterModule } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BurmeseShape, formatBurmese, toBurmeseDigits } from './burmese-dates.ts';

/**
 * The one place the web turns numbers, dates and times into text for a language: every figure,
 * date, chart axis and count in a translated text goes through here, so a Bengali or Burmese page
 * shows its own digits and month names throughout, and every time carries its zone.
 */

/** The Intl locale that writes each language's dates. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', id: 'id-ID', bn: 'bn-BD', my: 'my-MM' };

/**
 * The Intl locale that writes each language's numbers. Burmese numbers are English ones in
 * Burmese digits (CLDR's pattern is the same), which browsers without Burmese data (Chromium)
 * still write; asked for `my` they quietly write Latin digits.
 */
const NUMBER_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  id: 'id-ID',
  bn: 'bn-BD',
  my: 'en-GB-u-nu-mymr',
};

/** The zone the server counts an account's days in when the account names none. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

// Formatters are costly to make and a list formats hundreds of values: one per shape, kept per
// Intl implementation (a test may stand one in).
const made = new WeakMap<object, Map<string, Intl.DateTimeFormat | Intl.NumberFormat>>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  Formatter: new (locale: string, options: object) => T,
  locale: string,
  options: object,
): T {
  const byKey = made.get(Formatter) ?? new Map();
  made.set(Formatter, byKey);
  const key = `${locale}|${JSON.stringify(options)}`;
  const formatter = (byKey.get(key) as T | undefined) ?? new Formatter(locale, options);
  byKey.set(key, formatter);
  return formatter;
}

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(Intl.DateTimeFormat, locale, options);

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

/** An offset such as "GMT+7" or "GMT +৭" rather than a name such as "WIB" or "UTC". */
const OFFSET = /[+\-\u2212]|\p{Nd}/u;

/**
 * Where the page's language names a zone only by its offset, the name people know it by if the
 * zone has one: "WIB" for Asia/Jakarta (what staff see too), "EST" for New York.
 */
const ZONE_NAME_LOCALES = ['en-US', 'id-ID'];

function zoneName(pageName: string, date: Date, timeZone: string | undefined): string {
  if (!OFFSET.test(pageName)) return pageName;
  for (const locale of ZONE_NAME_LOCALES) {
    const name = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !OFFSET.test(name)) return name;
  }
  return pageName;
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

export interface Formats {
  language: Language;
  /** The zone whose calendar and clock are shown; the browser's own when undefined. */
  timeZone: string | undefined;
  /** A count or amount: "1,234", "১,২৩৪", "၁,၂၃၄". */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A day: "5 Mar 2026". */
  date(value: string | Date): string;
  /** A day and time with the zone's name: "5 Mar 2026, 17:07 WIB". */
  dateTime(value: string | Date): string;
  /** A time with the zone's name: "17:07 WIB". */
  time(value: string | Date): string;
  /** The time if it is today in the zone, else the day: lists of recent things. */
  timeOrDate(value: string | Date, now?: Date): string;
  /** A calendar day (YYYY-MM-DD) as a chart's axis names it: "5 Mar". */
  day(isoDay: string): string;
  /** A month of a chart, `YYYY-MM`: "Mar 2026". */
  month(isoMonth: string): string;
  /** A year: "2026", "২০২৬". */
  year(value: string | Date): string;
  /** The zone's name at an instant (now by default): "WIB". */
  zone(value?: string | Date): string;
}

/** The formats of a language (an unknown one is English), in a time zone. */
export function formatsFor(language: string | undefined, timeZone?: string): Formats {
  const lang: Language = isLanguage(language) ? language : 'en';
  const locale = DATE_LOCALES[lang];
  const burmeseTable = lang === 'my' && !intlWritesBurmese();

  const zoneParts = (date: Date, options: Intl.DateTimeFormatOptions = {}) =>
    dateTimeFormat(burmeseTable ? 'en-GB' : locale, { ...options, timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .map((part) =>
        part.type === 'timeZoneName' ? { ...part, value: zoneName(part.value, date, timeZone) } : part,
      );

  const zone = (date: Date): string => {
    const name = zoneParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
    return burmeseTable ? toBurmeseDigits(name) : name;
  };

  const withZone = (date: Date, options: Intl.DateTimeFormatOptions, shape: BurmeseShape): string =>
    burmeseTable
      ? formatBurmese(date, shape, timeZone, zone(date))
      : zoneParts(date, options)
          .map((part) => part.value)
          .join('');

  const formats: Formats = {
    language: lang,
    timeZone,
    number: (value, options = {}) => cached(Intl.NumberFormat, NUMBER_LOCALES[lang], options).format(value),
    date: (value) =>
      burmeseTable
        ? formatBurmese(toDate(value), 'date', timeZone)
        : dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(toDate(value)),
    dateTime: (value) => withZone(toDate(value), { ...DATE, ...TIME }, 'dateTime'),
    time: (value) => withZone(toDate(value), TIME, 'time'),
    timeOrDate: (value, now = new Date()) =>
      calendarDate(value, timeZone) === calendarDate(now, timeZone)
        ? formats.time(value)
        : formats.date(value),
    day: (isoDay) => {
      const date = new Date(`${isoDay}T00:00:00Z`);
      return burmeseTable
        ? formatBurmese(date, 'day', 'UTC')
        : dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
    },
    month: (isoMonth) => {
      const date = new Date(`${isoMonth}-01T00:00:00Z`);
      return burmeseTable
        ? formatBurmese(date, 'month', 'UTC')
        : dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
    },
    year: (value) =>
      dateTimeFormat(NUMBER_LOCALES[lang], { year: 'numeric', timeZone }).format(toDate(value)),
    zone: (value = new Date()) => zone(toDate(value)),
  };
  return formats;
}

/** A number as the language writes it: what i18next's interpolation passes every count through. */
export function formatNumber(value: number, language: string | undefined): string {
  return formatsFor(language).number(value);
}

/**
 * i18next's formatter (`i18n.use(I18N_NUMBERS)`, with I18N_INTERPOLATION): every number a text
 * carries (a count, a limit, minutes) is written as the text's language writes it; plurals still
 * choose by the number itself.
 */
export const I18N_NUMBERS: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, language) => (typeof value === 'number' ? formatNumber(value, language) : value),
};

export const I18N_INTERPOLATION = {
  // React escapes what it renders; escaping twice would show entities.
  escapeValue: false,
  // Every value goes through the formatter, not only those marked `{{value, format}}`.
  alwaysFormat: true,
};

/** The calendar day (YYYY-MM-DD) of an instant in a time zone, as date inputs hold it. */
export function calendarDate(value: string | Date, timeZone?: string): string {
  // en-CA writes ISO order with any Intl data; the digits are always ASCII.
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    toDate(value),
  );
}

/**
 * The account's time zone, which every time in the customer panel is shown in (the panel's
 * layout provides it); outside it, the browser's own.
 */
export const TimeZoneContext = createContext<string | undefined>(undefined);

/** The page's formats: its language, and the account's time zone. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const timeZone = useContext(TimeZoneContext);
  const language = i18n.resolvedLanguage;
  return useMemo(() => formatsFor(language, timeZone), [language, timeZone]);
}
