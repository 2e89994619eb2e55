import {
  COOKIES,
  type CountryInfo,
  DEFAULT_LANGUAGE,
  FIVE_YEARS_SECONDS,
  isLanguage,
  type Language,
  languageForCountry,
  SITE_PATHS,
} from '@siar/shared';
import { type ApiClient, api } from '../api/client.ts';
import { readCookie } from './cookies.ts';

/** How long the first visit waits for the country lookup before it settles on English. */
export const COUNTRY_LOOKUP_TIMEOUT_MS = 2000;

/** The language the `language` cookie names, if it names one we offer. */
export function languageFromCookies(cookieString: string): Language | undefined {
  const value = readCookie(cookieString, COOKIES.language);
  return isLanguage(value) ? value : undefined;
}

export interface InitialLanguage {
  language: Language;
  /** True when no valid cookie existed, so the caller must write one. */
  detected: boolean;
}

/**
 * The language of a page load: the cookie when present; otherwise the language a link named (the
 * docs site's `lang`, from a product page), else the visitor's country (first visit), and English
 * whenever the lookup fails.
 */
export async function resolveInitialLanguage(
  cookieString: string,
  client: ApiClient = api,
  timeoutMs = COUNTRY_LOOKUP_TIMEOUT_MS,
  linked?: string | null,
): Promise<InitialLanguage> {
  const fromCookie = languageFromCookies(cookieString);
  if (fromCookie) return { language: fromCookie, detected: false };
  if (isLanguage(linked)) return { language: linked, detected: true };
  try {
    const info = await client.get<CountryInfo>(SITE_PATHS.countryInfo, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { language: languageForCountry(info?.country_code), detected: true };
  } catch {
    return { language: DEFAULT_LANGUAGE, detected: true };
  }
}

export const LANGUAGE_COOKIE_OPTIONS = { maxAge: FIVE_YEARS_SECONDS, path: '/' } as const;
