import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The character that stands for a hidden digit. */
export const MASK_DIGIT = '*';

/** How many digits a masked number keeps at its end, and at most at the start of the national part. */
const TAIL_DIGITS = 4;
const HEAD_DIGITS = 3;
/** At least this many digits are always hidden, however short the number. */
const MIN_HIDDEN = 3;

/**
 * A phone number as an agent sees it when the account hides numbers: the country code, the first
 * digits of the national number (its first group, three at most) and the last four, the rest as
 * stars: `+6281234567890` → `+62 812-****-7890`. Enough to tell contacts apart and to recognise a
 * number the customer reads out, not enough to write to them. A value that is not a number keeps
 * only its last four digits.
 */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return maskDigits(phone.replace(/\D/g, ''));
  const national = parsed.nationalNumber;
  const firstGroup = parsed.formatInternational().split(' ')[1] ?? '';
  let head = Math.min(HEAD_DIGITS, firstGroup.replace(/\D/g, '').length);
  const tail = Math.min(TAIL_DIGITS, Math.max(0, national.length - MIN_HIDDEN));
  head = Math.max(0, Math.min(head, national.length - MIN_HIDDEN - tail));
  const hidden = national.length - head - tail;
  const parts = [national.slice(0, head), MASK_DIGIT.repeat(hidden), national.slice(national.length - tail)];
  return `+${parsed.countryCallingCode} ${parts.filter(Boolean).join('-')}`;
}

function maskDigits(digits: string): string {
  const tail = digits.length > TAIL_DIGITS + MIN_HIDDEN ? TAIL_DIGITS : 0;
  return MASK_DIGIT.repeat(Math.max(MIN_HIDDEN, digits.length - tail)) + digits.slice(digits.length - tail);
}

/** True for a value `maskPhone` wrote: it must never be stored as a number. */
export function isMaskedPhone(value: string): boolean {
  return value.includes(MASK_DIGIT);
}
