import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createAltcha } from './altcha.ts';
import { createRecaptcha } from './recaptcha.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('ALTCHA', () => {
  it('serves signed challenges that expire, and says so through the config endpoint', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/config/' });
    expect(config.json()).toEqual({ provider: 'altcha', site_key: null });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge/' });
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it('accepts a solution once and calls an expired one expired', async () => {
    const altcha = createAltcha({
      db: ctx.database.db,
      secret: 's'.repeat(40),
      cost: 1,
      maxCounter: 10,
      ttlSeconds: 60,
    });
    const challenge = await altcha.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await altcha.verify(payload)).toBe('ok');
    expect(await altcha.verify(payload)).toBe('failed');

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      const late = await altcha.challenge();
      vi.setSystemTime(Date.now() + 61_000);
      const lateSolution = await solveChallenge({ challenge: late, deriveKey });
      const latePayload = Buffer.from(JSON.stringify({ challenge: late, solution: lateSolution })).toString(
        'base64',
      );
      expect(await altcha.verify(latePayload)).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a challenge signed with another secret', async () => {
    const other = createAltcha({
      db: ctx.database.db,
      secret: 'o'.repeat(40),
      cost: 1,
      maxCounter: 10,
      ttlSeconds: 60,
    });
    const mine = createAltcha({
      db: ctx.database.db,
      secret: 'm'.repeat(40),
      cost: 1,
      maxCounter: 10,
      ttlSeconds: 60,
    });
    const challenge = await other.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await mine.verify(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))).toBe(
      'failed',
    );
  });
});

describe('reCAPTCHA v2', () => {
  const answering = (body: object) =>
    vi.fn(async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;

  it('asks Google with the secret, the token and the address', async () => {
    const fetch = answering({ success: true });
    expect(await createRecaptcha({ secretKey: 'secret-key', fetch }).verify('token-1', '203.0.113.1')).toBe(
      'ok',
    );
    const [, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(String(init.body)).toBe('secret=secret-key&response=token-1&remoteip=203.0.113.1');
  });

  it('tells an expired token from a failed one, and treats no answer as failed', async () => {
    expect(
      await createRecaptcha({
        secretKey: 'k',
        fetch: answering({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      }).verify('t', 'ip'),
    ).toBe('expired');
    expect(
      await createRecaptcha({
        secretKey: 'k',
        fetch: answering({ success: false, 'error-codes': ['invalid-input-response'] }),
      }).verify('t', 'ip'),
    ).toBe('failed');
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await createRecaptcha({ secretKey: 'k', fetch: down }).verify('t', 'ip')).toBe('failed');
  });

  it('is chosen when both keys are configured, and tells the browser its site key', async () => {
    const withKeys = await createTestApp({
      env: { RECAPTCHA_SITE_KEY: 'site-123', RECAPTCHA_SECRET_KEY: 'secret-456' },
    });
    try {
      const config = await withKeys.app.inject({ method: 'GET', url: '/api/v1/captcha/config/' });
      expect(config.json()).toEqual({ provider: 'recaptcha', site_key: 'site-123' });
      const challenge = await withKeys.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge/' });
      expect(challenge.statusCode).toBe(404);
    } finally {
      await withKeys.close();
    }
  });
});
