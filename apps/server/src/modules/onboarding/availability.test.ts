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
    expect(response.json()).toEqual({
      phone_number: ['Please enter a valid phone number (e.g., +1234567890)'],
    });
  });
});

describe('GET /api/v1/account/onboarding/select-options/', () => {
  it('lists every country with its ISO code, every IANA time zone and the industries', async () => {
    const body = (await get('/api/v1/account/onboarding/select-options/')).json();
    expect(body.countries.length).toBeGreaterThanOrEqual(245);
    expect(body.countries).toContainEqual({ value: 'ID', label: 'Indonesia' });
    expect(body.timezones.length).toBeGreaterThan(300);
    expect(body.timezones).toContainEqual({ value: 'Asia/Jakarta', label: '(UTC+07:00) Asia/Jakarta' });
    expect(body.industries).toContainEqual({ value: 'education', label: 'Education' });
  });

  it('labels the options in the language of the cookie', async () => {
    const body = (await get('/api/v1/account/onboarding/select-options/', { language: 'id' })).json();
    expect(body.countries).toContainEqual({ value: 'DE', label: 'Jerman' });
    expect(body.industries).toContainEqual({ value: 'education', label: 'Pendidikan' });
  });
});

describe('subscription checks', () => {
  it('require a login', async () => {
    expect((await get('/api/v1/account/onboarding/check-subscription/')).statusCode).toBe(401);
    expect((await get('/api/v1/account/subscription/check-if-subscribed/')).statusCode).toBe(401);
  });
});
