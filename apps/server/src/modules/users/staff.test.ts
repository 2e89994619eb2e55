import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { verifyPassword } from './passwords.ts';
import { createOrUpdateStaff, ensureInitialStaff, StaffInputError } from './staff.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userNamed = async (username: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.username, username)))[0];

describe('staff accounts', () => {
  it('creates an administrator on the first start, once, with a password that works', async () => {
    const created = await ensureInitialStaff(ctx.database.db);
    expect(created?.username).toBe('admin');
    expect(created?.password.length).toBeGreaterThanOrEqual(16);
    const admin = await userNamed('admin');
    expect(admin?.isStaff).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, created!.password)).toBe(true);

    expect(await ensureInitialStaff(ctx.database.db)).toBeNull();
  });

  it('creates a staff user, and updating it changes the password', async () => {
    await createOrUpdateStaff(ctx.database.db, { username: 'night_shift', password: 'first-password' });
    await createOrUpdateStaff(ctx.database.db, { username: 'night_shift', password: 'second-password' });
    const user = await userNamed('night_shift');
    expect(await verifyPassword(user!.passwordHash, 'second-password')).toBe(true);
    expect(await verifyPassword(user!.passwordHash, 'first-password')).toBe(false);
    expect(user!.passwordHash).not.toContain('second-password');
  });

  it('refuses a short password and a bad username with field messages', async () => {
    const attempt = createOrUpdateStaff(ctx.database.db, { username: 'Bad Name', password: 'short' });
    await expect(attempt).rejects.toBeInstanceOf(StaffInputError);
    await expect(attempt).rejects.toMatchObject({
      message:
        'username: Username must be 3-30 lowercase letters, numbers or underscores.\n' +
        'password: Password must be at least 8 characters long',
    });
  });
});
