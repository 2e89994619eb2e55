import { COOKIES } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('CSRF protection', () => {
  it('issues a readable csrftoken cookie on the first GET and not again while it is valid', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/' });
    const cookie = first.cookies.find((c) => c.name === COOKIES.csrf);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.path).toBe('/');

    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health/',
      cookies: { [COOKIES.csrf]: cookie!.value },
    });
    expect(again.cookies.find((c) => c.name === COOKIES.csrf)).toBeUndefined();
  });

  it('refuses an unsafe request without the cookie', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout/' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail:
        'CSRF verification failed: the csrftoken cookie is missing or invalid. Reload the page and try again.',
    });
  });

  it('refuses an unsafe request whose header is missing', async () => {
    const { cookie } = await csrfHeaders(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('CSRF verification failed: the X-CSRFTOKEN header is missing.');
  });

  it('refuses a header that does not match the cookie', async () => {
    const { cookie } = await csrfHeaders(ctx.app);
    const other = await csrfHeaders(ctx.app);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/logout/',
      headers: { cookie, 'x-csrftoken': other['x-csrftoken'] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/does not match/);
  });

  it('refuses a cookie the server did not sign, even when the header echoes it', async () => {
    const forged = 'attacker-chosen.value';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: { cookie: `${COOKIES.csrf}=${forged}`, 'x-csrftoken': forged },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets through a request that echoes its cookie', async () => {
    const headers = await csrfHeaders(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers });
    expect(response.statusCode).toBe(200);
  });
});
