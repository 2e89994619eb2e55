import {
  type ChangePasswordInput,
  type CreateTeamMemberInput,
  fillPath,
  PROFILE_PATHS,
  type Profile,
  type SecuritySettings,
  TEAM_PATHS,
  type TeamMember,
  type TeamMembers,
  type UpdateProfileInput,
  type UpdateTeamMember,
} from '@siar/shared';
import { api } from '../../api/client.ts';

export const fetchProfile = () => api.get<Profile>(PROFILE_PATHS.profile);

export const updateProfile = (input: UpdateProfileInput) =>
  api.patch<{ detail: string; profile: Profile }>(PROFILE_PATHS.profile, input);

export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ detail: string; ended_sessions: number }>(PROFILE_PATHS.password, input);

export const fetchSecurity = () => api.get<SecuritySettings>(TEAM_PATHS.security);

export const updateSecurity = (input: SecuritySettings) =>
  api.put<SecuritySettings>(TEAM_PATHS.security, input);

export const fetchTeam = () => api.get<TeamMembers>(TEAM_PATHS.members);

export const addTeamMember = (input: CreateTeamMemberInput) =>
  api.post<TeamMember>(TEAM_PATHS.members, input);

export const updateTeamMember = (userId: string, patch: UpdateTeamMember) =>
  api.patch<TeamMember>(fillPath(TEAM_PATHS.member, { user_id: userId }), patch);

export const removeTeamMember = (userId: string) =>
  api.delete<{ detail: string }>(fillPath(TEAM_PATHS.member, { user_id: userId }));
