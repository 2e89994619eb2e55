import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

// What the billing journeys share: customers signed up through the wizard, logins through the
// login page, and the staff API calls that have no screen (coupons).

export interface Customer {
  name: string;
  email: string;
  phone: string;
  username: string;
  password: string;
}

/** A customer no other run has used: the database may be shared PostgreSQL. */
export function newCustomer(label = 'Toko'): Customer {
  const id = randomBytes(4).toString('hex');
  const digits = String(Number.parseInt(id, 16)).padStart(10, '0').slice(-9);
  return {
    name: `${label} ${id}`,
    email: `cust_${id}@example.com`,
    phone: `+62812${digits}`,
    username: `cust_${id}`,
    password: 'customer-password',
  };
}

/** Ticks the ALTCHA box and waits until the browser has solved the proof of work. */
export async function passCaptcha(scope: Page | Locator): Promise<void> {
  // The widget draws its tick over the box, so a person clicks the label.
  await scope.getByText("I'm not a robot", { exact: true }).click();
  await expect(scope.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
}

async function pick(page: Page, label: string, search: string, option: string | RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** The sign-up wizard, all four steps, as a visitor fills it; it ends on the dashboard. */
export async function signUp(page: Page, customer: Customer): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByRole('button', { name: 'Next' }).click();

  await pick(page, 'Industry', 'Retail', /Retail/);
  await pick(page, 'Country', 'Indonesia', 'Indonesia');
  await pick(page, 'Time zone', 'Jakarta', /Jakarta/);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Username').fill(customer.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password').fill(customer.password);
  await page.getByRole('button', { name: 'Next' }).click();

  await passCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard now' }).click();
  await expect(page).toHaveURL('/app/c/dashboard');
}

/** The login page: username, password, captcha; it ends where the server sends the user. */
export async function logIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
}

/** An unsafe call as the page's logged-in user, with the CSRF cookie echoed as the browser does. */
export async function apiPost(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return page.request.post(path, { data, headers: { 'X-CSRFTOKEN': csrf } });
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
