import { COOKIES, DEFAULT_LANGUAGE, ERROR_TEXTS, LANGUAGES, type Language } from '@siar/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCookie } from './cookies.ts';
import { LANGUAGE_COOKIE_OPTIONS } from './language.ts';
import { type LocaleTree, loadLocaleFiles } from './locale-files.ts';
import { loadScriptFont } from './script-fonts.ts';

// Every locale file by convention (see locale-files.ts), each a chunk fetched only when its
// language is used: a new `<part>.<lang>.json` is picked up without a change here.
const LOCALE_LOADERS = import.meta.glob<LocaleTree>(['../locales/*.json', '../features/*/locales/*.json'], {
  import: 'default',
});

const loading = new Map<Language, Promise<void>>();

/** Fetches a language's strings once and merges its files into one bundle. */
function loadLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loadLocaleFiles(LOCALE_LOADERS, language).then((trees) => {
      for (const tree of trees) i18n.addResourceBundle(language, 'translation', tree, true, true);
    });
    // A failed fetch (offline, a release in between) may be tried again.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export async function initI18n(language: Language): Promise<typeof i18n> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n.use(initReactI18next).init({
    // Only the active language is ever fetched (loadLanguage); every locale has every key.
    resources: {},
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // React escapes what it renders; escaping twice would show entities.
    interpolation: { escapeValue: false },
  });
  // The server's errors in English are the shared catalogue itself: the fallback of every language.
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', { errors: ERROR_TEXTS }, true, true);
  await Promise.all([loadLanguage(language), loadScriptFont(language)]);
  // Settles i18n.resolvedLanguage now that the language has its strings.
  await i18n.changeLanguage(language);
  return i18n;
}

let requested: Language | undefined;

/**
 * What the switcher does: fetch the language (strings, and the font of its script), remember the
 * choice for 5 years, then re-render in it. Of quick successive choices, the last one wins.
 */
export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  await Promise.all([loadLanguage(language), loadScriptFont(language)]);
  if (requested !== language) return;
  setCookie(COOKIES.language, language, LANGUAGE_COOKIE_OPTIONS);
  await i18n.changeLanguage(language);
}
