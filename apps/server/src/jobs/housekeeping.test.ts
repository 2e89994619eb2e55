import { COOKIES } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLoginAttempt } from '../modules/auth/login-attempts.repo.ts';
import { startSession } from '../modules/auth/sessions.service.ts';
import { redeemOnce } from '../modules/captcha/captcha.repo.ts';
import { createOrUpdateStaff } from '../modules/users/staff.service.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { runHousekeeping } from './housekeeping.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('housekeeping', () => {
  it('drops ended sessions and spent captchas, and keeps live sessions working', async () => {
    const db = ctx.database.db;
    const { id } = await createOrUpdateStaff(db, { username: 'tidy_staff', password: 'tidy-password' });
    const live = await startSession(db, { userId: id, maxAgeSeconds: 3600 });
    await startSession(db, { userId: id, maxAgeSeconds: -10 });
    await redeemOnce(db, 'spent-captcha', new Date(Date.now() - 1000));
    await recordLoginAttempt(db, { username: 'x', ipAddress: '203.0.113.1', succeeded: false });

    expect(await runHousekeeping(db)).toEqual({ sessions: 1 });
    // A spent captcha whose challenge has expired can be forgotten: the challenge is refused as expired anyway.
    expect(await redeemOnce(db, 'spent-captcha', new Date(Date.now() + 1000))).toBe(true);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session/',
      cookies: { [COOKIES.session]: live },
    });
    expect(me.json().is_authenticated).toBe(true);
  });
});
