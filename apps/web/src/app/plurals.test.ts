import { LANGUAGES, type Language } from '@siar/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { languageResources } from '../test/language-resources.ts';
import { I18N_INTERPOLATION, I18N_NUMBERS } from './format.ts';

function translator(language: Language) {
  const instance = i18next.createInstance();
  void instance.use(I18N_NUMBERS).init({
    resources: languageResources(language),
    lng: language,
    fallbackLng: 'en',
    interpolation: I18N_INTERPOLATION,
    initAsync: false,
  });
  return instance.t;
}

/** Every key with plural forms, without its `_one`/`_other` ending. */
function pluralKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value) return pluralKeys(value, path);
    return key.endsWith('_other') ? [path.slice(0, -'_other'.length)] : [];
  });
}

describe('texts that count', () => {
  it('read in the singular for one, in English', () => {
    const t = translator('en');
    expect(t('dashboard.chats.responses', { count: 1 })).toBe('1 answer in the last 7 days');
    expect(t('dashboard.chats.responses', { count: 1234 })).toBe('1,234 answers in the last 7 days');
    expect(t('dashboard.campaigns.chartLabel', { count: 1 })).toBe('1 campaign');
    expect(t('devices.plan.usage', { used: 1, limit: 1, count: 1 })).toBe('1 of 1 device in use');
    expect(t('devices.plan.usageUnlimited', { used: 1, count: 1 })).toBe(
      '1 device in use, no limit on your plan',
    );
    expect(t('contacts.import.previewOf', { file: 'a.csv', count: 1 })).toBe('a.csv: 1 row. The first row:');
    expect(t('contacts.import.running', { processed: 0, total: 1, count: 1 })).toBe('Importing: 0 of 1 row');
    expect(t('signUp.success.redirecting', { seconds: 1, count: 1 })).toBe(
      'Your dashboard opens in 1 second.',
    );
    expect(t('admin.scanQr.limitReached', { plan: 'Basic', limit: 1, current: 1, count: 1 })).toMatch(
      /up to 1 WhatsApp device,/,
    );
  });

  it.each(LANGUAGES)('are found for one and for many, with the number in its digits, in %s', (language) => {
    const t = translator(language);
    const resources = languageResources(language)[language]?.translation ?? {};
    const keys = pluralKeys(resources);
    expect(keys).toContain('dashboard.chats.responses');
    const digits = { en: '1', id: '1', bn: '১', my: '၁' }[language];
    for (const key of keys)
      for (const count of [1, 5]) {
        const text = t(key, {
          count,
          used: count,
          limit: count,
          total: count,
          seconds: count,
          file: 'a.csv',
        });
        expect(text, key).not.toBe(key);
        if (count === 1) expect(text, key).toContain(digits);
      }
  });
});
