import { COOKIES, CSRF_HEADER } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../modules/auth/sessions.service.ts';
import { createOrUpdateStaff } from '../modules/users/staff.service.ts';
import { solvedCaptcha } from '../test/captcha.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ id: userId } = await createOrUpdateStaff(ctx.database.db, {
    username: 'csrf_staff',
    password: 'csrf-staff-password',
  }));
});
afterAll(() => ctx.close());

const OTHER_SESSION =
  'CSRF verification failed: the csrftoken cookie does not belong to this session. Reload the page and try again.';

const newSession = () => startSession(ctx.database.db, { userId, maxAgeSeconds: 600 });
const csrfCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === COOKIES.csrf)?.value;

/** An unsafe call with this session (or none) and this token in both the cookie and the header. */
function logout(token: string, session?: string) {
  const cookies = { [COOKIES.csrf]: token, ...(session ? { [COOKIES.session]: session } : {}) };
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout/',
    cookies,
    headers: { [CSRF_HEADER]: token },
  });
}

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
    expect(response.json()).toMatchObject({
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

  it('refuses a token minted for another session, even when the header echoes it', async () => {
    const mine = await newSession();
    const theirs = await newSession();
    const theirToken = (await csrfHeaders(ctx.app, { [COOKIES.session]: theirs }))[CSRF_HEADER];
    const response = await logout(theirToken, mine);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: OTHER_SESSION, code: 'csrf_wrong_session' });
    expect(
      (await logout((await csrfHeaders(ctx.app, { [COOKIES.session]: mine }))[CSRF_HEADER], mine)).statusCode,
    ).toBe(200);
  });

  it('refuses a visitor token with a session, and a session token without one', async () => {
    const session = await newSession();
    const visitorToken = (await csrfHeaders(ctx.app))[CSRF_HEADER];
    expect((await logout(visitorToken, session)).json()).toEqual({
      detail: OTHER_SESSION,
      code: 'csrf_wrong_session',
    });
    const sessionToken = (await csrfHeaders(ctx.app, { [COOKIES.session]: session }))[CSRF_HEADER];
    expect((await logout(sessionToken)).json()).toEqual({
      detail: OTHER_SESSION,
      code: 'csrf_wrong_session',
    });
  });

  it('gives a new token on the next page load when the cookie belongs to another session', async () => {
    const session = await newSession();
    const visitorToken = (await csrfHeaders(ctx.app))[CSRF_HEADER];
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health/',
      cookies: { [COOKIES.csrf]: visitorToken, [COOKIES.session]: session },
    });
    const renewed = csrfCookieOf(page);
    expect(renewed).toBeTruthy();
    expect((await logout(renewed!, session)).statusCode).toBe(200);
  });

  it('issues a new token with a login and with a logout, so the page keeps working without a reload', async () => {
    const visitor = await csrfHeaders(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/web-login/',
      headers: visitor,
      payload: {
        username: 'csrf_staff',
        password: 'csrf-staff-password',
        captcha: await solvedCaptcha(ctx.app),
      },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === COOKIES.session)!.value;
    const afterLogin = csrfCookieOf(login);
    expect(afterLogin).toBeTruthy();
    expect(afterLogin).not.toBe(visitor[CSRF_HEADER]);
    // The token of the page before the login no longer goes with the session.
    expect((await logout(visitor[CSRF_HEADER], session)).statusCode).toBe(403);

    const out = await logout(afterLogin!, session);
    expect(out.statusCode).toBe(200);
    const afterLogout = csrfCookieOf(out);
    expect(afterLogout).toBeTruthy();
    expect((await logout(afterLogout!)).statusCode).toBe(200);
  });

  it('is off only under /api/v1/integrations/: every other unsafe route refuses a call without the token', async () => {
    const unsafe = ctx.app.routeTable.flatMap((route) =>
      ([] as string[])
        .concat(route.method)
        .filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))
        .map((method) => ({ method, url: route.url })),
    );
    const inIntegrations = (url: string) => url.startsWith('/api/v1/integrations/');
    // Parameters filled in, so that each call reaches the route it names.
    const callable = (url: string) => url.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000');
    const outcomes: string[] = [];
    for (const { method, url } of unsafe) {
      const response = await ctx.app.inject({ method: method as 'POST', url: callable(url) });
      const refused = response.statusCode === 403 && response.json().code === 'csrf_cookie_invalid';
      outcomes.push(`${method} ${url} ${refused ? 'refused' : 'let through'}`);
    }
    expect(unsafe.filter(({ url }) => inIntegrations(url)).length).toBeGreaterThan(2);
    expect(unsafe.filter(({ url }) => !inIntegrations(url)).length).toBeGreaterThan(20);
    expect(outcomes).toEqual(
      unsafe.map(({ method, url }) => `${method} ${url} ${inIntegrations(url) ? 'let through' : 'refused'}`),
    );
  });
});
