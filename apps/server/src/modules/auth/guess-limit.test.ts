import { INTEGRATION_API_PATHS as API, SANDBOX_PHONE_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';

// Attacks seen on main: 300 wrong sandbox pairing codes from one address in 0.8 s, all answered.

const LIMIT = 20; // GUESS_MAX_FAILURES_PER_ADDRESS's default
let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  headers = await csrfHeaders(ctx.app);
});
afterAll(() => ctx.close());

let addressCount = 0;
/** A fresh address for each attack, so that one attack's count does not reach the next. */
const nextAddress = () => `203.0.113.${++addressCount}`;

const tries = {
  'a pairing code': (n: number, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: SANDBOX_PHONE_PATHS.pairingCode,
      headers,
      remoteAddress,
      payload: { code: `WRONG${String(n).padStart(3, '0')}` },
    }),
  'a sandbox QR token': (n: number, remoteAddress: string) =>
    ctx.app.inject({
      method: 'GET',
      url: SANDBOX_PHONE_PATHS.scan.replace(':token', `wrong-token-${n}-xxxxxxxx`),
      remoteAddress,
    }),
  'an API key': (n: number, remoteAddress: string) =>
    ctx.app.inject({
      method: 'GET',
      url: API.devices,
      remoteAddress,
      headers: { authorization: `Bearer wrong-key-${n}` },
    }),
};

describe('guessing secrets', () => {
  it.each(Object.entries(tries))(
    'refuses %s past the limit of wrong tries per address, even all at once',
    async (_name, attempt) => {
      const attacker = nextAddress();
      const answers = await Promise.all(Array.from({ length: LIMIT + 15 }, (_, n) => attempt(n, attacker)));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
      expect(codes.filter((code) => code !== 429)).toHaveLength(LIMIT);
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ detail: expect.stringMatching(/^Too many wrong tries/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      // Another address is not affected.
      expect((await attempt(999, nextAddress())).statusCode).not.toBe(429);
    },
  );
});
