import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// A new customer's first run: the dashboard's checklist says what to do and ticks itself from
// the account's data, the top bar counts the trial down and says the account awaits a device, and
// the owner can hide the checklist for good.

/** For a page's first load or a server round trip on a busy machine. */
const BUSY = { timeout: 120_000 };

test('the checklist, the trial countdown and "Awaiting device" guide a new customer', async ({ page }) => {
  test.setTimeout(480_000);
  await signUpThroughApi(page);
  await page.goto('/app/c/dashboard');

  const checklist = page.getByRole('region', { name: 'Get started with Siar' });
  await expect(checklist).toBeVisible(BUSY);
  await expect(checklist).toContainText('0 of 3 done');
  const step = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
  for (const name of ['Pair a WhatsApp device', 'Import your contacts', 'Send your first campaign'])
    await expect(step(name)).toHaveAttribute('data-done', 'false');
  await expect(checklist.getByRole('link', { name: 'Import your contacts' })).toHaveAttribute(
    'href',
    '/app/c/contacts',
  );

  // The trial's days and the missing device, in the top bar.
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Awaiting device' })).toBeVisible();
  await topBar.getByRole('link', { name: 'Trial: 7 days left' }).click();
  await expect(page).toHaveURL('/app/c/account/subscription');
  await expect(page.getByTestId('account-standing').getByText('Awaiting device')).toBeVisible(BUSY);

  // Pairing a number and adding a contact tick their steps and end "Awaiting device".
  await pairSandboxDevice(page, 'Shop phone');
  const contact = await apiPost(page, '/api/v1/cpanel/contacts/', {
    name: 'Budi',
    phone: `+62899${1_000_000 + Math.floor(Math.random() * 8_000_000)}1`,
  });
  expect(contact.status(), await contact.text()).toBe(201);
  await page.goto('/app/c/dashboard');
  await expect(checklist).toContainText('2 of 3 done', BUSY);
  await expect(step('Pair a WhatsApp device')).toHaveAttribute('data-done', 'true');
  await expect(step('Import your contacts')).toHaveAttribute('data-done', 'true');
  await expect(step('Send your first campaign')).toHaveAttribute('data-done', 'false');
  await expect(topBar.getByRole('link', { name: 'Awaiting device' })).toHaveCount(0);
  await expect(topBar.getByRole('link', { name: 'Trial: 7 days left' })).toBeVisible();

  // Hidden by the owner, it stays hidden.
  await checklist.getByRole('button', { name: 'Hide the checklist' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('dashboard-devices')).toBeVisible(BUSY);
  await expect(checklist).toHaveCount(0);
});
