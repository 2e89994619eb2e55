import { INDUSTRIES, type Language, type SelectOptions } from '@siar/shared';
import countries from 'i18n-iso-countries';
import { mainTimeZone } from './country-time-zones.ts';
import { INDUSTRY_LABELS } from './industry-labels.ts';

const COUNTRY_CODES = Object.keys(countries.getAlpha2Codes());
const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const KNOWN_ZONES = new Set(TIME_ZONES);
const cache = new Map<Language, SelectOptions>();

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}

export function isTimeZone(value: string): boolean {
  return TIME_ZONES.includes(value) || value === 'UTC';
}

export function isIndustry(value: string): boolean {
  return (INDUSTRIES as readonly string[]).includes(value);
}

/**
 * Every ISO country (with its main time zone), every IANA time zone and the industries, labelled
 * in the visitor's language.
 */
export function selectOptions(language: Language): SelectOptions {
  let options = cache.get(language);
  if (!options) {
    const regionNames = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    options = {
      countries: COUNTRY_CODES.map((code) => ({
        value: code,
        label: regionNames.of(code) ?? code,
        timezone: mainTimeZone(code, KNOWN_ZONES),
      })).sort((a, b) => collator.compare(a.label, b.label)),
      timezones: TIME_ZONES.map((zone) => ({
        value: zone,
        label: `(UTC${utcOffset(zone)}) ${zone.replaceAll('_', ' ')}`,
      })),
      industries: INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value][language] })),
    };
    cache.set(language, options);
  }
  return options;
}

function utcOffset(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}
