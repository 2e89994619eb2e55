import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createCustomer } from '../../test/factories.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';
import { hashPassword } from '../users/passwords.ts';
import { createOrUpdateStaff } from '../users/staff.service.ts';
import { recordLoginAttempt } from './login-attempts.repo.ts';

// The defaults of LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS and LOGIN_MAX_FAILURES_PER_ADDRESS; the
// username-wide slow-down starts lower here than its default, and spaces checks by one second.
const LIMITS = { perPair: 5, perAddress: 20, slowDownAfter: 8, slowDownSeconds: 1 };
const PASSWORD = 'the-right-password';
const TOO_MANY = { detail: 'Too many failed login attempts. Please wait 15 minutes and try again.' };

let ctx: TestContext;
let passwordHash: string;
let addressCounter = 0;

beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      LOGIN_SLOW_DOWN_AFTER_FAILURES_PER_USERNAME: String(LIMITS.slowDownAfter),
      LOGIN_SLOW_DOWN_SECONDS: String(LIMITS.slowDownSeconds),
    },
  });
  // One hash for every customer of this file: each argon2 hash costs tens of milliseconds.
  passwordHash = await hashPassword(PASSWORD);
  await createOrUpdateStaff(ctx.database.db, { username: 'desk_staff', password: 'staff-password-1' });
});
afterAll(() => ctx.close());

/** A customer who can log in with PASSWORD. */
async function newCustomer() {
  const customer = await createCustomer(ctx.database.db, { passwordHash });
  return { username: customer.username, password: PASSWORD };
}

/** A documentation address (TEST-NET-3) no other test of this file uses. */
function newAddress() {
  addressCounter += 1;
  return `203.0.${113 + Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

async function login(body: Record<string, string>, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/web-login/',
    headers: await csrfHeaders(ctx.app),
    payload: { captcha: await solvedCaptcha(ctx.app), ...body },
    remoteAddress,
  });
}

/** Many logins sent at the same instant, each with its own solved captcha. */
async function loginAtOnce(bodies: Record<string, string>[], remoteAddress: string) {
  const headers = await csrfHeaders(ctx.app);
  const captchas = await Promise.all(bodies.map(() => solvedCaptcha(ctx.app)));
  return Promise.all(
    bodies.map((body, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/web-login/',
        headers,
        payload: { captcha: captchas[i], ...body },
        remoteAddress,
      }),
    ),
  );
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe('POST /api/v1/auth/web-login/', () => {
  it('logs a customer in and sends them to the customer panel', async () => {
    const customer = await newCustomer();
    const response = await login(customer, newAddress());
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
    const response = await login({ username: 'desk_staff', password: 'staff-password-1' }, newAddress());
    expect(response.json()).toMatchObject({ user: { is_staff: true }, redirect_to: '/apanel/dashboard' });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const customer = await newCustomer();
    const address = newAddress();
    const wrong = await login({ username: customer.username, password: 'not-the-password' }, address);
    const unknown = await login({ username: 'nobody_here', password: 'whatever-password' }, address);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        non_field_errors: ['Unable to log in with provided credentials.'],
        field_codes: { non_field_errors: [{ code: 'invalid_credentials' }] },
      });
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
    expect(response.json()).toMatchObject({
      username: ['Please enter your username.'],
      password: ['Please enter your password.'],
      captcha: ['Please complete the reCAPTCHA verification'],
    });
  });

  it('reports a failed captcha in non_field_errors', async () => {
    const customer = await newCustomer();
    const response = await login({ ...customer, captcha: 'Zm9v' }, newAddress());
    expect(response.json()).toMatchObject({
      non_field_errors: ['reCAPTCHA verification failed. Please try again.'],
    });
  });
});

describe('password guessing', () => {
  it(`refuses a username from an address after ${LIMITS.perPair} failures there, even with the right password`, async () => {
    const customer = await newCustomer();
    const address = newAddress();
    for (let i = 0; i < LIMITS.perPair; i++) {
      const response = await login({ username: customer.username, password: 'guess-number-x' }, address);
      expect(response.statusCode).toBe(400);
    }
    const blocked = await login(customer, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
  });

  it('still lets the customer in from their own address while another address is refused', async () => {
    const customer = await newCustomer();
    const attacker = newAddress();
    for (let i = 0; i < LIMITS.perPair + 1; i++) {
      await login({ username: customer.username, password: `guess-${i}` }, attacker);
    }
    expect((await login(customer, attacker)).statusCode).toBe(429);
    expect((await login(customer, newAddress())).statusCode).toBe(200);
  });

  it(`checks no more than ${LIMITS.perPair} of 60 simultaneous guesses for one username from one address`, async () => {
    const customer = await newCustomer();
    const guesses = Array.from({ length: 60 }, (_, i) => ({
      username: customer.username,
      password: i === 59 ? PASSWORD : `guess-${i}`,
    }));
    const responses = await loginAtOnce(guesses, newAddress());
    const checked = responses.filter((r) => r.statusCode !== 429);
    expect(checked).toHaveLength(LIMITS.perPair);
    expect(statuses(checked).every((s) => s === 400 || s === 200)).toBe(true);
  });

  it(`checks no more than ${LIMITS.perAddress} of 60 simultaneous guesses from one address across usernames`, async () => {
    const guesses = Array.from({ length: 60 }, (_, i) => ({
      username: `unknown_user_${i}`,
      password: 'a-guess',
    }));
    const responses = await loginAtOnce(guesses, newAddress());
    expect(statuses(responses).filter((s) => s === 400)).toHaveLength(LIMITS.perAddress);
    expect(statuses(responses).filter((s) => s === 429)).toHaveLength(60 - LIMITS.perAddress);
  });

  it('refuses an address after its failures across usernames, and not another address', async () => {
    const customer = await newCustomer();
    const address = newAddress();
    // Failures recorded directly: the guessing itself is exercised above.
    for (let i = 0; i < LIMITS.perAddress; i++) {
      await recordLoginAttempt(ctx.database.db, {
        username: `someone_${i}`,
        ipAddress: address,
        succeeded: false,
      });
    }
    const blocked = await login(customer, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
    expect((await login(customer, newAddress())).statusCode).toBe(200);
  });

  it('slows a username guessed from many addresses down instead of locking its owner out', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < LIMITS.slowDownAfter; i++) {
      await recordLoginAttempt(ctx.database.db, {
        username: customer.username,
        ipAddress: newAddress(),
        succeeded: false,
      });
    }
    // Three tries at once from three more addresses: checked one slow-down apart, the owner's too.
    const started = Date.now();
    const tries = [
      { username: customer.username, password: 'guess-a' },
      { username: customer.username, password: 'guess-b' },
      customer,
    ];
    const answered: number[] = [];
    const responses = await Promise.all(
      tries.map(async (body) => {
        const response = await login(body, newAddress());
        answered.push(Date.now() - started);
        return response;
      }),
    );
    expect(statuses(responses)).toEqual([400, 400, 200]);
    // The last of three answers waited for two spacings at least.
    expect(Math.max(...answered)).toBeGreaterThanOrEqual(2 * LIMITS.slowDownSeconds * 1000);
  });

  it('answers 429 when the wait for a turn would be too long, and then says to try again shortly', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < LIMITS.slowDownAfter; i++) {
      await recordLoginAttempt(ctx.database.db, {
        username: customer.username,
        ipAddress: newAddress(),
        succeeded: false,
        // Turns already given out far ahead, as under a sustained attack.
        createdAt: new Date(Date.now() + 60_000),
      });
    }
    const busy = await login(customer, newAddress());
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({
      detail: 'Too many login attempts for this username right now. Please try again in a minute.',
      code: 'logins_slowed',
    });
  });
});
