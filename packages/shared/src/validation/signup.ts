import { z } from 'zod';
import { BILLING_CYCLES, PLAN_IDS } from '../plans.ts';

/** Section 5's rules, shared by the sign-up wizard and the server, with the same messages. */
export const USERNAME_PATTERN = /^[a-z0-9_]{6,30}$/;
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
export const PASSWORD_MIN_LENGTH = 8;

export const usernameField = z
  .string({ error: 'username_invalid' })
  .regex(USERNAME_PATTERN, 'username_invalid');
export const emailField = z
  .string({ error: 'email_invalid' })
  .trim()
  .max(254, 'email_invalid')
  .pipe(z.email({ error: 'email_invalid' }));
export const phoneField = z
  .string({ error: 'phone_required' })
  .trim()
  .min(1, 'phone_required')
  // An empty number gets only the "required" message.
  .refine((value) => value.length === 0 || PHONE_PATTERN.test(value), 'phone_invalid');
export const passwordField = z
  .string({ error: 'password_too_short' })
  .min(PASSWORD_MIN_LENGTH, 'password_too_short')
  .max(128, 'password_too_long');
const requiredChoice = z.string({ error: 'business_required' }).trim().min(1, 'business_required');

export const signUpSchema = z
  .object({
    name: z.string({ error: 'name_required' }).trim().min(1, 'name_required').max(100),
    email: emailField,
    phone_number: phoneField,
    industry: requiredChoice,
    country: requiredChoice,
    timezone: requiredChoice,
    username: usernameField,
    password: passwordField,
    confirm_password: z.string({ error: 'password_mismatch' }),
    captcha: z.string({ error: 'captcha_required' }).min(1, 'captcha_required'),
    plan: z.enum(PLAN_IDS).optional(),
    billing: z.enum(BILLING_CYCLES).optional(),
  })
  .refine((data) => data.password === data.confirm_password, {
    path: ['confirm_password'],
    message: 'password_mismatch',
    // Report the mismatch alongside other fields' errors, as the wizard shows them together.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirm_password?: unknown };
      return typeof value.password === 'string' && typeof value.confirm_password === 'string';
    },
  });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
