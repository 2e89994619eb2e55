import { expect, type Page, test } from '@playwright/test';
import { STAFF } from './fixtures.ts';
import { logOutThroughApi, signUpThroughApi } from './support/accounts.ts';
import { captchaWidget, solveCaptchaWidget } from './support/captcha-widget.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Log in' });
const LOGIN_PATH = '**/api/v1/auth/web-login/';

async function fillCredentials(page: Page, username: string, password: string) {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
}

test.describe('login', () => {
  test('asks for the captcha before anything is sent', async ({ page }) => {
    let sent = false;
    await page.route(LOGIN_PATH, (route) => {
      sent = true;
      return route.continue();
    });
    await page.goto('/login');
    await submit(page).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();

    await fillCredentials(page, 'sari_shop', 'kopi-susu-2026');
    await submit(page).click();
    await expect(page.getByText('Please complete the reCAPTCHA verification')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('a wrong password shows the server message, in the visitor language too', async ({ page }) => {
    const customer = await signUpThroughApi(page);
    await logOutThroughApi(page);
    await page.goto('/login');
    await fillCredentials(page, customer.username, 'not-the-password');
    await solveCaptchaWidget(page);
    await submit(page).click();
    // The progress flag holds the button while the request waits its 500 ms and travels.
    await expect(submit(page)).toBeDisabled();
    await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    // The captcha is cleared after a failed try.
    await expect(page.locator('altcha-widget').getByText('Verified', { exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'ID', exact: true }).click();
    await expect(page.getByText('Tidak dapat masuk dengan kredensial yang diberikan.')).toBeVisible();
  });

  test('a server error reads "Invalid credentials"; no answer reads "Network error"', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, 'sari_shop', 'kopi-susu-2026');

    await page.route(LOGIN_PATH, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await solveCaptchaWidget(page);
    await submit(page).click();
    await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();

    await page.unroute(LOGIN_PATH);
    await page.route(LOGIN_PATH, (route) => route.abort('connectionfailed'));
    await solveCaptchaWidget(page);
    await submit(page).click();
    await expect(page.getByText('Network error or server unavailable.')).toBeVisible();

    await page.unroute(LOGIN_PATH);
    const tooMany = 'Too many failed login attempts. Please wait 15 minutes and try again.';
    await page.route(LOGIN_PATH, (route) =>
      route.fulfill({
        status: 429,
        json: { detail: tooMany, code: 'login_throttled', params: { minutes: 15 } },
      }),
    );
    await solveCaptchaWidget(page);
    await submit(page).click();
    await expect(page.getByText(tooMany)).toBeVisible();
  });

  test('a captcha that cannot be solved says it failed', async ({ page }) => {
    await page.route('**/api/v1/captcha/challenge/', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }),
    );
    await page.goto('/login');
    await (await captchaWidget(page)).getByText("I'm not a robot", { exact: true }).click();
    await expect(page.getByText('reCAPTCHA verification failed. Please try again.')).toBeVisible();
  });

  test('an expired captcha warns and is cleared', async ({ page }) => {
    // A challenge that runs out a few seconds after it was given, as a form left open would.
    await page.route('**/api/v1/captcha/challenge/', async (route) => {
      const response = await route.fetch();
      const challenge = await response.json();
      challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 6;
      await route.fulfill({ response, json: challenge });
    });
    await page.goto('/login');
    await (await captchaWidget(page)).getByText("I'm not a robot", { exact: true }).click();
    await expect(page.getByText('reCAPTCHA expired. Please re-verify.')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('altcha-widget').getByText("I'm not a robot", { exact: true })).toBeVisible();

    await fillCredentials(page, 'sari_shop', 'kopi-susu-2026');
    await submit(page).click();
    await expect(page.getByText('Please complete the reCAPTCHA verification')).toBeVisible();
  });

  test('staff land in the admin panel', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, STAFF.username, STAFF.password);
    await solveCaptchaWidget(page);
    await submit(page).click();
    await expect(page.getByText('Login successful.')).toBeVisible();
    await expect(page).toHaveURL('/apanel/dashboard');
    // The operator dashboard: money in rupiah, and the way to the payments awaiting confirmation.
    await expect(page.getByText('Confirmed this month')).toBeVisible();
    await expect(page.getByTestId('revenue-this-month')).toContainText('IDR');
    await expect(page.getByTestId('churn-definition')).toContainText('paid subscriptions');
    await page.getByRole('link', { name: 'Review payments' }).click();
    await expect(page).toHaveURL('/apanel/customer/payments');
  });
});
