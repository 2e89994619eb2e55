import { createHash } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Database } from '../../db/client.ts';
import { redeemOnce } from './captcha.repo.ts';
import type { CaptchaVerdict } from './captcha.types.ts';

const ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaOptions {
  db: Database;
  secret: string;
  cost: number;
  maxCounter: number;
  ttlSeconds: number;
}

/** Self-hosted proof of work: the server signs a challenge, the browser finds the counter. */
export function createAltcha(options: AltchaOptions) {
  return {
    challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(Math.ceil(options.maxCounter / 2), options.maxCounter),
        deriveKey,
        hmacSignatureSecret: options.secret,
        expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
      });
    },

    /** `payload` is the widget's value: base64 JSON of `{challenge, solution}`. Single use. */
    async verify(payload: string): Promise<CaptchaVerdict> {
      const decoded = decodePayload(payload);
      if (!decoded) return 'failed';
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: options.secret,
      }).catch(() => null);
      if (!result) return 'failed';
      if (result.expired) return 'expired';
      if (!result.verified) return 'failed';
      const id = createHash('sha256')
        .update(decoded.challenge.signature ?? '')
        .digest('hex');
      const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000);
      return (await redeemOnce(options.db, id, expiresAt)) ? 'ok' : 'failed';
    },
  };
}

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!parsed?.challenge?.parameters || !parsed?.solution) return null;
    return parsed;
  } catch {
    return null;
  }
}
