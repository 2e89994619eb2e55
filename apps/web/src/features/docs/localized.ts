import type { Language } from '@siar/shared';

type Localized<P extends string> = { [L in Language as `${P}_${L}`]?: string | null };

/** A docs field in the reader's language, English when that variant is missing or empty. */
export function localized<P extends 'title' | 'body'>(
  item: Localized<P>,
  prefix: P,
  language: Language,
): string {
  const record = item as Record<string, string | null | undefined>;
  return record[`${prefix}_${language}`] || record[`${prefix}_en`] || '';
}
