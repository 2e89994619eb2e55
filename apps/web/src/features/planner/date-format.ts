import { formatsFor } from '../../app/format.ts';

// Dates through the app's one formatter (app/format.ts): each language's own month names and
// digits, Burmese from its table where the browser has no Burmese data.

/** A run's day and time with the zone's name, on the account's clock. */
export function formatWhen(iso: string, language: string, zone: string): string {
  return formatsFor(language, zone).dateTime(iso);
}

/** A day (`YYYY-MM-DD`) in the language's own format. */
export function formatDay(date: string, language: string): string {
  return formatsFor(language).day(date);
}
