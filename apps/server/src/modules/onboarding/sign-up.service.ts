import { type ErrorCode, FREE_TRIAL_DAYS, type SignUp, SUBSCRIPTION_STATUS } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError, type FieldCodes } from '../../http/errors.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import { hashPassword } from '../users/passwords.ts';
import { emailExists, insertCustomer, phoneExists, usernameExists } from './onboarding.repo.ts';
import { isCountryCode, isIndustry, isTimeZone } from './select-options.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const UNIQUE_INDEX_FIELDS: Record<string, [string, ErrorCode]> = {
  users_username_key: ['username', 'username_taken'],
  users_email_lower_key: ['email', 'email_taken'],
  users_phone_number_key: ['phone_number', 'phone_taken'],
};

/**
 * A new customer: account, owner and a 7-day free trial (no card) of the plan they came for.
 * Uniqueness is checked before the captcha is spent, and again by the database's unique indexes.
 */
export async function signUp(
  deps: { db: Database; captcha: CaptchaService },
  input: SignUp,
  remoteIp: string,
) {
  const { db, captcha } = deps;
  const business: FieldCodes = {};
  if (!isIndustry(input.industry)) business.industry = 'business_required';
  if (!isCountryCode(input.country)) business.country = 'business_required';
  if (!isTimeZone(input.timezone)) business.timezone = 'business_required';
  if (Object.keys(business).length > 0) throw AppError.fields(business);

  const taken: FieldCodes = {};
  if (await usernameExists(db, input.username)) taken.username = 'username_taken';
  if (await emailExists(db, input.email)) taken.email = 'email_taken';
  if (await phoneExists(db, input.phone_number)) taken.phone_number = 'phone_taken';
  if (Object.keys(taken).length > 0) throw AppError.fields(taken);

  await requireCaptcha(captcha, input.captcha, remoteIp, 'captcha');

  const start = new Date();
  try {
    return await insertCustomer(db, {
      name: input.name,
      email: input.email,
      phoneNumber: input.phone_number,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      industry: input.industry,
      country: input.country,
      timezone: input.timezone,
      trial: {
        planId: input.plan ?? 'starter',
        billingCycle: input.billing ?? 'monthly',
        start,
        end: new Date(start.getTime() + FREE_TRIAL_DAYS * DAY_MS),
        // A trial has no WhatsApp number paired yet.
        status: SUBSCRIPTION_STATUS.awaitingDevice,
      },
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    const field = index !== null ? UNIQUE_INDEX_FIELDS[index] : undefined;
    if (field) throw AppError.fields({ [field[0]]: field[1] });
    throw error;
  }
}
