import { z } from 'zod';
import { BILLING_CYCLES, PLAN_IDS } from '../plans.ts';
import { captchaField, emailField, passwordField, phoneField, usernameField } from '../validation/fields.ts';
import { sessionUserSchema } from './auth.ts';
import { subscriptionInfoSchema } from './billing.ts';

/** Onboarding API: the sign-up wizard's checks and options, signing up, and the new account's plan. */

export { ONBOARDING_PATHS } from './onboarding.paths.ts';

// ---- requests ----

export const checkUsernameQuerySchema = z.object({ username: usernameField });
export const checkEmailQuerySchema = z.object({ email: emailField });
export const checkPhoneNumberQuerySchema = z.object({ phone_number: phoneField });

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
    captcha: captchaField,
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

// ---- answers ----

/** What each of the three checks answers: true when nobody has the value yet. */
export const availabilitySchema = z.object({ available: z.boolean() });
export type Availability = z.infer<typeof availabilitySchema>;

export const selectOptionSchema = z.object({ value: z.string(), label: z.string() });
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** A country, with the time zone picking it preselects (null where none is known). */
export const countryOptionSchema = selectOptionSchema.extend({ timezone: z.string().nullable() });
export type CountryOption = z.infer<typeof countryOptionSchema>;

/** Labels come in the visitor's language. */
export const selectOptionsSchema = z.object({
  countries: z.array(countryOptionSchema),
  timezones: z.array(selectOptionSchema),
  industries: z.array(selectOptionSchema),
});
export type SelectOptions = z.infer<typeof selectOptionsSchema>;

export const signUpAnswerSchema = z.object({ detail: z.string(), user: sessionUserSchema });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

export const subscriptionCheckSchema = z.object({
  has_subscription: z.boolean(),
  subscription: subscriptionInfoSchema.nullable(),
});
export type SubscriptionCheck = z.infer<typeof subscriptionCheckSchema>;
