import { describe, expect, it } from 'vitest';
import { isMaskedPhone, maskPhone } from './phone-mask.ts';

describe('maskPhone', () => {
  it('keeps the country code, the first group and the last four digits', () => {
    expect(maskPhone('+6281234567890')).toBe('+62 812-****-7890');
    expect(maskPhone('+14155552671')).toBe('+1 415-***-2671');
    expect(maskPhone('+8801712345678')).toBe('+880 171-***-5678');
    expect(maskPhone('+959123456789')).toBe('+95 9-*****-6789');
    expect(maskPhone('+447911123456')).toBe('+44 791-***-3456');
    expect(maskPhone('+60123456789')).toBe('+60 12-***-6789');
  });

  it('hides at least three digits of a short number', () => {
    const masked = maskPhone('+6712345');
    expect(masked.match(/\*/g)?.length).toBeGreaterThanOrEqual(3);
    expect(masked).not.toContain('12345');
  });

  it('never gives back the full digits of something that is not a number', () => {
    expect(maskPhone('0812 3456 7890')).toBe('********7890');
    expect(maskPhone('12')).toBe('***');
    expect(maskPhone('')).toBe('***');
  });

  it('tells a masked value from a number', () => {
    expect(isMaskedPhone(maskPhone('+6281234567890'))).toBe(true);
    expect(isMaskedPhone('+6281234567890')).toBe(false);
  });
});
