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

/** Loads every file of one language, in path order, so a later file's keys win on a clash. */
export async function loadLocaleFiles(loaders: LocaleLoaders, language: Language): Promise<LocaleTree[]> {
  const paths = Object.keys(loaders)
    .filter((path) => languageOfLocaleFile(path) === language)
    .sort();
  return Promise.all(paths.map((path) => loaders[path]!()));
}
