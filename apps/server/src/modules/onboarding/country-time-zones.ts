// The time zone a country's businesses most likely keep, to preselect on sign-up. Countries with
// one zone get it from the runtime's own data (ICU); those with several name their capital's or
// their most populous zone here (with its older name where ICU versions differ).
const MAIN_ZONE_OF_MULTI_ZONE_COUNTRIES: Readonly<Record<string, string | readonly string[]>> = {
  AQ: 'Antarctica/McMurdo',
  AR: 'America/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: ['Pacific/Pohnpei', 'Pacific/Ponape'],
  GL: ['America/Nuuk', 'America/Godthab'],
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Gaza',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: ['Europe/Kyiv', 'Europe/Kiev'],
  UM: 'Pacific/Midway',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
};

/** The zones ICU lists for a country (`und-ID` → Asia/Jakarta, …), or none. */
function zonesOf(countryCode: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${countryCode}`) as Intl.Locale & {
      timeZones?: string[];
      getTimeZones?: () => string[];
    };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** The main time zone of a country, if it is one of `known` (the zones the form offers). */
export function mainTimeZone(countryCode: string, known: ReadonlySet<string>): string | null {
  const named = MAIN_ZONE_OF_MULTI_ZONE_COUNTRIES[countryCode];
  const zones = zonesOf(countryCode);
  const candidates = named === undefined ? (zones.length === 1 ? zones : []) : [named].flat();
  return candidates.find((zone) => known.has(zone)) ?? null;
}
