import { MESSAGES, YEARLY_BADGE } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { CLIENT_MESSAGES, KNOWN_MESSAGES, messageKey, translateMessage } from './messages.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
}

describe('known messages', () => {
  it('have an English text word for word equal to what the server and the spec say', () => {
    for (const [name, text] of Object.entries(KNOWN_MESSAGES)) {
      expect(lookup(`messages.${name}`), name).toBe(text);
    }
  });

  it('map every shared rule message and client text to a key', () => {
    for (const text of [...Object.values(MESSAGES), ...Object.values(CLIENT_MESSAGES)]) {
      expect(messageKey(text), text).toBeDefined();
    }
  });

  it('keep unknown server texts as they came', () => {
    const t = ((key: string) => `translated:${key}`) as unknown as Parameters<typeof translateMessage>[0];
    expect(translateMessage(t, 'Username is already taken')).toBe('translated:messages.usernameTaken');
    expect(translateMessage(t, 'Something new from the server.')).toBe('Something new from the server.');
  });

  it('keep the pricing badge of the spec', () => {
    expect(lookup('pricing.yearlyBadge')).toBe(YEARLY_BADGE);
  });
});
