/** Interface languages, in the order the switcher shows them. `my` is Burmese (ISO 639-1). */
export const LANGUAGES = ['en', 'id', 'bn', 'my'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  bn: 'বাংলা',
  my: 'မြန်မာ',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first visit picks the language from the visitor's country. A lowercased country code is
 * a language code only by accident ("id" works, "my" would turn Malaysia Burmese), so countries
 * whose main language we offer are mapped explicitly and every other country gets English.
 */
const COUNTRY_LANGUAGE: Record<string, Language> = { id: 'id', bd: 'bn', mm: 'my' };

export function languageForCountry(countryCode: string | null | undefined): Language {
  if (!countryCode) return DEFAULT_LANGUAGE;
  return COUNTRY_LANGUAGE[countryCode.toLowerCase()] ?? DEFAULT_LANGUAGE;
}
