import type { CalendarOptions, LocaleInput } from '@fullcalendar/core';
import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import { isLanguage, WEEKDAYS } from '@siar/shared';
import type { TFunction } from 'i18next';
import { BURMESE_MONTHS, toBurmeseDigits } from '../../app/burmese-dates.ts';
import { weekStartIndex } from '../../app/week-start.ts';

/**
 * FullCalendar's texts and week start from our own locale files, for every language alike (it has
 * none for Burmese): month and weekday names come from the browser's Intl for the code.
 */
export function calendarLocale(t: TFunction, language: string): LocaleInput {
  return {
    code: language,
    firstDay: weekStartIndex(isLanguage(language) ? language : 'en'),
    buttonText: {
      today: t('planner.calendar.today'),
      month: t('planner.calendar.month'),
      week: t('planner.calendar.week'),
      list: t('planner.calendar.agenda'),
    },
    allDayText: t('planner.calendar.allDay'),
    noEventsText: t('planner.calendar.noEvents'),
    moreLinkText: (count: number) => t('planner.calendar.more', { count }),
  };
}

const DAY_MS = 86_400_000;
const WEEKDAY_OF = ['SU', ...WEEKDAYS.slice(0, 6)] as const;

/**
 * Burmese dates, which browsers without Burmese Intl data (Chromium) write in English: titles,
 * day headers, list days and times from our tables (months of app/burmese-dates.ts, weekdays of
 * the locale file), in Burmese digits. The calendar runs on UTC fields (calendar-events.ts).
 */
export function burmeseCalendarFormats(t: TFunction): Partial<CalendarOptions> {
  const digits = (n: number) => toBurmeseDigits(String(n));
  const day = (d: Date) => `${BURMESE_MONTHS[d.getUTCMonth()]} ${digits(d.getUTCDate())}`;
  const weekday = (d: Date, long = false) =>
    t(`planner.${long ? 'weekdaysLong' : 'weekdays'}.${WEEKDAY_OF[d.getUTCDay()]}`);
  const clock = (d: Date) =>
    toBurmeseDigits(
      `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`,
    );
  return {
    titleFormat: (arg: VerboseFormattingArg) => {
      const start = arg.start.marker;
      const end = new Date((arg.end?.marker ?? start).getTime() - DAY_MS);
      const year = digits(end.getUTCFullYear());
      if (
        start.getUTCDate() === 1 &&
        end.getUTCMonth() === start.getUTCMonth() &&
        end.getTime() - start.getTime() > 20 * DAY_MS
      )
        return `${BURMESE_MONTHS[start.getUTCMonth()]} ${year}`;
      return `${day(start)} – ${day(end)} ${year}`;
    },
    dayHeaderFormat: (arg: VerboseFormattingArg) => weekday(arg.date.marker),
    listDayFormat: (arg: VerboseFormattingArg) => `${day(arg.date.marker)} ${digits(arg.date.year)}`,
    listDaySideFormat: (arg: VerboseFormattingArg) => weekday(arg.date.marker, true),
    eventTimeFormat: (arg: VerboseFormattingArg) => clock(arg.date.marker),
    slotLabelFormat: (arg: VerboseFormattingArg) => clock(arg.date.marker),
    views: {
      timeGridWeek: {
        dayHeaderFormat: (arg: VerboseFormattingArg) => `${weekday(arg.date.marker)} ${digits(arg.date.day)}`,
      },
    },
  };
}
