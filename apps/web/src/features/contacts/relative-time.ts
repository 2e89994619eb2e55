const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, in the largest whole unit: { unit: 'day', count: 3 }; under a minute: 'now'. */
export function elapsed(value: string | Date, now: Date = new Date()) {
  const ms = Math.max(0, now.getTime() - new Date(value).getTime());
  for (const [unit, size] of UNITS) if (ms >= size) return { unit, count: Math.floor(ms / size) };
  return { unit: 'now' as const, count: 0 };
}

/** Whether this browser's Intl writes relative times in the language (Chromium has no Burmese). */
function intlSpeaks(language: string): boolean {
  return new Intl.RelativeTimeFormat(language).resolvedOptions().locale.split('-')[0] === language;
}

/**
 * "3 days ago", "yesterday", "now" in the page's language (Intl.RelativeTimeFormat), or undefined
 * where the browser's Intl lacks the language: the caller then writes it from its own texts.
 */
export function relativeTime(
  value: string | Date,
  language: string,
  now: Date = new Date(),
): string | undefined {
  if (!intlSpeaks(language)) return undefined;
  const { unit, count } = elapsed(value, now);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return unit === 'now' ? format.format(0, 'second') : format.format(-count, unit);
}
