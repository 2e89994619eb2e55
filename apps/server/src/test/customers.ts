import type { SignUpInput } from '@siar/shared';
import type { App } from '../app.ts';
import { solvedCaptcha } from './captcha.ts';
import { csrfHeaders } from './test-app.ts';

let sequence = 0;

/** A valid sign-up form; each call gets its own username, email and phone number. */
export function signUpForm(
  overrides: Partial<SignUpInput> = {},
): Omit<SignUpInput, 'captcha'> & { captcha?: string } {
  sequence += 1;
  const n = `${Date.now() % 100000}${sequence}`.padStart(7, '0');
  return {
    name: 'Sari Wulandari',
    email: `sari${n}@example.co.id`,
    phone_number: `+6281${n}`,
    industry: 'retail_ecommerce',
    country: 'ID',
    timezone: 'Asia/Jakarta',
    username: `sari_${n}`,
    password: 'kopi-susu-2026',
    confirm_password: 'kopi-susu-2026',
    ...overrides,
  };
}

/** Signs up through the API as the wizard does; returns the answer and the session cookie. */
export async function signUpThroughApi(app: App, overrides: Partial<SignUpInput> = {}) {
  const form = { captcha: await solvedCaptcha(app), ...signUpForm(overrides) };
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/account/onboarding/sign-up/',
    headers: await csrfHeaders(app),
    payload: form,
  });
  const session = response.cookies.find((c) => c.name === 'sessionid')?.value;
  return { response, form, session };
}
