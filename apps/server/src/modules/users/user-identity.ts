import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError, type FieldCodes } from '../../http/errors.ts';

// Usernames, emails and phone numbers are unique across all users (customers, agents, staff), as
// at sign-up: the team and profile forms check them the same way, a user's own values excepted.

export interface Identity {
  username?: string;
  email?: string;
  phone_number?: string;
}

async function taken(db: Database, condition: SQL, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(condition, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return !!row;
}

/** Refuses, as field errors, the values another user has already. */
export async function assertIdentityFree(db: Database, identity: Identity, exceptUserId?: string) {
  const codes: FieldCodes = {};
  if (identity.username && (await taken(db, eq(users.username, identity.username), exceptUserId)))
    codes.username = 'username_taken';
  if (
    identity.email &&
    (await taken(db, sql`lower(${users.email}) = lower(${identity.email})`, exceptUserId))
  )
    codes.email = 'email_taken';
  if (identity.phone_number && (await taken(db, eq(users.phoneNumber, identity.phone_number), exceptUserId)))
    codes.phone_number = 'phone_taken';
  if (Object.keys(codes).length > 0) throw AppError.fields(codes);
}

const UNIQUE_INDEX_FIELDS: Record<string, FieldCodes> = {
  users_username_key: { username: 'username_taken' },
  users_email_lower_key: { email: 'email_taken' },
  users_phone_number_key: { phone_number: 'phone_taken' },
};

/** A write that lost a race for a value: the same field error the check gives. */
export async function uniqueIdentity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    const fields = index === null ? undefined : UNIQUE_INDEX_FIELDS[index];
    if (fields) throw AppError.fields(fields);
    throw error;
  }
}
