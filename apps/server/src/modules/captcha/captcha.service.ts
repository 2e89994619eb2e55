import type { CaptchaProvider } from '@siar/shared';
import type { Challenge } from 'altcha-lib';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { createAltcha } from './altcha.ts';
import type { CaptchaVerdict } from './captcha.types.ts';
import { createRecaptcha } from './recaptcha.ts';

export interface CaptchaService {
  provider: CaptchaProvider;
  siteKey: string | null;
  /** A new ALTCHA challenge; null with reCAPTCHA, whose challenges come from Google. */
  challenge(): Promise<Challenge | null>;
  verify(token: string, remoteIp: string): Promise<CaptchaVerdict>;
}

/** ALTCHA by default; reCAPTCHA v2 when both of its keys are configured. */
export function createCaptchaService(config: Config, db: Database, secret: string): CaptchaService {
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY) {
    const recaptcha = createRecaptcha({ secretKey: config.RECAPTCHA_SECRET_KEY });
    return {
      provider: 'recaptcha',
      siteKey: config.RECAPTCHA_SITE_KEY,
      challenge: async () => null,
      verify: (token, ip) => recaptcha.verify(token, ip),
    };
  }
  const altcha = createAltcha({
    db,
    secret,
    cost: config.ALTCHA_COST,
    maxCounter: config.ALTCHA_MAX_COUNTER,
    ttlSeconds: config.CAPTCHA_TTL_SECONDS,
  });
  return {
    provider: 'altcha',
    siteKey: null,
    challenge: () => altcha.challenge(),
    verify: (token) => altcha.verify(token),
  };
}

/**
 * Throws the spec's message for a captcha that did not pass, under `field` (the sign-up and
 * contact forms show it by field; login reads `non_field_errors`).
 */
export async function requireCaptcha(
  captcha: CaptchaService,
  token: string,
  remoteIp: string,
  field: 'captcha' | 'non_field_errors',
): Promise<void> {
  const verdict = await captcha.verify(token, remoteIp);
  if (verdict === 'ok') return;
  throw AppError.fields({ [field]: verdict === 'expired' ? 'captcha_expired' : 'captcha_failed' });
}
