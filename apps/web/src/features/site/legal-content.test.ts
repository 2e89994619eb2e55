import { describe, expect, it } from 'vitest';
import en from '../../locales/site-pages.en.json';
import { legalKeys, REFUND_SECTIONS, REFUND_TIMING, TERMS_SECTIONS } from './legal-content.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
}

describe('legal documents', () => {
  it('have every title and paragraph in the locale files', () => {
    for (const key of [...legalKeys('refund', REFUND_SECTIONS), ...legalKeys('terms', TERMS_SECTIONS)]) {
      expect(typeof lookup(key), key).toBe('string');
    }
    for (const id of REFUND_TIMING) {
      expect(typeof lookup(`refund.timing.${id}.method`), id).toBe('string');
      expect(typeof lookup(`refund.timing.${id}.time`), id).toBe('string');
    }
  });

  it('state every point of the refund policy in spec section 9', () => {
    const refund = legalKeys('refund', REFUND_SECTIONS)
      .map((key) => lookup(key))
      .join(' ');
    for (const point of [
      '30-day money-back guarantee',
      'Monthly plans are not refundable',
      'more than 1 hour between 6 AM and 12 AM',
      '24 hours of free service',
      '02:00 and 04:00',
      '2-3 business days',
      '5-10 business days as credit vouchers',
      'at least 30 days before',
    ]) {
      expect(refund).toContain(point);
    }
    expect(REFUND_TIMING.map((id) => lookup(`refund.timing.${id}.time`))).toEqual([
      '3-5 days',
      '1-3 days',
      '1-2 days',
      '1-24 hours',
    ]);
  });
});
