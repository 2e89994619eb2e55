import { describe, expect, it } from 'vitest';
import { jidToPhone, normalizeLid, phoneToJid } from './jids.ts';

describe('JIDs', () => {
  it('turns E.164 into a phone-number JID and back, whatever the device part', () => {
    expect(phoneToJid('+6281234567890')).toBe('6281234567890@s.whatsapp.net');
    expect(() => phoneToJid('081234567890')).toThrow(/E\.164/);
    expect(jidToPhone('6281234567890:12@s.whatsapp.net')).toBe('+6281234567890');
    expect(jidToPhone('6281234567890@c.us')).toBe('+6281234567890');
    expect(jidToPhone('201234567890123@lid')).toBeNull();
    expect(jidToPhone('120363000000000000@g.us')).toBeNull();
    expect(jidToPhone(undefined)).toBeNull();
  });

  it('normalizes LIDs, including the `@lid@s.whatsapp.net` form rc14 still produces (#2074)', () => {
    expect(normalizeLid('201234567890123:7@lid')).toBe('201234567890123@lid');
    expect(normalizeLid('201234567890123@lid@s.whatsapp.net')).toBe('201234567890123@lid');
    expect(jidToPhone('201234567890123@lid@s.whatsapp.net')).toBeNull();
    expect(normalizeLid('6281234567890@s.whatsapp.net')).toBeNull();
  });
});
