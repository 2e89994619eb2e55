import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError, type FieldCodes } from '../../http/errors.ts';
import { identityTaken } from './users.repo.ts';

// Usernames, emails and phone numbers are unique across all users (customers, agents, staff), as
// at sign-up: the team and profile forms check them the same way, a user's own values excepted.

export interface Identity {
  username?: string;
  email?: string;
  phone_number?: string;
}

/** Refuses, as field errors, the values another user has already. */
export async function assertIdentityFree(db: Database, identity: Identity, exceptUserId?: string) {
  const codes: FieldCodes = {};
  if (identity.username && (await identityTaken(db, 'username', identity.username, exceptUserId)))
    codes.username = 'username_taken';
  if (identity.email && (await identityTaken(db, 'email', identity.email, exceptUserId)))
    codes.email = 'email_taken';
  if (identity.phone_number && (await identityTaken(db, 'phone_number', identity.phone_number, exceptUserId)))
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
