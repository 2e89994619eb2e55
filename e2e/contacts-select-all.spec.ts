import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';

// Select all matching: a search finds more contacts than a page shows (20 rows); selecting the
// page offers every match, and the bulk action reaches them all, not only the rows on screen.
const CONTACTS = '/api/v1/cpanel/contacts/';
const GROUPS = '/api/v1/cpanel/contacts/groups/';
const MATCHES = 25;
const BUSY = { timeout: 30_000 };

test('selects every contact matching a search across pages, groups them and deletes them', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signUpThroughApi(page);
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  for (let i = 0; i < MATCHES; i += 1) {
    const made = await apiPost(page, CONTACTS, { name: `Toko ${i + 1}`, phone: `+62899${base + i}1` });
    expect(made.status(), await made.text()).toBe(201);
  }
  for (const name of ['Ana Putri', 'Budi'])
    expect((await apiPost(page, CONTACTS, { name, phone: `+62899${base + name.length}7` })).status()).toBe(
      201,
    );
  expect((await apiPost(page, GROUPS, { name: 'Toko langganan' })).status()).toBe(201);

  await page.goto('/app/c/contacts');
  // The panel's first load brings its chunks: slow on a busy machine.
  await expect(page.getByTestId('contacts-total')).toHaveText(`Total: ${MATCHES + 2}`, { timeout: 90_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill('toko');
  await expect(page.getByTestId('contacts-total')).toHaveText(`Total: ${MATCHES}`, BUSY);
  await expect(page.getByTestId('contact-row')).toHaveCount(20);

  await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).check();
  await expect(page.getByText('Selected: 20')).toBeVisible();
  await expect(page.getByText('All 20 contacts on this page are selected.')).toBeVisible();
  await page.getByRole('button', { name: `Select all ${MATCHES} matching contacts` }).click();
  await expect(page.getByText(`All ${MATCHES} matching contacts are selected.`)).toBeVisible();
  await expect(page.getByText(`Selected: ${MATCHES}`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Choose a group' }).click();
  await page.getByRole('option', { name: 'Toko langganan' }).click();
  await page.getByRole('button', { name: 'Add to group' }).click();
  await expect(page.getByText(`Added to the group: ${MATCHES}`)).toBeVisible(BUSY);
  await page.goto('/app/c/contact-groups');
  await expect(page.getByTestId('member-count')).toHaveText(String(MATCHES), BUSY);

  // Delete every match, then only the two others are left.
  await page.goto('/app/c/contacts');
  await page.getByRole('searchbox', { name: 'Search' }).fill('toko');
  await expect(page.getByTestId('contacts-total')).toHaveText(`Total: ${MATCHES}`, BUSY);
  await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).check();
  await page.getByRole('button', { name: `Select all ${MATCHES} matching contacts` }).click();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Contacts deleted: ${MATCHES}`)).toBeVisible(BUSY);
  await page.goto('/app/c/contacts');
  await expect(page.getByTestId('contacts-total')).toHaveText('Total: 2', BUSY);
});
