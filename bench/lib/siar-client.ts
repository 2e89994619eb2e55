import { COOKIES, CSRF_HEADER } from '@siar/shared';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// What a browser does against a running Siar: take the CSRF cookie, solve captchas, sign up and
// log in. The benchmark's server runs with ALTCHA_COST=1 and ALTCHA_MAX_COUNTER=1, so a captcha
// costs nothing to solve and login figures measure the server's own work.

export const CHEAP_CAPTCHA_ENV = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '1' };

/** A logged-in browser's cookies: the session, and the CSRF token the login issued for it. */
export interface LoggedIn {
  session: string;
  csrf: string;
}

export interface Browser {
  base: string;
  csrf: string;
  /**
   * Cookies and CSRF header as a browser sends them: a visitor's after the first GET, or a
   * logged-in one's with the token its login answered (a stale token is renewed on every GET).
   */
  headers(login?: LoggedIn): Record<string, string>;
}

function cookieValue(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = pair!.split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export async function openBrowser(base: string): Promise<Browser> {
  const csrf = cookieValue(await fetch(`${base}/api/v1/health/`), COOKIES.csrf);
  if (!csrf) throw new Error('the server set no CSRF cookie');
  return {
    base,
    csrf,
    headers: (login) => {
      const token = login?.csrf ?? csrf;
      return {
        cookie: `${COOKIES.csrf}=${token}${login ? `; ${COOKIES.session}=${login.session}` : ''}`,
        [CSRF_HEADER]: token,
      };
    },
  };
}

/** A solved captcha, as the ALTCHA widget puts it in a form. Each is good for one form. */
export async function solvedCaptcha(browser: Browser): Promise<string> {
  const challenge = (await (await fetch(`${browser.base}/api/v1/captcha/challenge/`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function post(browser: Browser, path: string, body: object) {
  const response = await fetch(`${browser.base}${path}`, {
    method: 'POST',
    headers: { ...browser.headers(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Logs in and answers the cookies the login set: the session, and a CSRF token bound to it. */
export async function logIn(
  browser: Browser,
  username: string,
  password: string,
  captcha?: string,
): Promise<LoggedIn> {
  const response = await post(browser, '/api/v1/auth/web-login/', {
    username,
    password,
    captcha: captcha ?? (await solvedCaptcha(browser)),
  });
  await response.arrayBuffer();
  const session = cookieValue(response, COOKIES.session);
  const csrf = cookieValue(response, COOKIES.csrf);
  if (!session || !csrf) throw new Error('login set no session or CSRF cookie');
  return { session, csrf };
}

/** Signs a customer up (with a 7-day trial) as the wizard does. */
export async function signUp(browser: Browser, username: string, password: string) {
  const n = String(Date.now()).slice(-8);
  const response = await post(browser, '/api/v1/account/onboarding/sign-up/', {
    name: 'Bench Customer',
    email: `${username}@example.co.id`,
    phone_number: `+6281${n}`,
    industry: 'retail_ecommerce',
    country: 'ID',
    timezone: 'Asia/Jakarta',
    username,
    password,
    confirm_password: password,
    captcha: await solvedCaptcha(browser),
  });
  await response.arrayBuffer();
}
