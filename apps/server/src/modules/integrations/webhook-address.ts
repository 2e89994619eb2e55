import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Where a webhook may go: http(s) to a public address. Loopback, private, link-local, carrier-
 * grade NAT, multicast, unspecified and this server's own interface addresses are refused, when
 * the URL is saved and again at every delivery (the connection's own DNS lookup is checked, so a
 * name that changes its answer after the save cannot reach inside). `allowPrivate` (the
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES setting) lets tests deliver to a local receiver.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry?.address)
      .filter((address): address is string => !!address),
  );
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is judged as the IPv4 address it maps. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export function isForbiddenAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  if (family === 0) return true;
  return blocked.check(plain, family === 4 ? 'ipv4' : 'ipv6') || ownAddresses().has(plain);
}

export type UrlProblem = 'webhook_url_invalid' | 'webhook_url_private' | 'webhook_url_unresolvable';

/** The URL's problem, or null when webhooks may go there (resolving its host now). */
export async function webhookUrlProblem(url: string, allowPrivate: boolean): Promise<UrlProblem | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'webhook_url_invalid';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'webhook_url_invalid';
  if (parsed.username || parsed.password) return 'webhook_url_invalid';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'webhook_url_private';
  let addresses: LookupAddress[];
  try {
    addresses = await lookupAll(host);
  } catch {
    return 'webhook_url_unresolvable';
  }
  return addresses.some((a) => isForbiddenAddress(a.address)) ? 'webhook_url_private' : null;
}

function lookupAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses forbidden addresses: the check happens on the address
 * the connection will actually use.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isForbiddenAddress(a.address));
      if (bad) {
        const refused: NodeJS.ErrnoException = new Error('the address is private or this server’s own');
        refused.code = 'EPRIVATE';
        return callback(refused, '');
      }
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
