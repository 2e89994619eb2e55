import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginInput } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import { findUserByUsername } from '../users/index.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import {
  lockLoginKeys,
  markAttemptSucceeded,
  recentAttempts,
  recordLoginAttempt,
} from './login-attempts.repo.ts';

export interface LoginLimits {
  /** Failures allowed within the window for a username from one address, and from one address. */
  perUsernameAndAddress: number;
  perAddress: number;
  /** Failures of a username from all addresses after which its checks are spaced out. */
  slowDownAfter: number;
  slowDownSeconds: number;
}

const WINDOW_MINUTES = 15;
// The longest a login waits for its turn under the slow-down; beyond that it is refused.
const MAX_WAIT_MS = 30_000;

// Verifying against a real hash when the user does not exist keeps both answers equally slow.
const decoyHash = hashPassword('decoy-password-for-unknown-users');

/**
 * Checks the credentials and returns the user id to log in. A wrong password and an unknown user
 * answer alike. Every check is first recorded as a failure, counted and recorded in one locked
 * step, so no number of simultaneous tries gets more checks than the limits allow:
 * - too many failures of this username from this address, or from this address at all: 429 until
 *   the window passes (another address, such as the owner's, is not affected);
 * - a username failing from many addresses: its checks are spaced `slowDownSeconds` apart (each
 *   login waits its turn), so guessing slows down while the owner still gets in.
 */
export async function authenticate(
  deps: { db: Database; captcha: CaptchaService; limits: LoginLimits },
  input: LoginInput,
  remoteIp: string,
): Promise<string> {
  const { db } = deps;
  const username = input.username.trim().toLowerCase();
  await requireCaptcha(deps.captcha, input.captcha, remoteIp, 'non_field_errors');

  const turn = await takeTurn(db, deps.limits, { username, ipAddress: remoteIp });
  const wait = turn.at.getTime() - Date.now();
  if (wait > 0) await sleep(wait);

  const user = await findUserByUsername(db, username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user?.isActive || !passwordOk) {
    throw AppError.fields({ non_field_errors: 'invalid_credentials' });
  }
  await markAttemptSucceeded(db, turn.attemptId);
  return user.id;
}

/** Counts the recent attempts and records this one (as a failure until it succeeds), atomically. */
async function takeTurn(
  db: Database,
  limits: LoginLimits,
  keys: { username: string; ipAddress: string },
): Promise<{ attemptId: number; at: Date }> {
  const now = new Date();
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await lockLoginKeys(tx, keys);
    const recent = await recentAttempts(tx, keys, since);
    if (recent.pairFailures >= limits.perUsernameAndAddress || recent.addressFailures >= limits.perAddress) {
      throw AppError.tooManyRequests('login_throttled', { minutes: WINDOW_MINUTES });
    }
    let at = now;
    if (recent.usernameFailures >= limits.slowDownAfter && recent.usernameLatest) {
      const next = recent.usernameLatest.getTime() + limits.slowDownSeconds * 1000;
      if (next - now.getTime() > MAX_WAIT_MS) {
        throw AppError.tooManyRequests('logins_slowed');
      }
      at = new Date(Math.max(now.getTime(), next));
    }
    // Stamped with the time of its check, so the next login of this username queues behind it.
    const attemptId = await recordLoginAttempt(tx, { ...keys, succeeded: false, createdAt: at });
    return { attemptId, at };
  });
}
