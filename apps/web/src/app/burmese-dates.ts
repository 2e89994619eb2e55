/**
 * Burmese dates written from a table, for browsers that ship without Burmese date data (their
 * Intl writes English month names instead). The shape is CLDR's: "၂၀၂၆ မတ် ၅" and "၂၀၂၆ မတ် ၅ ၁၇:၀၇".
 */

/** The month abbreviations of CLDR's medium Burmese date, January first. */
export const BURMESE_MONTHS = ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'] as const;

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';

export function toBurmeseDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BURMESE_DIGITS[Number(digit)]!);
}

export function formatBurmeseDate(date: Date, withTime: boolean, timeZone?: string): string {
  // Numbers only, which every Intl has, taken in the wanted time zone.
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' } : {}),
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const day = `${part('year')} ${BURMESE_MONTHS[part('month') - 1]} ${part('day')}`;
  const time = withTime ? ` ${part('hour')}:${String(part('minute')).padStart(2, '0')}` : '';
  return toBurmeseDigits(day + time);
}
