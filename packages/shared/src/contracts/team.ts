import { z } from 'zod';
import { ACCOUNT_ROLES } from '../team.ts';
import { emailField, passwordField, phoneField, usernameField } from '../validation/fields.ts';
import { MEMBER_PRESENCES } from './chats-assignment.ts';

/** Team members (agents) of an account and the account's number privacy. Owner only. */

export { TEAM_PATHS } from './team.paths.ts';

// ---- requests ----

export const teamMemberParamsSchema = z.object({ user_id: z.uuid({ error: 'team_member_not_found' }) });

const personName = z.string({ error: 'name_required' }).trim().min(1, 'name_required').max(100);

/** Who an agent is: the sign-up's rules for name, email, phone, username and password. */
export const createTeamMemberSchema = z
  .object({
    name: personName,
    email: emailField,
    phone_number: phoneField,
    username: usernameField,
    password: passwordField,
    confirm_password: z.string({ error: 'password_mismatch' }),
  })
  .refine((data) => data.password === data.confirm_password, {
    path: ['confirm_password'],
    message: 'password_mismatch',
  });
export type CreateTeamMemberInput = z.input<typeof createTeamMemberSchema>;
export type CreateTeamMember = z.output<typeof createTeamMemberSchema>;

/** What the owner may change of an agent; a new password replaces the old and ends their sessions. */
export const updateTeamMemberSchema = z.object({
  name: personName.optional(),
  email: emailField.optional(),
  phone_number: phoneField.optional(),
  password: passwordField.optional(),
  /** false deactivates: the agent is logged out at once and cannot log in until reactivated. */
  is_active: z.boolean({ error: 'not_a_boolean' }).optional(),
  /** Auto assignment gives them no more open conversations than this; null: no limit. */
  open_limit: z
    .number({ error: 'not_a_number' })
    .int('not_a_whole_number')
    .min(1, 'open_limit_range')
    .max(1000, 'open_limit_range')
    .nullable()
    .optional(),
});
export type UpdateTeamMember = z.infer<typeof updateTeamMemberSchema>;

export const securitySettingsSchema = z.object({
  /** On: agents see customers' numbers masked (+62 812-****-7890), in every answer and export. */
  hide_phone_numbers: z.boolean({ error: 'not_a_boolean' }),
  /** On: agents see every conversation; off: their own and the unassigned ones (unchanged when absent). */
  agents_see_all_conversations: z.boolean({ error: 'not_a_boolean' }).optional(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

// ---- answers ----

export const teamMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
  is_active: z.boolean(),
  open_limit: z.number().int().nullable(),
  presence: z.enum(MEMBER_PRESENCES),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = z.object({ results: z.array(teamMemberSchema) });
export type TeamMembers = z.infer<typeof teamMembersSchema>;

export const removedTeamMemberSchema = z.object({ detail: z.string(), user_id: z.string() });
