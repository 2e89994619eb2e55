import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const countryFrom = async (remoteAddress: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/ajax/get-country-info/', remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.json().country_code;
};

describe('GET /ajax/get-country-info/', () => {
  it.each([
    ['36.66.0.1', 'ID'],
    ['103.4.145.1', 'BD'],
    ['8.8.8.8', 'US'],
    ['::ffff:36.66.0.1', 'ID'],
  ])('finds the country of %s offline', async (ip, country) => {
    expect(await countryFrom(ip)).toBe(country);
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.1.20', '172.20.0.5', 'fd00::1'])(
    'answers no country for the loopback or private address %s',
    async (ip) => {
      expect(await countryFrom(ip)).toBeNull();
    },
  );

  it('uses X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/ajax/get-country-info/',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '36.66.0.1' },
      });
      expect(response.json()).toEqual({ country_code: 'ID' });
    } finally {
      await proxied.close();
    }
    const direct = await ctx.app.inject({
      method: 'GET',
      url: '/ajax/get-country-info/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '36.66.0.1' },
    });
    expect(direct.json()).toEqual({ country_code: null });
  });
});
