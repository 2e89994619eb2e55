/**
 * Burmese dates written from a table, for browsers that ship without Burmese date data (their
 * Intl writes English month names instead, Chromium among them). The shapes are CLDR's: "၂၀၂၆ မတ် ၅"
 * (a date), "မတ် ၅" (a day of a chart), "GMT+၇ ၁၇:၀၇" (a time with its zone, the zone first).
 */

/** The month abbreviations of CLDR's medium Burmese date, January first. */
export const BURMESE_MONTHS = ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'] as const;

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';

export function toBurmeseDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BURMESE_DIGITS[Number(digit)]!);
}

export type BurmeseShape = 'date' | 'day' | 'month' | 'time' | 'dateTime';

/**
 * `date` in Burmese, its calendar and clock taken in `timeZone`; `zone` is the zone's name for the
 * shapes with a time.
 */
export function formatBurmese(date: Date, shape: BurmeseShape, timeZone?: string, zone = ''): string {
  // Numbers only, which every Intl has, taken in the wanted time zone.
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const month = BURMESE_MONTHS[part('month') - 1];
  const clock =
    `${zone} ${String(part('hour')).padStart(2, '0')}:${String(part('minute')).padStart(2, '0')}`.trim();
  const text = {
    date: `${part('year')} ${month} ${part('day')}`,
    day: `${month} ${part('day')}`,
    month: `${part('year')} ${month}`,
    time: clock,
    dateTime: `${part('year')} ${month} ${part('day')} ${clock}`,
  }[shape];
  return toBurmeseDigits(text);
}
