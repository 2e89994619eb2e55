import { COOKIES } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';
import { createOrUpdateStaff } from '../users/staff.service.ts';
import { startSession } from './sessions.service.ts';

let ctx: TestContext;
let staffId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ id: staffId } = await createOrUpdateStaff(ctx.database.db, {
    username: 'ops_lead',
    password: 'correct-horse',
  }));
});
afterAll(() => ctx.close());

const sessionOf = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session/',
    cookies: token ? { [COOKIES.session]: token } : {},
  });

describe('sessions', () => {
  it('tells a visitor they are not logged in', async () => {
    const response = await sessionOf();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_authenticated: false, user: null });
  });

  it('recognises the user behind a session cookie, staff flag included', async () => {
    const token = await startSession(ctx.database.db, { userId: staffId, maxAgeSeconds: 60 });
    const response = await sessionOf(token);
    expect(response.json()).toEqual({
      is_authenticated: true,
      user: {
        id: staffId,
        username: 'ops_lead',
        name: 'ops_lead',
        email: null,
        is_staff: true,
        account_id: null,
        role: null,
        numbers_hidden: false,
        subscription: null,
      },
    });
  });

  it('keeps only a hash of the token in the database', async () => {
    const token = await startSession(ctx.database.db, { userId: staffId, maxAgeSeconds: 60 });
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, staffId));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.id)).not.toContain(token);
  });

  it('ignores a made-up or expired token', async () => {
    expect((await sessionOf('made-up')).json().is_authenticated).toBe(false);
    const expired = await startSession(ctx.database.db, { userId: staffId, maxAgeSeconds: -1 });
    expect((await sessionOf(expired)).json().is_authenticated).toBe(false);
  });

  it('logout ends the session on the server, so the old cookie stops working', async () => {
    const token = await startSession(ctx.database.db, { userId: staffId, maxAgeSeconds: 60 });
    const headers = await csrfHeaders(ctx.app, { [COOKIES.session]: token });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === COOKIES.session);
    expect(cleared?.value).toBe('');
    expect((await sessionOf(token)).json().is_authenticated).toBe(false);
  });

  it('logs out a deactivated user at once', async () => {
    const token = await startSession(ctx.database.db, { userId: staffId, maxAgeSeconds: 60 });
    await ctx.database.db.execute(sql`update users set is_active = false where id = ${staffId}`);
    expect((await sessionOf(token)).json().is_authenticated).toBe(false);
    await ctx.database.db.execute(sql`update users set is_active = true where id = ${staffId}`);
  });
});
