import { z } from 'zod';
import { ACCOUNT_ROLES } from '../team.ts';
import { emailField, passwordField, phoneField } from '../validation/fields.ts';

/** The logged-in user's own profile, and changing their password. */

export { PROFILE_PATHS } from './profile.paths.ts';

// ---- requests ----

const choice = z.string({ error: 'business_required' }).trim().min(1, 'business_required');

/**
 * The sign-up's rules. Industry, country and time zone are the account's: only its owner may send
 * them (an agent's profile is their own name, email and phone).
 */
export const updateProfileSchema = z.object({
  name: z.string({ error: 'name_required' }).trim().min(1, 'name_required').max(100),
  email: emailField,
  phone_number: phoneField,
  industry: choice.optional(),
  country: choice.optional(),
  timezone: choice.optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'current_password_required' })
      .min(1, 'current_password_required')
      .max(128, 'current_password_wrong'),
    new_password: passwordField,
    confirm_password: z.string({ error: 'password_mismatch' }),
  })
  .refine((data) => data.new_password === data.confirm_password, {
    path: ['confirm_password'],
    message: 'password_mismatch',
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// ---- answers ----

export const profileSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** null for staff, who have no account. */
  role: z.enum(ACCOUNT_ROLES).nullable(),
  /** The account's fields; the owner edits them, an agent sees them. Null without an account. */
  industry: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdatedSchema = z.object({ detail: z.string(), profile: profileSchema });
export const passwordChangedSchema = z.object({
  detail: z.string(),
  /** How many other sessions of the user were ended. */
  ended_sessions: z.number().int(),
});
