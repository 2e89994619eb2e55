import { isLanguage, type Language } from '@siar/shared';

/** A locale file's content: nested keys to texts. */
export type LocaleTree = { [key: string]: string | LocaleTree };

export type LocaleLoaders = Record<string, () => Promise<LocaleTree>>;

/**
 * The language a locale file holds, by the naming convention: `<lang>.json` or
 * `<part>.<lang>.json` (`en.json`, `billing.en.json`, `errors.my.json`). Other files have none.
 */
export function languageOfLocaleFile(path: string): Language | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const match = /^(?:[\w-]+\.)?([a-z]{2})\.json$/.exec(name);
  return match && isLanguage(match[1]) ? match[1] : undefined;
}

/**
 * `core`: the site's and layouts' texts (`<lang>.json`) and the errors (`errors.<lang>.json`),
 * which every page needs; `site-pages`: the long texts of the pricing, terms and refund pages
 * (`site-pages.<lang>.json`), which those pages and the panels (plans, billing) need;
 * `features`: every other part (`billing.<lang>.json`, ...), which only the panels' pages need.
 */
export type LocaleScope = 'core' | 'site-pages' | 'features';

export function scopeOfLocaleFile(path: string): LocaleScope {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (/^(?:errors\.)?[a-z]{2}\.json$/.test(name)) return 'core';
  return /^site-pages\.[a-z]{2}\.json$/.test(name) ? 'site-pages' : 'features';
}

/** Loads the files of one language and scope, in path order, so a later file's keys win on a clash. */
export async function loadLocaleFiles(
  loaders: LocaleLoaders,
  language: Language,
  scope?: LocaleScope,
): Promise<LocaleTree[]> {
  const paths = Object.keys(loaders)
    .filter(
      (path) => languageOfLocaleFile(path) === language && (!scope || scopeOfLocaleFile(path) === scope),
    )
    .sort();
  return Promise.all(paths.map((path) => loaders[path]!()));
}
