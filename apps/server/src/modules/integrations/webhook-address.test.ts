import { networkInterfaces } from 'node:os';
import { INTEGRATIONS_PATHS as PANEL } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Attacks seen on main: webhook URLs that reach loopback, documentation ranges or this server's
// own LAN address through IPv6 spellings the check did not recognise.

let ctx: TestContext;
let panel: Api;
beforeAll(async () => {
  ctx = await createTestApp();
  panel = await apiAs(ctx.app, await createCustomer(ctx.database.db));
});
afterAll(() => ctx.close());

/** The same address as IPv4-mapped IPv6 in the hex form a URL parser writes (::ffff:c000:202). */
const mappedHex = (ipv4: string) => {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  return `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

const ownAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((entry) => entry && !entry.internal)
  .flatMap((entry) =>
    entry!.family === 'IPv4' ? [entry!.address, mappedHex(entry!.address)] : [entry!.address],
  )
  .map((address) =>
    address.includes(':') ? `http://[${address.replace(/%.*$/, '')}]/` : `http://${address}/`,
  );

describe('the webhook address', () => {
  it.each([
    'http://[::7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:0:7f00:1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[2001:db8::1]/',
    'http://192.0.2.10/',
    'http://198.51.100.7/',
    'http://203.0.113.9/',
    ...ownAddresses,
  ])('refuses %s', async (url) => {
    const response = await panel.put(PANEL.webhook, { url });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_codes.url[0].code).toBe('webhook_url_private');
  });

  it.each(['http://[64:ff9b::808:808]/', 'http://8.8.8.8/'])('accepts the public %s', async (url) => {
    expect((await panel.put(PANEL.webhook, { url })).statusCode).toBe(200);
  });
});
