import { createRequire } from 'node:module';
import { isIP } from 'node:net';

type GeoIpCountry = { lookup(ip: string): { country: string } | null };

let geoip: GeoIpCountry | undefined;

/** Offline country lookup (the GeoLite2 country data shipped by geoip-country), loaded on first use. */
export function countryCodeForIp(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIP(address) || isPrivateAddress(address)) return null;
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
  return geoip.lookup(address)?.country ?? null;
}

/** Loopback, private, link-local and unique-local addresses have no country. */
function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fe80:') ||
    lower.startsWith('fc') ||
    lower.startsWith('fd')
  );
}
