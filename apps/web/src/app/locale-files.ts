import { isLanguage, type Language } from '@siar/shared';

/** A locale file's content: nested keys to texts. */
export type LocaleTree = { [key: string]: string | LocaleTree };

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

/**
 * A bundle's locale files (`locales/bundles/<lang>.<scope>.ts` finds them with a glob), in path
 * order so a later file's keys win on a clash; only the files of its language and scope, so a glob
 * too wide cannot smuggle in another's texts.
 */
export function bundleOf(
  files: Record<string, LocaleTree>,
  language: Language,
  scope: LocaleScope,
): LocaleTree[] {
  return Object.keys(files)
    .filter((path) => languageOfLocaleFile(path) === language && scopeOfLocaleFile(path) === scope)
    .sort()
    .map((path) => files[path]!);
}
