import { COOKIES, DEFAULT_LANGUAGE, LANGUAGES, type Language, PUBLIC_ERROR_TEXTS } from '@siar/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCookie } from './cookies.ts';
import { I18N_INTERPOLATION, I18N_NUMBERS } from './format.ts';
import { LANGUAGE_COOKIE_OPTIONS } from './language.ts';
import type { LocaleScope, LocaleTree } from './locale-files.ts';
import { loadScriptFont } from './script-fonts.ts';

// The locale bundles take their helper from here, so it ships in the first chunk with i18n rather
// than as a chunk of its own, one more request (and its headers) on every first page.
export { bundleOf } from './locale-files.ts';

type Bundle = () => Promise<{ default: LocaleTree[] }>;

// A language's files by scope, one chunk each (locales/bundles/), fetched only when the language
// is used: a new `<part>.<lang>.json` joins its bundle without a change here. One request for a
// panel's eleven parts; the first page's chunk names each bundle, not every file.
const BUNDLES: Record<Language, Record<LocaleScope, Bundle>> = {
  en: {
    core: () => import('../locales/bundles/en.core.ts'),
    'site-pages': () => import('../locales/bundles/en.site-pages.ts'),
    features: () => import('../locales/bundles/en.features.ts'),
  },
  id: {
    core: () => import('../locales/bundles/id.core.ts'),
    'site-pages': () => import('../locales/bundles/id.site-pages.ts'),
    features: () => import('../locales/bundles/id.features.ts'),
  },
  bn: {
    core: () => import('../locales/bundles/bn.core.ts'),
    'site-pages': () => import('../locales/bundles/bn.site-pages.ts'),
    features: () => import('../locales/bundles/bn.features.ts'),
  },
  my: {
    core: () => import('../locales/bundles/my.core.ts'),
    'site-pages': () => import('../locales/bundles/my.site-pages.ts'),
    features: () => import('../locales/bundles/my.features.ts'),
  },
};

const loading = new Map<string, Promise<void>>();

/**
 * Fetches a language's strings once and merges its files into one bundle: the core (the site,
 * the layouts, the errors) for the first page, the features' parts (`<part>.<lang>.json`) when a
 * page that needs them is fetched, so a visitor's first page carries none of the panels' texts.
 */
function loadLanguage(language: Language, scope: LocaleScope): Promise<void> {
  const key = `${language}:${scope}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = BUNDLES[language][scope]().then(({ default: trees }) => {
      for (const tree of trees) i18n.addResourceBundle(language, 'translation', tree, true, true);
    });
    // A failed fetch (offline, a release in between) may be tried again.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The scopes past `core` some page asked for: a language chosen later brings them too. */
const wantedScopes = new Set<Exclude<LocaleScope, 'core'>>();
let markReady: () => void = () => {};
/** Settles once i18n has its language: a page preloaded before then waits for it. */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** A scope's texts in the current language (and in any language chosen later). */
async function loadScope(scope: Exclude<LocaleScope, 'core'>): Promise<void> {
  wantedScopes.add(scope);
  await ready;
  await loadLanguage((i18n.resolvedLanguage ?? DEFAULT_LANGUAGE) as Language, scope);
}

/** What a panel page needs: the features' texts, and the plans' (the site pages'). */
export async function loadFeatureStrings(): Promise<void> {
  await Promise.all([loadScope('features'), loadScope('site-pages')]);
}

/** What the pricing, terms and refund pages need beyond the core texts. */
export function loadSitePageStrings(): Promise<void> {
  return loadScope('site-pages');
}

export async function initI18n(language: Language): Promise<typeof i18n> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n
    .use(initReactI18next)
    .use(I18N_NUMBERS)
    .init({
      // Only the active language is ever fetched (loadLanguage); every locale has every key.
      resources: {},
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: I18N_INTERPOLATION,
      // Texts added later (a feature's part) re-render what already shows their keys.
      react: { bindI18nStore: 'added' },
    });
  // The server's errors in English are the shared catalogue itself, the fallback of every language:
  // the public pages' here, the panels' with the English panels' texts (locales/bundles/en.features.ts).
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', { errors: PUBLIC_ERROR_TEXTS }, true, true);
  await Promise.all([loadLanguage(language, 'core'), loadScriptFont(language)]);
  // Settles i18n.resolvedLanguage now that the language has its strings.
  await i18n.changeLanguage(language);
  markReady();
  return i18n;
}

let requested: Language | undefined;

/**
 * What the switcher does: fetch the language (strings, and the font of its script), remember the
 * choice for 5 years, then re-render in it. Of quick successive choices, the last one wins.
 */
export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  await Promise.all([
    loadLanguage(language, 'core'),
    ...[...wantedScopes].map((scope) => loadLanguage(language, scope)),
    loadScriptFont(language),
  ]);
  if (requested !== language) return;
  setCookie(COOKIES.language, language, LANGUAGE_COOKIE_OPTIONS);
  await i18n.changeLanguage(language);
}
