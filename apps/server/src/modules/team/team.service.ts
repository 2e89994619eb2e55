import type { CreateTeamMember, UpdateTeamMember } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword } from '../users/passwords.ts';
import { assertIdentityFree, uniqueIdentity } from '../users/user-identity.ts';
import { numbersHidden } from './phone-privacy.ts';
import * as repo from './team.repo.ts';
import { toTeamMember } from './team-view.ts';

// The owner's team: agents log in with their own username at /login and work in chats and
// contacts (http/team-access.ts). Deactivating, removing or giving an agent a new password ends
// their sessions in the same transaction, so they are out on their very next request.

export async function listTeam(db: Database, accountId: string) {
  return { results: (await repo.listMembers(db, accountId)).map(toTeamMember) };
}

async function agentView(db: Database, accountId: string, userId: string) {
  const row = await repo.findAgent(db, accountId, userId);
  if (!row) throw AppError.notFound('team_member_not_found');
  return toTeamMember(row);
}

export async function addAgent(db: Database, accountId: string, input: CreateTeamMember) {
  await assertIdentityFree(db, input);
  const passwordHash = await hashPassword(input.password);
  const id = await uniqueIdentity(() =>
    repo.insertAgent(db, accountId, {
      username: input.username,
      name: input.name,
      email: input.email,
      phoneNumber: input.phone_number,
      passwordHash,
    }),
  );
  return agentView(db, accountId, id);
}

export async function updateAgent(db: Database, accountId: string, userId: string, input: UpdateTeamMember) {
  await agentView(db, accountId, userId);
  await assertIdentityFree(db, { email: input.email, phone_number: input.phone_number }, userId);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const endSessions = input.is_active === false || passwordHash !== undefined;
  const changed = await uniqueIdentity(() =>
    repo.updateAgent(
      db,
      accountId,
      userId,
      {
        name: input.name,
        email: input.email,
        phoneNumber: input.phone_number,
        passwordHash,
        isActive: input.is_active,
      },
      endSessions,
    ),
  );
  if (!changed) throw AppError.notFound('team_member_not_found');
  return agentView(db, accountId, userId);
}

export async function removeAgent(db: Database, accountId: string, userId: string) {
  if (!(await repo.deleteAgent(db, accountId, userId))) throw AppError.notFound('team_member_not_found');
  return { detail: 'Team member removed', user_id: userId };
}

export async function securitySettings(db: Database, accountId: string) {
  return { hide_phone_numbers: await numbersHidden(db, accountId) };
}

export async function updateSecuritySettings(db: Database, accountId: string, hidePhoneNumbers: boolean) {
  await repo.upsertSecuritySettings(db, accountId, hidePhoneNumbers);
  return securitySettings(db, accountId);
}
