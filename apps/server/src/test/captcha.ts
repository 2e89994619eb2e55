import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../app.ts';

/** What the ALTCHA widget puts in a form's captcha field: a solved challenge of this server's. */
export async function solvedCaptcha(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge/' });
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
