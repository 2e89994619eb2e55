import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from '../../test/customers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let taken: { username: string; email: string; phone_number: string };

beforeAll(async () => {
  ctx = await createTestApp();
  taken = (await signUpThroughApi(ctx.app)).form;
});
afterAll(() => ctx.close());

const get = (url: string, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, cookies });

describe('availability checks', () => {
  it('answers whether a username is free', async () => {
    expect(
      (await get(`/api/v1/account/onboarding/check-username/?username=${taken.username}`)).json(),
    ).toEqual({
      available: false,
    });
    expect((await get('/api/v1/account/onboarding/check-username/?username=fresh_name_1')).json()).toEqual({
      available: true,
    });
  });

  it('treats emails case-insensitively', async () => {
    const upper = encodeURIComponent(taken.email.toUpperCase());
    expect((await get(`/api/v1/account/onboarding/check-email/?email=${upper}`)).json()).toEqual({
      available: false,
    });
    expect((await get('/api/v1/account/onboarding/check-email/?email=new%40example.com')).json()).toEqual({
      available: true,
    });
  });

  it('reads a URL-encoded phone number', async () => {
    const encoded = encodeURIComponent(taken.phone_number);
    expect(
      (await get(`/api/v1/account/onboarding/check-phone-number/?phone_number=${encoded}`)).json(),
    ).toEqual({
      available: false,
    });
    expect(
      (await get('/api/v1/account/onboarding/check-phone-number/?phone_number=%2B6289999999999')).json(),
    ).toEqual({
      available: true,
    });
  });

  it('answers a malformed value with the rule it breaks', async () => {
    const response = await get('/api/v1/account/onboarding/check-phone-number/?phone_number=12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      phone_number: ['Please enter a valid phone number (e.g., +1234567890)'],
    });
  });
});

describe('availability checks per address', () => {
  it('answer 429 past 30 a minute from one address, per check, and not to another address', async () => {
    const from = (remoteAddress: string, url: string) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress });
    const email = '/api/v1/account/onboarding/check-email/?email=someone%40example.com';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await from('198.51.100.30', email)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    const refused = await from('198.51.100.30', email);
    expect(refused.json()).toEqual({
      detail: 'Too many checks in a short time. Please wait a minute and try again.',
      code: 'checks_throttled',
    });
    expect(refused.headers['retry-after']).toBeDefined();

    expect((await from('198.51.100.31', email)).statusCode).toBe(200);
    expect(
      (await from('198.51.100.30', '/api/v1/account/onboarding/check-username/?username=free_name_9'))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/v1/account/onboarding/select-options/', () => {
  it('lists every country with its ISO code, every IANA time zone and the industries', async () => {
    const body = (await get('/api/v1/account/onboarding/select-options/')).json();
    expect(body.countries.length).toBeGreaterThanOrEqual(245);
    expect(body.countries).toContainEqual({ value: 'ID', label: 'Indonesia', timezone: 'Asia/Jakarta' });
    expect(body.timezones.length).toBeGreaterThan(300);
    expect(body.timezones).toContainEqual({ value: 'Asia/Jakarta', label: '(UTC+07:00) Asia/Jakarta' });
    expect(body.industries).toContainEqual({ value: 'education', label: 'Education' });
  });

  it("names each country's main time zone, one the form offers, for sign-up to preselect", async () => {
    const body = (await get('/api/v1/account/onboarding/select-options/')).json();
    const zoneOf = (code: string) =>
      body.countries.find((c: { value: string }) => c.value === code)?.timezone as string | null;
    // One zone: the runtime's own data; several: the main one, not the first alphabetically.
    expect(zoneOf('BD')).toBe('Asia/Dhaka');
    expect(zoneOf('MM')).toMatch(/^Asia\/(Yangon|Rangoon)$/);
    expect(zoneOf('US')).toBe('America/New_York');
    expect(zoneOf('RU')).toBe('Europe/Moscow');
    const offered = new Set(body.timezones.map((z: { value: string }) => z.value));
    const named = body.countries.filter((c: { timezone: string | null }) => c.timezone);
    expect(named.length).toBeGreaterThanOrEqual(240);
    expect(named.every((c: { timezone: string }) => offered.has(c.timezone))).toBe(true);
  });

  it('labels the options in the language of the cookie', async () => {
    const body = (await get('/api/v1/account/onboarding/select-options/', { language: 'id' })).json();
    expect(body.countries).toContainEqual({ value: 'DE', label: 'Jerman', timezone: 'Europe/Berlin' });
    expect(body.industries).toContainEqual({ value: 'education', label: 'Pendidikan' });
  });
});

describe('subscription checks', () => {
  it('require a login', async () => {
    expect((await get('/api/v1/account/onboarding/check-subscription/')).statusCode).toBe(401);
    expect((await get('/api/v1/account/subscription/check-if-subscribed/')).statusCode).toBe(401);
  });
});
