import { ERROR_TEXTS, LANGUAGES, PANEL_ERROR_TEXTS } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import {
  bundleOf,
  type LocaleScope,
  type LocaleTree,
  languageOfLocaleFile,
  scopeOfLocaleFile,
} from './locale-files.ts';

describe('languageOfLocaleFile', () => {
  it('reads the language from <lang>.json and <part>.<lang>.json', () => {
    expect(languageOfLocaleFile('../locales/en.json')).toBe('en');
    expect(languageOfLocaleFile('../locales/billing.my.json')).toBe('my');
    expect(languageOfLocaleFile('../locales/errors.bn.json')).toBe('bn');
    expect(languageOfLocaleFile('../features/chats/locales/quick-replies.id.json')).toBe('id');
  });

  it('ignores files of languages not offered and files that are no locale', () => {
    expect(languageOfLocaleFile('../locales/fr.json')).toBeUndefined();
    expect(languageOfLocaleFile('../locales/billing.ms.json')).toBeUndefined();
    expect(languageOfLocaleFile('../locales/locales.test.ts')).toBeUndefined();
    expect(languageOfLocaleFile('../locales/en.json.bak')).toBeUndefined();
  });
});

// The files as the app finds them, so a file added without its three translations fails here.
const files = import.meta.glob<LocaleTree>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('the locale files', () => {
  const families = new Map<string, Map<string, LocaleTree>>();
  for (const [path, tree] of Object.entries(files)) {
    const language = languageOfLocaleFile(path);
    if (!language) continue;
    const family = path.replace(new RegExp(`${language}\\.json$`), '*.json');
    if (!families.has(family)) families.set(family, new Map());
    families.get(family)!.set(language, tree);
  }
  // The errors' English is the shared catalogue itself (i18n.ts adds it), not a file.
  families.get('../locales/errors.*.json')?.set('en', { errors: ERROR_TEXTS as unknown as Tree });

  it('are found by the convention', () => {
    expect([...families.keys()]).toEqual(
      expect.arrayContaining(['../locales/*.json', '../locales/billing.*.json']),
    );
  });

  it.each([...families.keys()])('%s exists in every language with the same keys', (family) => {
    const byLanguage = families.get(family)!;
    expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
    const english = keys(byLanguage.get('en') as Tree).sort();
    for (const language of LANGUAGES)
      expect(keys(byLanguage.get(language) as Tree).sort(), language).toEqual(english);
  });
});

describe('locale scopes', () => {
  it('keeps the site and the errors in the core, every feature part out of it', () => {
    expect(scopeOfLocaleFile('../locales/en.json')).toBe('core');
    expect(scopeOfLocaleFile('../locales/errors.my.json')).toBe('core');
    expect(scopeOfLocaleFile('../locales/campaigns.bn.json')).toBe('features');
    expect(scopeOfLocaleFile('../locales/billing.id.json')).toBe('features');
    // Pricing, terms and refund: their pages and the panels ask for them; the login page does not.
    expect(scopeOfLocaleFile('../locales/site-pages.bn.json')).toBe('site-pages');
  });

  it('a bundle takes only the files of its language and scope, in path order', () => {
    const found = {
      '../locales/id.json': { site: 'id' },
      '../locales/errors.id.json': { errors: 'id' },
      '../locales/en.json': { site: 'en' },
      '../locales/campaigns.id.json': { campaigns: 'id' },
    };
    expect(bundleOf(found, 'id', 'core')).toEqual([{ errors: 'id' }, { site: 'id' }]);
    expect(bundleOf(found, 'id', 'features')).toEqual([{ campaigns: 'id' }]);
  });

  // The bundles' globs are written out per language; every locale file must be in exactly the
  // bundle its name puts it in, so a new part or language cannot be left out of the app.
  const BUNDLES = import.meta.glob<LocaleTree[]>('../locales/bundles/*.ts', {
    eager: true,
    import: 'default',
  });
  it.each(
    LANGUAGES.flatMap((language) =>
      (['core', 'site-pages', 'features'] as LocaleScope[]).map((scope) => [language, scope] as const),
    ),
  )('the %s %s bundle holds every file of its language and scope', (language, scope) => {
    const bundle = BUNDLES[`../locales/bundles/${language}.${scope}.ts`];
    const expected = Object.keys(files)
      .filter((path) => languageOfLocaleFile(path) === language && scopeOfLocaleFile(path) === scope)
      .sort()
      .map((path) => files[path]);
    // The English panels' bundle also carries the panels' English error texts (the shared catalogue's).
    const extra = language === 'en' && scope === 'features' ? [{ errors: PANEL_ERROR_TEXTS }] : [];
    expect(bundle).toEqual([...expected, ...extra]);
    if (scope !== 'site-pages' && !(language === 'en' && scope === 'core'))
      expect(expected.length).toBeGreaterThan(1);
  });
});
