import type { Language } from '@siar/shared';

// Where each language's week starts, one rule for every calendar and picker of the panel: the
// browser's own week data for the language's country when it has it (CLDR), else the same table.

/** ISO weekday (1 Monday … 7 Sunday) the week starts on where the language is spoken. */
const FIRST_DAY: Record<Language, number> = { en: 1, id: 7, bn: 7, my: 7 };
const LOCALES: Record<Language, string> = { en: 'en-GB', id: 'id-ID', bn: 'bn-BD', my: 'my-MM' };

/** The first day of the language's week, as an ISO weekday (1 Monday … 7 Sunday). */
export function firstDayOfWeek(language: Language): number {
  const locale = new Intl.Locale(LOCALES[language]) as Intl.Locale & {
    weekInfo?: { firstDay: number };
    getWeekInfo?: () => { firstDay: number };
  };
  try {
    return locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? FIRST_DAY[language];
  } catch {
    return FIRST_DAY[language];
  }
}

/** The same day as calendars count it (0 Sunday … 6 Saturday). */
export function weekStartIndex(language: Language): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return (firstDayOfWeek(language) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}
