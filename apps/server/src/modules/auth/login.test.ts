import { MESSAGES } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.ts';
import { signUpThroughApi } from '../../test/customers.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';
import { createOrUpdateStaff } from '../users/staff.service.ts';
import { recordLoginAttempt } from './login-attempts.repo.ts';

// The defaults of LOGIN_MAX_FAILURES_PER_USERNAME and LOGIN_MAX_FAILURES_PER_ADDRESS.
const LOGIN_LIMITS = { perUsername: 5, perAddress: 20 };
let ctx: TestContext;
let customer: { username: string; password: string };

beforeAll(async () => {
  ctx = await createTestApp();
  customer = (await signUpThroughApi(ctx.app)).form;
  await createOrUpdateStaff(ctx.database.db, { username: 'desk_staff', password: 'staff-password-1' });
});
afterAll(() => ctx.close());

async function login(body: Record<string, string>, remoteAddress = '203.0.113.10') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/web-login/',
    headers: await csrfHeaders(ctx.app),
    payload: { captcha: await solvedCaptcha(ctx.app), ...body },
    remoteAddress,
  });
}

describe('POST /api/v1/auth/web-login/', () => {
  it('logs a customer in and sends them to the customer panel', async () => {
    const response = await login({ username: customer.username, password: customer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { username: customer.username },
      redirect_to: '/app/c/dashboard',
    });
    const session = response.cookies.find((c) => c.name === 'sessionid');
    expect(session?.httpOnly).toBe(true);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session/',
      cookies: { sessionid: session!.value },
    });
    expect(me.json().is_authenticated).toBe(true);
  });

  it('sends staff to the admin panel', async () => {
    const response = await login({ username: 'desk_staff', password: 'staff-password-1' });
    expect(response.json()).toMatchObject({ user: { is_staff: true }, redirect_to: '/apanel/dashboard' });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await login({ username: customer.username, password: 'not-the-password' }, '203.0.113.20');
    const unknown = await login({ username: 'nobody_here', password: 'whatever-password' }, '203.0.113.20');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [MESSAGES.invalidCredentials] });
      expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('requires username, password and captcha', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/web-login/',
      headers: await csrfHeaders(ctx.app),
      payload: { username: '', password: '', captcha: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: [MESSAGES.loginUsernameRequired],
      password: [MESSAGES.loginPasswordRequired],
      captcha: ['Please complete the reCAPTCHA verification'],
    });
  });

  it('reports a failed captcha in non_field_errors', async () => {
    const response = await login({
      username: customer.username,
      password: customer.password,
      captcha: 'Zm9v',
    });
    expect(response.json()).toEqual({
      non_field_errors: ['reCAPTCHA verification failed. Please try again.'],
    });
  });

  it(`refuses a username after ${LOGIN_LIMITS.perUsername} failures, whatever the address, even with the right password`, async () => {
    const victim = (await signUpThroughApi(ctx.app)).form;
    for (let i = 0; i < LOGIN_LIMITS.perUsername; i++) {
      const response = await login(
        { username: victim.username, password: 'guess-number-x' },
        `198.51.100.${i + 1}`,
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await login({ username: victim.username, password: victim.password }, '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
  });

  it(`refuses an address after ${LOGIN_LIMITS.perAddress} failures across usernames`, async () => {
    const address = '192.0.2.77';
    // The failures themselves were exercised above; here they are recorded directly to keep this quick.
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      await recordLoginAttempt(ctx.database.db, {
        username: `someone_${i}`,
        ipAddress: address,
        succeeded: false,
      });
    }
    const blocked = await login({ username: customer.username, password: customer.password }, address);
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login({ username: customer.username, password: customer.password }, '192.0.2.78');
    expect(elsewhere.statusCode).toBe(200);
  });
});
