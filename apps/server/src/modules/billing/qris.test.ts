import { describe, expect, it } from 'vitest';
import { DEMO_QRIS } from '../../config.ts';
import { crc16CcittFalse, hasValidCrc, parseTlv, qrisProblem, toDynamicQris } from './qris.ts';

// Published payloads with their CRCs, as printed in their sources.
const EMVCO_SPEC_EXAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT' +
  '6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A011223344998877' +
  '0708123456786304A13A';
const PROMPTPAY_EXAMPLE =
  '00020101021129370016A000000677010111011300669245317755802TH54076000.00530376463049B3B';
const PUBLISHED_STATIC_QRIS =
  '00020101021126610014COM.GO-JEK.WWW01189360091430425684560210G0425684560303UMI51440014ID.CO.QRIS.WWW0215ID1025450450727' +
  '0303UMI5204866153033605802ID5912Ark Of Grace6005BOGOR61051614362070703A01630470DE';

const field = (payload: string, tag: string) => parseTlv(payload).find((f) => f.tag === tag)?.value;

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogue check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('matches the CRCs of published EMV and QRIS payloads (multi-byte characters included)', () => {
    for (const payload of [EMVCO_SPEC_EXAMPLE, PROMPTPAY_EXAMPLE, PUBLISHED_STATIC_QRIS]) {
      expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
      expect(hasValidCrc(payload)).toBe(true);
    }
    expect(hasValidCrc(PUBLISHED_STATIC_QRIS.replace('BOGOR', 'BOGOT'))).toBe(false);
  });
});

describe('dynamic QRIS', () => {
  it('turns a published static QRIS into a one-time QRIS for an amount', () => {
    const dynamic = toDynamicQris(PUBLISHED_STATIC_QRIS, 2871457);
    expect(field(dynamic, '01')).toBe('12');
    expect(field(dynamic, '54')).toBe('2871457');
    expect(hasValidCrc(dynamic)).toBe(true);
    // Tag 54 sits between the currency (53) and the country (58); everything else is unchanged.
    expect(dynamic).toContain('5303360540728714575802ID');
    const others = (p: string) => parseTlv(p).filter((f) => !['01', '54', '63'].includes(f.tag));
    expect(others(dynamic)).toEqual(others(PUBLISHED_STATIC_QRIS));
    expect(dynamic.slice(0, 12)).toBe('000201010212');
  });

  it('replaces an amount already there, and drops a tip the payer could change', () => {
    const once = toDynamicQris(PUBLISHED_STATIC_QRIS, 1000);
    const withTip = once.replace(/6304[0-9A-F]{4}$/, '').replace('5802ID', '550201' + '5802ID');
    const again = toDynamicQris(`${withTip}6304${crc16CcittFalse(`${withTip}6304`)}`, 2500);
    expect(field(again, '54')).toBe('2500');
    expect(field(again, '55')).toBeUndefined();
    expect(parseTlv(again).filter((f) => f.tag === '54')).toHaveLength(1);
    expect(hasValidCrc(again)).toBe(true);
  });

  it('refuses payloads that are not QRIS, naming the problem', () => {
    expect(qrisProblem('hello')).toMatch(/malformed/);
    expect(qrisProblem(PUBLISHED_STATIC_QRIS.slice(0, -1))).not.toBeNull();
    expect(qrisProblem(PROMPTPAY_EXAMPLE)).toBe('field 59 is missing');
    expect(qrisProblem(EMVCO_SPEC_EXAMPLE)).toBe('currency (tag 53) must be 360 (IDR)');
    expect(qrisProblem(PUBLISHED_STATIC_QRIS.replace('70DE', '70DF'))).toBe(
      'its CRC (tag 63) does not match',
    );
    expect(() => toDynamicQris(PUBLISHED_STATIC_QRIS, 0)).toThrow(/positive integer/);
  });

  it('ships a demo merchant QRIS that is valid', () => {
    expect(qrisProblem(DEMO_QRIS)).toBeNull();
    expect(field(DEMO_QRIS, '59')).toBe('SIAR DEMO MERCHANT');
  });
});
