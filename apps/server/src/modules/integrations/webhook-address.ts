import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Where a webhook may go: http(s) to a public address. Loopback, private, link-local, carrier-
 * grade NAT, documentation, multicast, unspecified and this server's own interface addresses are
 * refused, also when written as IPv6 that carries an IPv4 address (IPv4-mapped, IPv4-compatible,
 * NAT64, 6to4), when the URL is saved and again at every delivery (the connection's own DNS lookup
 * is checked, so a name that changes its answer after the save cannot reach inside).
 * `allowPrivate` (the WEBHOOK_ALLOW_PRIVATE_ADDRESSES setting) lets tests deliver to a local receiver.
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
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64: whatever it translates to is inside someone's network
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: tunnels to an IPv4 address written in scrambled form
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10], // the former site-local
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** An IPv6 address as its eight 16-bit words (a trailing dotted IPv4 part becomes two words). */
function ipv6Words(address: string): number[] {
  const words = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((word) => {
          if (!word.includes('.')) return [Number.parseInt(word, 16)];
          const [a, b, c, d] = word.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return words(head);
  const [first, last] = [words(head), words(tail)];
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address reaches, if it carries one: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and
 * 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(words: number[]): string | null {
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  const [w0, w1, w2, , w4, w5, w6, w7] = words as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (zeros(0, 5) && (w5 === 0xffff || w5 === 0)) return dotted(w6, w7);
  if (zeros(0, 4) && w4 === 0xffff && w5 === 0) return dotted(w6, w7);
  if (w0 === 0x64 && w1 === 0xff9b && zeros(2, 6)) return dotted(w6, w7);
  if (w0 === 0x2002) return dotted(w1, w2);
  return null;
}

/** One spelling per address, so that `fd00:0::2` and `fd00::2` compare equal. */
function canonical(address: string): string {
  return isIP(address) === 6 ? ipv6Words(address).join(':') : address;
}

function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry?.address)
      .filter((address): address is string => !!address)
      .map((address) => canonical(address.replace(/%.*$/, ''))),
  );
}

export function isForbiddenAddress(address: string): boolean {
  const plain = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) does not change the address
  const family = isIP(plain);
  if (family === 0) return true;
  if (family === 6) {
    const carried = embeddedIpv4(ipv6Words(plain));
    if (carried && isForbiddenAddress(carried)) return true;
  }
  return blocked.check(plain, family === 4 ? 'ipv4' : 'ipv6') || ownAddresses().has(canonical(plain));
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
