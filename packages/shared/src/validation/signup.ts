import { z } from 'zod';
import { BILLING_CYCLES, PLAN_IDS } from '../plans.ts';
import { MESSAGES } from './messages.ts';

/** Section 5's rules, shared by the sign-up wizard and the server, with the same messages. */
export const USERNAME_PATTERN = /^[a-z0-9_]{6,30}$/;
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
export const PASSWORD_MIN_LENGTH = 8;

export const usernameField = z
  .string({ error: MESSAGES.username })
  .regex(USERNAME_PATTERN, MESSAGES.username);
export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));
export const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  // An empty number gets only the "required" message.
  .refine((value) => value.length === 0 || PHONE_PATTERN.test(value), MESSAGES.phone);
export const passwordField = z
  .string({ error: MESSAGES.password })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.password)
  .max(128, 'Password must be at most 128 characters long');
const requiredChoice = z
  .string({ error: MESSAGES.businessRequired })
  .trim()
  .min(1, MESSAGES.businessRequired);

export const signUpSchema = z
  .object({
    name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(100),
    email: emailField,
    phone_number: phoneField,
    industry: requiredChoice,
    country: requiredChoice,
    timezone: requiredChoice,
    username: usernameField,
    password: passwordField,
    confirm_password: z.string({ error: MESSAGES.passwordMismatch }),
    captcha: z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired),
    plan: z.enum(PLAN_IDS).optional(),
    billing: z.enum(BILLING_CYCLES).optional(),
  })
  .refine((data) => data.password === data.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordMismatch,
    // Report the mismatch alongside other fields' errors, as the wizard shows them together.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirm_password?: unknown };
      return typeof value.password === 'string' && typeof value.confirm_password === 'string';
    },
  });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
