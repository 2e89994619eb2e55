import { z } from 'zod';
import { BILLING_CYCLES, PLAN_IDS } from '../plans.ts';

/** Field rules the contracts' request schemas share; messages are codes of errors/error-texts.ts. */

/** The largest value a PostgreSQL `integer` column holds. */
export const INT32_MAX = 2_147_483_647;

/** A whole number that fits an `integer` column (larger ones would fail in the database). */
export const int32Field = () => z.number().int().max(INT32_MAX);

const YEAR_MIN = 2000;
const YEAR_MAX = 9999;

/** True when a date lies in the years the product accepts (PostgreSQL has no year 0). */
export function isInDateRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= YEAR_MIN && year <= YEAR_MAX;
}

/** An ISO date-time with an offset, between the years 2000 and 9999. */
export const isoDateTimeField = () =>
  z.iso
    .datetime({ offset: true, error: 'invalid_date' })
    .refine((value) => isInDateRange(new Date(value)), 'date_out_of_range');

/**
 * An end date: an ISO date-time, or a calendar date meaning the end of that day in Jakarta (WIB).
 */
export const endDateField = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'invalid_date' })
  .transform((v) => (v.length === 10 ? new Date(`${v}T23:59:59+07:00`) : new Date(v)))
  .refine(isInDateRange, 'date_out_of_range');

// Section 5's rules, shared by the sign-up wizard and the server, with the same messages.
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

/** A solved captcha (ALTCHA payload or reCAPTCHA response), which every public form carries. */
export const captchaField = z.string({ error: 'captcha_required' }).min(1, 'captcha_required');

export const planIdField = z.enum(PLAN_IDS, { error: 'select_plan_first' });
export const billingCycleField = z.enum(BILLING_CYCLES, { error: 'billing_cycle_invalid' });
