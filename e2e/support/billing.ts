import { expect, type Page } from '@playwright/test';
import type { Customer } from './accounts.ts';
import { solveCaptchaWidget } from './captcha-widget.ts';
import { fillBusiness, fillPersonalInfo, fillSecurity, nextButton } from './wizard.ts';

// What the billing journeys add to the shared helpers: a sign-up through the whole wizard that ends
// on the dashboard, a login through the login page, and the staff API calls that have no screen.

/** The sign-up wizard, all four steps, as a visitor fills it; it ends on the dashboard (trial). */
export async function signUp(page: Page, customer: Customer): Promise<void> {
  await page.goto('/sign-up');
  await fillPersonalInfo(page, customer);
  await nextButton(page).click();
  await fillBusiness(page);
  await nextButton(page).click();
  await fillSecurity(page, customer);
  await nextButton(page).click();
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard now' }).click();
  await expect(page).toHaveURL('/app/c/dashboard');
}

/** The login page: username, password, captcha; it ends where the server sends the user. */
export async function logIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
}

/** An unsafe call as the page's logged-in user, with the CSRF cookie echoed as the browser does. */
export async function apiPost(page: Page, path: string, data: unknown) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  if (!cookie) throw new Error('the server set no csrftoken cookie');
  return page.request.post(path, { data, headers: { 'X-CSRFTOKEN': decodeURIComponent(cookie.value) } });
}

export interface CouponInput {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  plan_ids?: string[] | null;
  usage_limit?: number | null;
}

/** Coupons have no screen in the spec: staff create them through the admin API. */
export async function createCoupon(staffPage: Page, coupon: CouponInput): Promise<void> {
  const response = await apiPost(staffPage, '/api/v1/apanel/billing/coupons/', coupon);
  expect(response.status(), await response.text()).toBe(201);
}
