import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveAltcha } from './altcha.ts';

/** A customer the journeys create: what they signed up with. */
export interface Customer {
  name: string;
  email: string;
  phone_number: string;
  username: string;
  password: string;
}

/** Fresh sign-up details: unique username, email and phone number on every call. */
export function newCustomer(): Customer {
  const n = `${Date.now() % 1_000_000}${randomInt(100, 1000)}`;
  return {
    name: 'Sari Wulandari',
    email: `sari.${n}@example.co.id`,
    phone_number: `+6281${n}`,
    username: `sari_${n}`,
    password: 'kopi-susu-2026',
  };
}

/** The CSRF header an unsafe call needs: the `csrftoken` cookie, set by the first GET. */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  let cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  if (!cookie) {
    await page.request.get('/api/v1/auth/session/');
    cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  }
  if (!cookie) throw new Error('the server set no csrftoken cookie');
  return { 'X-CSRFTOKEN': decodeURIComponent(cookie.value) };
}

/** A solved captcha of this server's, as the widget would put it in a form's `captcha` field. */
export async function solvedCaptcha(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/captcha/challenge/');
  expect(response.status()).toBe(200);
  return solveAltcha((await response.json()) as Challenge);
}

/**
 * Signs a new customer up through the API, as the wizard would, in the page's browser context: the
 * page is logged in as that customer afterwards.
 */
export async function signUpThroughApi(
  page: Page,
  extra: { plan?: string; billing?: string } = {},
): Promise<Customer> {
  const customer = newCustomer();
  const response = await page.request.post('/api/v1/account/onboarding/sign-up/', {
    headers: await csrfHeaders(page),
    data: {
      ...customer,
      confirm_password: customer.password,
      industry: 'retail_ecommerce',
      country: 'ID',
      timezone: 'Asia/Jakarta',
      captcha: await solvedCaptcha(page),
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

/** Logs the page's browser context in through the API. */
export async function logInThroughApi(page: Page, credentials: { username: string; password: string }) {
  const response = await page.request.post('/api/v1/auth/web-login/', {
    headers: await csrfHeaders(page),
    data: { ...credentials, captcha: await solvedCaptcha(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Logs the page's browser context out through the API. */
export async function logOutThroughApi(page: Page) {
  const response = await page.request.post('/api/v1/auth/logout/', { headers: await csrfHeaders(page) });
  expect(response.status()).toBe(200);
}
