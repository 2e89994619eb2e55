import { z } from 'zod';
import { ACCOUNT_ROLES } from '../team.ts';
import { captchaField } from '../validation/fields.ts';

/** Auth API: who is logged in, logging in and out (paths, and the answers' shapes). */

export { AUTH_PATHS } from './auth.paths.ts';

/**
 * The account's latest subscription as the panel needs it on every page: whether the customer is
 * subscribed, and why not (a trial, a cancelled plan, an ended one). It comes with the session, so
 * no page asks for it again.
 */
export const subscriptionStandingSchema = z.object({
  plan_id: z.string(),
  billing_cycle: z.string(),
  is_trial: z.boolean(),
  /** SUBSCRIPTION_STATUS: 2 (awaiting device) while paid or on trial with no WhatsApp number paired. */
  status: z.number().int(),
  /** Status 1-3 and the period not over: the panel is open. */
  is_subscribed: z.boolean(),
  cancel_at_period_end: z.boolean(),
  end_date: z.string(),
});
export type SubscriptionStanding = z.infer<typeof subscriptionStandingSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** The user's own email (forms such as the contact form start from it); staff may have none. */
  email: z.string().nullable(),
  is_staff: z.boolean(),
  account_id: z.string().nullable(),
  /** The user's role in the account: its owner, or a team member (agent); null for staff. */
  role: z.enum(ACCOUNT_ROLES).nullable(),
  /** Customers' numbers reach this user masked (an agent while the account hides numbers). */
  numbers_hidden: z.boolean(),
  /** The account's latest subscription; null for staff and for an account that never had one. */
  subscription: subscriptionStandingSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What `GET /api/v1/auth/session/` answers: who the browser is logged in as, if anyone. */
export const sessionInfoSchema = z.object({
  is_authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const loginSchema = z.object({
  username: z.string({ error: 'login_username_required' }).trim().min(1, 'login_username_required').max(150),
  password: z.string({ error: 'login_password_required' }).min(1, 'login_password_required').max(128),
  captcha: captchaField,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The logout answer. */
export const logoutAnswerSchema = z.object({ detail: z.string() });

export const loginAnswerSchema = z.object({
  detail: z.string(),
  user: sessionUserSchema,
  /** Staff land in the admin panel, customers in theirs. */
  redirect_to: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
