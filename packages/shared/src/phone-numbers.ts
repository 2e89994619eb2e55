import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A contact's number as E.164 (`+6281234567890`), or null when it is not a valid number. A number
 * typed in local form (`0812-3456-7890`) is read in `defaultCountry` (the account's country, ISO
 * 3166 alpha-2); one with a leading `+` or `00` needs none. The browser's form, the server, the
 * import and the REST API all normalise through this, so they agree on what a number is.
 */
export function normalizeContactPhone(input: string, defaultCountry?: string): string | null {
  const text = input.trim().replace(/^00(?=[1-9])/, '+');
  if (!text || text.length > 40 || /[a-z]/i.test(text)) return null;
  const country = defaultCountry?.toUpperCase() as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(
    text,
    country && /^[A-Z]{2}$/.test(country) ? country : undefined,
  );
  return parsed?.isValid() ? parsed.number : null;
}
