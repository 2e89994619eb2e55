import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  const item = { title_en: 'Getting started', title_id: 'Memulai', title_bn: '', title_my: null };

  it('picks the variant of the language', () => {
    expect(localized(item, 'title', 'id')).toBe('Memulai');
  });

  it('falls back to English when the variant is empty or missing', () => {
    expect(localized(item, 'title', 'bn')).toBe('Getting started');
    expect(localized(item, 'title', 'my')).toBe('Getting started');
    expect(localized({}, 'body', 'my')).toBe('');
  });
});
