import { expect, type Page, test } from '@playwright/test';
import { logOutThroughApi, newCustomer, signUpThroughApi } from './support/accounts.ts';
import { solveCaptchaWidget } from './support/captcha-widget.ts';
import { field, fillBusiness, fillPersonalInfo, fillSecurity, nextButton } from './support/wizard.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const header = (page: Page) => page.getByRole('banner');

test('a visitor picks a plan, signs up through the wizard, reaches the dashboard, logs out and in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();

  await page.goto('/pricing');
  await page.getByText('Yearly', { exact: true }).click();
  await page
    .getByRole('article', { name: 'Professional' })
    .getByRole('link', { name: 'Try Professional free' })
    .click();
  await expect(page).toHaveURL('/sign-up?plan=professional&billing=yearly');
  await expect(
    page.getByText(
      'You are starting a 7-day free trial of the Professional plan, billed yearly if you stay.',
    ),
  ).toBeVisible();

  // 1 Personal Info: Next opens only when the step is valid; Previous is not offered yet.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await field(page, 'Email').fill('sari@');
  await field(page, 'Email').press('Tab');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // People type spaces and dashes in phone numbers; the field keeps the digits.
  const typedPhone = customer.phone_number.replace(/^(\+\d{2})(\d{3})/, '$1 $2-');
  await fillPersonalInfo(page, { ...customer, phone_number: typedPhone });
  await expect(field(page, 'Phone number')).toHaveValue(customer.phone_number);
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();
  await nextButton(page).click();

  // 2 Business: searchable lists from the server.
  await expect(page.getByRole('combobox', { name: 'Industry' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect(nextButton(page)).toBeDisabled();
  await fillBusiness(page);
  await nextButton(page).click();

  // 3 Security: the rules of section 5, with their messages.
  await field(page, 'Username').fill('Sari');
  await field(page, 'Username').press('Tab');
  await expect(
    page.getByText(
      'Username must be 6-30 characters long, all lowercases and can only contain letters, numbers, and underscores.',
    ),
  ).toBeVisible();
  await field(page, 'Password').fill('short');
  await field(page, 'Password').press('Tab');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await field(page, 'Confirm password').fill('something-else');
  await field(page, 'Confirm password').press('Tab');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await fillSecurity(page, customer);
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await nextButton(page).click();

  // 4 Completion: a last look, then the captcha; submit waits for it.
  const review = page.getByRole('form', { name: 'Sign-up form' });
  await expect(review.getByText(customer.email, { exact: true })).toBeVisible();
  await expect(review.getByText('Indonesia', { exact: true })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeDisabled();
  await solveCaptchaWidget(page);
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Account created successfully!' })).toBeVisible();
  await expect(page.getByText('Your dashboard opens in 5 seconds.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up/);
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL('/app/c/dashboard', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The trial runs on the plan chosen on the pricing page.
  const check = await page.request.get('/api/v1/account/onboarding/check-subscription/');
  expect(check.status()).toBe(200);
  expect((await check.json()).subscription).toMatchObject({
    plan_id: 'professional',
    billing_cycle: 'yearly',
    is_trial: true,
    is_subscribed: true,
  });

  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const session = await page.request.get('/api/v1/auth/session/');
  expect((await session.json()).is_authenticated).toBe(false);

  await header(page).getByRole('link', { name: 'Login', exact: true }).click();
  await field(page, 'Username').fill(customer.username);
  await field(page, 'Password').fill(customer.password);
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful.')).toBeVisible();
  await expect(page).toHaveURL('/app/c/dashboard');
});

test('the wizard says when an email, phone number or username is already registered', async ({ page }) => {
  const taken = await signUpThroughApi(page);
  await logOutThroughApi(page);
  const fresh = newCustomer();

  await page.goto('/sign-up');
  await fillPersonalInfo(page, taken);
  await expect(page.getByText('Email is already registered')).toBeVisible();
  await expect(page.getByText('Phone number is already registered')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();

  await field(page, 'Email').fill(fresh.email);
  await expect(page.getByText('Email is already registered')).toBeHidden();
  await field(page, 'Phone number').fill(fresh.phone_number);
  await expect(page.getByText('Phone number is already registered')).toBeHidden();
  await nextButton(page).click();
  await fillBusiness(page);
  await nextButton(page).click();

  await fillSecurity(page, { ...fresh, username: taken.username });
  await field(page, 'Username').click();
  await field(page, 'Username').press('Tab');
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await field(page, 'Username').fill(fresh.username);
  await expect(nextButton(page)).toBeEnabled();

  // Previous goes back with everything kept.
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 'Email')).toHaveValue(fresh.email);
});

test('the wizard says when it cannot check availability or load its lists', async ({ page }) => {
  await page.route('**/api/v1/account/onboarding/check-email/**', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }),
  );
  await page.route('**/api/v1/account/onboarding/select-options/', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }),
  );
  const customer = newCustomer();

  await page.goto('/sign-up');
  await fillPersonalInfo(page, customer);
  await expect(
    page.getByText('Failed to check email availability. Please try again later.').first(),
  ).toBeVisible();
  // Next asks again; while the server cannot answer, the wizard stays on this step.
  await nextButton(page).click();
  await expect(field(page, 'Full name')).toBeVisible();

  await page.unroute('**/api/v1/account/onboarding/check-email/**');
  await nextButton(page).click();
  await expect(page.getByText('Failed to load form options. Please refresh.').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Industry' })).toBeDisabled();
});

test('a refused sign-up shows one toast per field and goes back to the field; no answer says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = newCustomer();
  await page.goto('/sign-up?plan=starter&billing=monthly');
  await fillPersonalInfo(page, customer);
  await nextButton(page).click();
  await fillBusiness(page);
  await nextButton(page).click();
  await fillSecurity(page, customer);
  await nextButton(page).click();

  let sent: Record<string, unknown> | undefined;
  await page.route('**/api/v1/account/onboarding/sign-up/', (route) => {
    sent = route.request().postDataJSON();
    return route.abort('connectionfailed');
  });
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Network error or server unavailable.')).toBeVisible();
  expect(sent).toMatchObject({ plan: 'starter', billing: 'monthly', phone_number: customer.phone_number });
  // The captcha is single use: it must be solved again.
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();

  await page.unroute('**/api/v1/account/onboarding/sign-up/');
  await page.route('**/api/v1/account/onboarding/sign-up/', (route) =>
    route.fulfill({
      status: 400,
      json: {
        phone_number: ['Phone number is already registered'],
        username: ['Username is already taken', 'Username is already taken'],
        field_codes: {
          phone_number: [{ code: 'phone_taken' }],
          username: [{ code: 'username_taken' }, { code: 'username_taken' }],
        },
      },
    }),
  );
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('PHONE NUMBER: Phone number is already registered')).toBeVisible();
  await expect(page.getByText('USERNAME: Username is already taken')).toBeVisible();
  // Back on the first step that needs a fix, with the message under the field.
  await expect(field(page, 'Phone number')).toBeVisible();
  await expect(page.getByText('Phone number is already registered', { exact: true })).toBeVisible();
});
