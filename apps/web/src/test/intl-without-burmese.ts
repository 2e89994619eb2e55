import { vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;

const englishForBurmese = (locales?: string | string[]) =>
  [locales ?? []].flat().some((locale) => locale.startsWith('my')) ? 'en-US' : locales;

/** Chromium's date formatter, which has no Burmese data: asked for Burmese, it writes English. */
class DateTimeFormatWithoutBurmese extends RealDateTimeFormat {
  constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    super(englishForBurmese(locales), options);
  }

  static override supportedLocalesOf(locales: string | string[]) {
    return RealDateTimeFormat.supportedLocalesOf(locales).filter((locale) => !locale.startsWith('my'));
  }
}

/** Chromium's number formatter: asked for Burmese, it writes Latin digits. */
class NumberFormatWithoutBurmese extends RealNumberFormat {
  constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    super(englishForBurmese(locales), options);
  }
}

/** Makes this test's Intl like Chromium's, which has no Burmese data (undone after each test). */
export function withoutBurmeseData() {
  vi.stubGlobal('Intl', {
    ...Intl,
    DateTimeFormat: DateTimeFormatWithoutBurmese,
    NumberFormat: NumberFormatWithoutBurmese,
  });
}
