import type { TFunction } from 'i18next';

/** A time in the largest units that read well: seconds, minutes, hours and minutes, or days and hours. */
export function duration(t: TFunction, seconds: number | null | undefined): string {
  if (seconds == null) return t('reports.none');
  if (seconds < 60) return t('reports.duration.seconds', { s: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('reports.duration.minutes', { m: minutes });
  const hours = Math.round(seconds / 3600);
  if (minutes < 24 * 60) return t('reports.duration.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
  return t('reports.duration.days', { d: Math.floor(hours / 24), h: hours % 24 });
}
