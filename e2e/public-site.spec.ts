/// <reference lib="dom" />
// The page-side callbacks below run in the browser, so they are typed against the DOM.
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { expectFiveYearCookie, recordCookieWrites } from './support/cookies.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

test.describe('public site', () => {
  test('the home page shows the intro and the features', async ({ page }) => {
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'WhatsApp automation for growing businesses' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your 7-day free trial' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(page).toHaveTitle('WhatsApp business automation | Siar');

    const features = page.getByRole('region', {
      name: 'Everything you need to run WhatsApp for your business',
    });
    for (const feature of [
      'Pair numbers by QR code',
      'Warm up new numbers',
      'Contacts and groups',
      'Content templates',
      'Broadcast campaigns',
      'Live chat',
      'Dashboard',
      '7-day free trial',
    ]) {
      await expect(features.getByRole('heading', { name: feature, exact: true })).toBeVisible();
    }
    // The landing copy carries nothing of the teaching-vacancy marketplace the spec saw.
    await expect(page.getByText(/vacanc|recruiter|teacher/i)).toHaveCount(0);
  });

  test('the nav links reach pricing, refund, terms and contact, and home again', async ({ page }) => {
    await page.goto('/');
    const pages = [
      { link: 'Pricing', path: '/pricing', heading: 'Pricing' },
      { link: 'Refund', path: '/refund', heading: 'Refund policy' },
      { link: 'Terms', path: '/terms', heading: 'Terms of service' },
      { link: 'Contact', path: '/contact', heading: 'Contact us' },
    ];
    for (const { link, path, heading } of pages) {
      await mainNav(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page).toHaveTitle(`${heading} | Siar`);
    }
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('visitors see Login and Sign Up, each hidden on its own page', async ({ page }) => {
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Login', exact: true });
    const signUp = header.getByRole('link', { name: 'Sign Up', exact: true });

    await page.goto('/');
    await expect(login).toBeVisible();
    await expect(signUp).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await login.click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(signUp).toBeVisible();
    await expect(login).toHaveCount(0);

    await signUp.click();
    await expect(page).toHaveURL('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(login).toBeVisible();
    await expect(signUp).toHaveCount(0);
  });

  test('the footer has the contact, social, product, integrations, support and legal columns', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of ['Contact', 'Social', 'Product', 'Integrations', 'Support', 'Legal']) {
      await expect(footer.getByText(column, { exact: true })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Refund policy' }).click();
    await expect(page).toHaveURL('/refund');
  });

  test('an unknown path shows a not-found page inside the public layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('customer panel', () => {
  // The panel is for logged-in customers: each test starts as a new one.
  test.beforeEach(async ({ page }) => {
    await signUpThroughApi(page);
  });

  test('the sidebar shows the spec groups and links', async ({ page }) => {
    await page.goto('/app/c/dashboard');

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const group of ['Statistics', 'Communication', 'Marketing', 'Data Store', 'Account']) {
      await expect(sidebar(page).getByText(group, { exact: true })).toBeVisible();
    }
    for (const link of [
      'Dashboard',
      'Chats',
      'Devices',
      'Campaigns',
      'Contacts',
      'Profile',
      'Security',
      'Subscription',
    ]) {
      await expect(sidebar(page).getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Campaigns', exact: true }).click();
    await expect(page).toHaveURL('/app/c/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await page.getByRole('link', { name: 'Content Templates' }).click();
    await expect(page).toHaveURL('/app/c/campaigns/content-templates');
    // The spec's breadcrumb back to Campaigns.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    await expect(page).toHaveURL('/app/c/campaigns');
  });

  test('the planner is no longer a "coming soon" notice: it opens its calendar', async ({ page }) => {
    await page.goto('/app/c/planner');
    await expect(page.getByRole('heading', { name: 'Planner' })).toBeVisible();
    await expect(page.getByText('Work in Progress. Coming soon.')).toBeHidden();
  });

  test('a collapsed sidebar stays collapsed after a reload', async ({ page, context }) => {
    await recordCookieWrites(page);
    await page.goto('/app/c/dashboard');
    await expect(sidebar(page).getByText('Statistics', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar(page).getByText('Statistics', { exact: true })).toBeHidden();
    // Collapsed, the links keep their names for keyboard and screen-reader users.
    await expect(sidebar(page).getByRole('link', { name: 'Chats' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_collapsed');
    expect(cookie?.value).toBe('true');
    await expectFiveYearCookie(page, cookie, 'sidebar_collapsed');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(sidebar(page).getByText('Statistics', { exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.reload();
    await expect(sidebar(page).getByText('Statistics', { exact: true })).toBeVisible();
  });

  test('Logout asks for confirmation before going to /logout', async ({ page }) => {
    await page.goto('/app/c/dashboard');

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/app/c/dashboard');

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    // /logout ends the session and returns home.
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});
