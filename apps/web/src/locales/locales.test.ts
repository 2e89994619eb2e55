import { ERROR_TEXTS, LANGUAGES } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../app/route-names.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

// Every locale file by the naming convention (`<lang>.json`, `<part>.<lang>.json`), flattened and
// merged as i18n.ts merges them (two files may share a top-level key); English errors are the
// shared catalogue.
const FILES = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const ofLanguage = (language: string) =>
  Object.entries(FILES)
    .filter(([path]) => path.endsWith(`/${language}.json`) || path.endsWith(`.${language}.json`))
    .map(([, tree]) => flatten(tree));
const locales: Record<string, Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.assign(
      {},
      ...ofLanguage(language),
      ...(language === 'en' ? [flatten({ errors: ERROR_TEXTS } as Tree)] : []),
    ),
  ]),
);
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('locales', () => {
  it('exist for every offered language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(['id', 'bn', 'my'])('%s has exactly the keys of en, none empty, same placeholders', (language) => {
    const other = locales[language] ?? {};
    expect(Object.keys(other).sort()).toEqual(Object.keys(locales.en ?? {}).sort());
    for (const [key, text] of Object.entries(locales.en ?? {})) {
      expect(other[key], key).toBeTruthy();
      expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it.each(['id', 'bn', 'my'])('%s is a translation, not a copy of English', (language) => {
    const other = locales[language] ?? {};
    const same = Object.entries(locales.en ?? {}).filter(([key, text]) => other[key] === text);
    // Brand and technical names (Siar, REST API, WhatsApp, Docs) stay as they are.
    expect(same.length / Object.keys(other).length).toBeLessThan(0.1);
  });

  it('has a title and description for every route name', () => {
    for (const name of ROUTE_NAMES) {
      expect(locales.en?.[`routes.${name}.title`], name).toBeTruthy();
      expect(locales.en?.[`routes.${name}.description`], name).toBeTruthy();
    }
  });

  it('keeps the spec texts word for word in English', () => {
    expect(locales.en?.['logout.confirmMessage']).toBe('Are you sure you want to logout?');
    expect(locales.en?.['docs.selectDocument']).toBe('Select a document to view its content');
    expect(locales.en?.['billing.steps.plan']).toBe('Select your plan');
    expect(locales.en?.['billing.steps.checkout']).toBe('Checkout');
    expect(locales.en?.['billing.steps.payment']).toBe('Payment');
    expect(locales.en?.['admin.list.empty']).toBe('No record available');
    expect(locales.en?.['admin.payments.confirmQuestion']).toBe(
      'Are you sure you want to mark this payment as completed?',
    );
    expect(locales.en?.['admin.payments.confirmed']).toBe('Payment confirmed successfully.');
    expect(locales.en?.['admin.payments.confirmFailed']).toBe(
      'Failed to confirm payment. Please try again later.',
    );
    expect(locales.en?.['admin.subscriptions.forceDeleteWarning']).toBe(
      'Warning! Record will be permanently deleted',
    );
    expect(locales.en?.['admin.subscriptions.add']).toBe('Add Subscription');
    expect(locales.en?.['devices.pause.failed']).toBe('Error pausing WA Device');
    expect(locales.en?.['devices.forceDelete.warning']).toBe('Warning! Record will be permanently deleted');
    expect(locales.en?.['devices.forceDelete.done']).toBe('WA Device deleted successfully');
    expect(locales.en?.['warmup.hints.intervalStart']).toBe('Recommended interval start point at 40 seconds');
    expect(locales.en?.['warmup.hints.breakAfter']).toBe('Recommended break after every 60 messages');
    expect(locales.en?.['warmup.hints.minBreak']).toBe('Recommended range starts from 30 minutes');
    expect(locales.en?.['warmup.settings.saved']).toBe('Settings saved successfully');
    expect(locales.en?.['warmup.settings.saveFailed']).toBe('Failed to save settings');
    expect(locales.en?.['warmup.settings.saveError']).toBe('An error occurred while saving settings');
  });

  it('keeps each part under the same top-level keys in every language, and the features apart from the core', () => {
    const byPart = new Map<string, Map<string, Tree>>();
    for (const [path, tree] of Object.entries(FILES)) {
      const match = /\/(?:([\w-]+)\.)?([a-z]{2})\.json$/.exec(path);
      if (!match) continue;
      const part = match[1] ?? 'core';
      byPart.set(part, (byPart.get(part) ?? new Map()).set(match[2]!, tree));
    }
    for (const [part, files] of byPart) {
      const english = Object.keys(files.get('en') ?? files.get('id')!);
      for (const [language, tree] of files) expect(Object.keys(tree), `${part}.${language}`).toEqual(english);
    }
    // The panels' part adds the panels' route titles and menus to keys the core has; every other
    // part keeps to keys of its own, so no file silently overwrites another's texts.
    const core = byPart.get('core')!.get('en')!;
    for (const [part, files] of byPart) {
      if (part === 'core' || part === 'panels' || part === 'errors') continue;
      for (const key of Object.keys(files.get('en')!))
        expect(core, `${part}: ${key}`).not.toHaveProperty(key);
    }
  });
});
