import { LANGUAGES } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../app/route-names.ts';
import bn from './bn.json';
import en from './en.json';
import id from './id.json';
import my from './my.json';

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

const locales: Record<string, Record<string, string>> = {
  en: flatten(en),
  id: flatten(id),
  bn: flatten(bn),
  my: flatten(my),
};
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
    expect(locales.en?.['common.workInProgress']).toBe('Work in Progress. Coming soon.');
    expect(locales.en?.['docs.selectDocument']).toBe('Select a document to view its content');
  });
});
