import { expect, test } from '@playwright/test';
import { STAFF } from './fixtures.ts';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { solveCaptchaWidget } from './support/captcha-widget.ts';

test.describe('panel access', () => {
  test('a visitor is sent to log in, and comes back where they were going', async ({ page }) => {
    const customer = await signUpThroughApi(page);
    await page.context().clearCookies();

    // A search, which the page keeps as it is (a page number beyond an empty list is brought back to 1).
    await page.goto('/app/c/contacts?search=ayu');
    await expect(page).toHaveURL('/login?next=%2Fapp%2Fc%2Fcontacts%3Fsearch%3Dayu');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(customer.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/app/c/contacts?search=ayu');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });

  test('visitors of the admin panel are sent to log in too', async ({ page }) => {
    await page.goto('/apanel/customer/payments');
    await expect(page).toHaveURL('/login?next=%2Fapanel%2Fcustomer%2Fpayments');
  });

  test('a customer who opens the admin panel is taken to their own', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/apanel/dashboard');
    await expect(page).toHaveURL('/app/c/dashboard');
  });

  test('staff who open the customer panel are taken to the admin panel', async ({ page }) => {
    await logInThroughApi(page, STAFF);
    await page.goto('/app/c/dashboard');
    await expect(page).toHaveURL('/apanel/dashboard');
  });

  test('logged-in users who open login or sign-up go to their panel', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/app/c/dashboard');
    await page.goto('/sign-up');
    await expect(page).toHaveURL('/app/c/dashboard');
    // The nav bar offers the way in.
    await page.goto('/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('/logout ends the session on the server and returns home', async ({ page, context }) => {
    await signUpThroughApi(page);
    const before = (await context.cookies()).find((cookie) => cookie.name === 'sessionid');
    expect(before).toBeDefined();

    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    // The old cookie no longer opens anything.
    await context.addCookies([before!]);
    const session = await page.request.get('/api/v1/auth/session/');
    expect((await session.json()).is_authenticated).toBe(false);
    await page.goto('/app/c/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);
  });
});
