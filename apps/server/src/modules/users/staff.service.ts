import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { hashPassword } from './passwords.ts';
import { hasAnyStaff, upsertStaffUser } from './users.repo.ts';

export const staffInput = z.object({
  username: z
    .string()
    .regex(/^[a-z0-9_]{3,30}$/, 'Username must be 3-30 lowercase letters, numbers or underscores.'),
  password: z.string().min(8, 'Password must be at least 8 characters long'),
});

/** A staff username or password the rules refuse; the message names the field (the CLI prints it). */
export class StaffInputError extends Error {}

/** Creates or updates a staff user; the same call serves the CLI and first start. */
export async function createOrUpdateStaff(db: Database, input: z.input<typeof staffInput>) {
  const parsed = staffInput.safeParse(input);
  if (!parsed.success) {
    throw new StaffInputError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const passwordHash = await hashPassword(parsed.data.password);
  return upsertStaffUser(db, { username: parsed.data.username, passwordHash });
}

/**
 * A new installation has no one who can administer it: make a staff user with a random password
 * and hand the password back once, to be printed in the log.
 */
export async function ensureInitialStaff(
  db: Database,
): Promise<{ username: string; password: string } | null> {
  if (await hasAnyStaff(db)) return null;
  const credentials = { username: 'admin', password: randomBytes(12).toString('base64url') };
  await createOrUpdateStaff(db, credentials);
  return credentials;
}
