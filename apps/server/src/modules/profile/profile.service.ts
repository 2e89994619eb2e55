import type { ChangePasswordInput, Profile, UpdateProfile } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldCodes } from '../../http/errors.ts';
import type { AuthUser } from '../auth/sessions.service.ts';
import { endOtherSessions } from '../auth/sessions.service.ts';
import { isCountryCode, isIndustry, isTimeZone } from '../onboarding/select-options.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { assertIdentityFree, uniqueIdentity } from '../users/user-identity.ts';
import * as repo from './profile.repo.ts';

// The logged-in user's own profile with the sign-up's rules. Industry, country and time zone are
// the account's: its owner changes them, an agent (or staff, who have no account) cannot.

export async function profileOf(db: Database, user: AuthUser): Promise<Profile> {
  const row = await repo.findProfile(db, user.id);
  if (!row) throw AppError.unauthenticated();
  return {
    username: row.username,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    role: user.role,
    industry: row.industry,
    country: row.country,
    timezone: row.timezone,
  };
}

function accountFields(user: AuthUser, input: UpdateProfile) {
  const sent = { industry: input.industry, country: input.country, timezone: input.timezone };
  const named = Object.entries(sent).filter(([, value]) => value !== undefined);
  if (named.length === 0) return undefined;
  if (user.role !== 'owner' || !user.accountId)
    throw AppError.fields(Object.fromEntries(named.map(([field]) => [field, 'profile_owner_only'])));
  const wrong: FieldCodes = {};
  if (sent.industry !== undefined && !isIndustry(sent.industry)) wrong.industry = 'business_required';
  if (sent.country !== undefined && !isCountryCode(sent.country)) wrong.country = 'business_required';
  if (sent.timezone !== undefined && !isTimeZone(sent.timezone)) wrong.timezone = 'business_required';
  if (Object.keys(wrong).length > 0) throw AppError.fields(wrong);
  return { accountId: user.accountId, ...sent };
}

export async function updateProfile(db: Database, user: AuthUser, input: UpdateProfile) {
  const account = accountFields(user, input);
  await assertIdentityFree(db, { email: input.email, phone_number: input.phone_number }, user.id);
  await uniqueIdentity(() =>
    repo.updateProfile(db, user.id, {
      user: { name: input.name, email: input.email, phoneNumber: input.phone_number },
      account,
    }),
  );
  return { detail: 'Profile updated successfully', profile: await profileOf(db, user) };
}

/** A new password, given the current one; every other session of the user ends, this one stays. */
export async function changePassword(
  db: Database,
  user: AuthUser,
  input: ChangePasswordInput,
  currentToken: string | undefined,
) {
  const row = await repo.findProfile(db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.current_password)))
    throw AppError.fields({ current_password: 'current_password_wrong' });
  await repo.setPasswordHash(db, user.id, await hashPassword(input.new_password));
  const ended = await endOtherSessions(db, user.id, currentToken);
  return { detail: 'Password changed successfully', ended_sessions: ended };
}
