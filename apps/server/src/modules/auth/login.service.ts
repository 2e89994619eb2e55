import { type LoginInput, MESSAGES } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { findUserByUsername } from '../users/users.repo.ts';
import { countFailures, recordLoginAttempt } from './login-attempts.repo.ts';

export interface LoginLimits {
  /** Failed attempts allowed per username, and per address, within the window. */
  perUsername: number;
  perAddress: number;
}

const WINDOW_MINUTES = 15;

// Verifying against a real hash when the user does not exist keeps both answers equally slow.
const decoyHash = hashPassword('decoy-password-for-unknown-users');

/**
 * Checks the credentials and returns the user id to log in. A wrong password and an unknown user
 * answer alike; too many failures per username or per address answer 429 until the window passes.
 */
export async function authenticate(
  deps: { db: Database; captcha: CaptchaService; limits: LoginLimits },
  input: LoginInput,
  remoteIp: string,
): Promise<string> {
  const { db } = deps;
  const username = input.username.trim().toLowerCase();
  const since = new Date(Date.now() - WINDOW_MINUTES * 60_000);
  const [byUser, byAddress] = await Promise.all([
    countFailures(db, { username }, since),
    countFailures(db, { ipAddress: remoteIp }, since),
  ]);
  if (byUser >= deps.limits.perUsername || byAddress >= deps.limits.perAddress) {
    throw AppError.tooManyRequests(
      `Too many failed login attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`,
    );
  }

  await requireCaptcha(deps.captcha, input.captcha, remoteIp, 'non_field_errors');

  const user = await findUserByUsername(db, username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  const succeeded = !!user && user.isActive && passwordOk;
  await recordLoginAttempt(db, { username, ipAddress: remoteIp, succeeded });
  if (!succeeded) throw AppError.fields({ non_field_errors: [MESSAGES.invalidCredentials] });
  return user.id;
}
