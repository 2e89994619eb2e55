import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function hasAnyStaff(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).limit(1);
  return !!row;
}

/** Creates the staff user, or makes the existing user of that name staff with the new password. */
export async function upsertStaffUser(db: Database, input: { username: string; passwordHash: string }) {
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      name: input.username,
      passwordHash: input.passwordHash,
      isStaff: true,
    })
    .onConflictDoUpdate({
      target: users.username,
      set: { passwordHash: input.passwordHash, isStaff: true, isActive: true },
    })
    .returning({ id: users.id, createdAt: users.createdAt });
  return row!;
}

export async function touchLastLogin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Whether another user (any: customer, agent, staff) has this username, email (in any case) or
 * phone number; `exceptUserId`'s own value does not count.
 */
export async function identityTaken(
  db: Database,
  field: 'username' | 'email' | 'phone_number',
  value: string,
  exceptUserId?: string,
): Promise<boolean> {
  const condition =
    field === 'username'
      ? eq(users.username, value)
      : field === 'email'
        ? sql`lower(${users.email}) = lower(${value})`
        : eq(users.phoneNumber, value);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(condition, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return !!row;
}
