import type { CreateTeamMember, SecuritySettings, UpdateTeamMember } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type AccountActor, accountEntry, recordAudit } from '../audit/index.ts';
import { hashPassword } from '../users/passwords.ts';
import { assertIdentityFree, uniqueIdentity } from '../users/user-identity.ts';
import * as repo from './team.repo.ts';
import { toTeamMember } from './team-view.ts';

// The owner's team: agents log in with their own username at /login and work in chats and
// contacts (http/team-access.ts). Deactivating, removing or giving an agent a new password ends
// their sessions in the same transaction, so they are out on their very next request. Each change
// is audited in its transaction; the audit keeps the member's view, never a password.

/** What the audit log keeps of a member: who they are and whether they may log in. */
function audited(member: {
  username: string;
  name: string;
  email: string | null;
  phone_number: string | null;
  is_active: boolean;
  open_limit: number | null;
}) {
  const { username, name, email, phone_number, is_active } = member;
  return { username, name, email, phone_number, is_active, open_limit: member.open_limit };
}

export async function listTeam(db: Database, accountId: string) {
  return { results: (await repo.listMembers(db, accountId)).map(toTeamMember) };
}

async function agentView(db: Database, accountId: string, userId: string) {
  const row = await repo.findAgent(db, accountId, userId);
  if (!row) throw AppError.notFound('team_member_not_found');
  return toTeamMember(row);
}

export async function addAgent(db: Database, caller: AccountActor, input: CreateTeamMember) {
  const { accountId } = caller;
  await assertIdentityFree(db, input);
  const passwordHash = await hashPassword(input.password);
  const id = await uniqueIdentity(() =>
    db.transaction(async (tx) => {
      const created = await repo.insertAgent(tx, accountId, {
        username: input.username,
        name: input.name,
        email: input.email,
        phoneNumber: input.phone_number,
        passwordHash,
      });
      const after = await agentView(tx, accountId, created);
      await recordAudit(
        tx,
        accountEntry(caller, {
          action: 'team_member.create',
          targetType: 'user',
          targetId: created,
          before: null,
          after: audited(after),
        }),
      );
      return created;
    }),
  );
  return agentView(db, accountId, id);
}

export async function updateAgent(
  db: Database,
  caller: AccountActor,
  userId: string,
  input: UpdateTeamMember,
) {
  const { accountId } = caller;
  const before = await agentView(db, accountId, userId);
  await assertIdentityFree(db, { email: input.email, phone_number: input.phone_number }, userId);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const endSessions = input.is_active === false || passwordHash !== undefined;
  await uniqueIdentity(() =>
    db.transaction(async (tx) => {
      const changed = await repo.updateAgent(
        tx,
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
      );
      if (!changed) throw AppError.notFound('team_member_not_found');
      if (input.open_limit !== undefined) await repo.setOpenLimit(tx, accountId, userId, input.open_limit);
      const after = await agentView(tx, accountId, userId);
      await recordAudit(
        tx,
        accountEntry(caller, {
          action: before.is_active && !after.is_active ? 'team_member.deactivate' : 'team_member.update',
          targetType: 'user',
          targetId: userId,
          before: audited(before),
          after: { ...audited(after), password_changed: passwordHash !== undefined },
        }),
      );
    }),
  );
  return agentView(db, accountId, userId);
}

export async function removeAgent(db: Database, caller: AccountActor, userId: string) {
  const { accountId } = caller;
  await db.transaction(async (tx) => {
    const before = await agentView(tx, accountId, userId);
    if (!(await repo.deleteAgent(tx, accountId, userId))) throw AppError.notFound('team_member_not_found');
    await recordAudit(
      tx,
      accountEntry(caller, {
        action: 'team_member.delete',
        targetType: 'user',
        targetId: userId,
        before: audited(before),
        after: null,
      }),
    );
  });
  return { detail: 'Team member removed', user_id: userId };
}

export async function securitySettings(db: Database, accountId: string): Promise<Required<SecuritySettings>> {
  const settings = await repo.findSecuritySettings(db, accountId);
  return {
    hide_phone_numbers: settings.hidePhoneNumbers,
    agents_see_all_conversations: settings.agentsSeeAllConversations,
  };
}

export async function updateSecuritySettings(db: Database, caller: AccountActor, input: SecuritySettings) {
  const { accountId } = caller;
  await db.transaction(async (tx) => {
    const before = await securitySettings(tx, accountId);
    const after = {
      hide_phone_numbers: input.hide_phone_numbers,
      agents_see_all_conversations: input.agents_see_all_conversations ?? before.agents_see_all_conversations,
    };
    await repo.upsertSecuritySettings(tx, accountId, {
      hidePhoneNumbers: after.hide_phone_numbers,
      agentsSeeAllConversations: after.agents_see_all_conversations,
    });
    await recordAudit(
      tx,
      accountEntry(caller, {
        action: 'number_privacy.update',
        targetType: 'account_settings',
        targetId: accountId,
        before,
        after,
      }),
    );
  });
  return securitySettings(db, accountId);
}
