import type { TeamMember } from '@siar/shared';
import type { MemberRow } from './team.repo.ts';

export function toTeamMember(row: MemberRow): TeamMember {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    role: row.role,
    is_active: row.isActive,
    open_limit: row.openLimit,
    presence: row.presence,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
