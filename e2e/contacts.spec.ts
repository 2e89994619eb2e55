import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { CHATS_PATHS } from '@siar/shared';
import { signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';

// The contacts journey: import a CSV with some bad rows, watch the import reach its end, download
// the error report and read its rows; then make a group, put contacts in it with a bulk action and
// see its member count; last, a label put on a contact from its form, and the list filtered by it.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const CSV = [
  'Nama,Nomor HP,Email,Perusahaan',
  'Ana Putri,0812-1111-0001,ana@example.com,Toko Ana',
  'Budi,12345,,Bengkel Budi',
  'Citra,+62 812 1111 0003,,Citra Salon',
  'Dewi,081211110001,,Dewi Kue',
  'Eko,0812 1111 0005,eko(at)example,Eko Tani',
  'Fajar,+6281211110006,,Fajar Jaya',
].join('\n');

test('import a CSV with bad rows, read the error report, and group contacts in bulk', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page);
  await page.goto('/app/c/contacts');
  // The panel's first load on a freshly started server (its chunks, the session) may take a while.
  await expect(page.getByText('No contacts yet')).toBeVisible({ timeout: 20_000 });

  // Import: file, preview with the guessed columns, one custom field, start.
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'pelanggan.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(dialog.getByRole('table', { name: 'First rows of the file' })).toContainText('Bengkel Budi');
  await expect(dialog.getByRole('combobox', { name: 'Name', exact: true })).toHaveValue('Nama');
  // Columns whose names say what they hold come chosen; the custom field is mapped by hand.
  await expect(dialog.getByRole('combobox', { name: /Phone number/ })).toHaveValue('Nomor HP');
  await expect(dialog.getByRole('combobox', { name: 'Email', exact: true })).toHaveValue('Email');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByRole('combobox', { name: 'Column', exact: true }).click();
  await page.getByRole('option', { name: 'Perusahaan' }).click();
  await dialog.getByRole('textbox', { name: 'Field name' }).fill('company');
  await shot(page, 'import-mapping');
  await dialog.getByRole('button', { name: 'Start import' }).click();

  // The background job runs it; the bar fills and the result says what happened.
  await expect(dialog.getByTestId('import-status')).toHaveText('Import finished', { timeout: 30_000 });
  await expect(dialog.getByTestId('import-progress').locator('[role="progressbar"]')).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(dialog.getByText('New contacts: 3')).toBeVisible();
  await expect(dialog.getByText('Rows not imported: 3')).toBeVisible();
  await shot(page, 'import-result');

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download error report' }).click();
  const report = await readFile((await (await download).path())!, 'utf8');
  expect(report.trim().split(/\r?\n/)).toEqual([
    'row,value,reason',
    '3,12345,Invalid number',
    '5,081211110001,Duplicate in the file',
    '6,eko(at)example,Invalid email',
  ]);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The table shows the imported contacts, in E.164.
  await expect(page.getByTestId('contact-row')).toHaveCount(3);
  await expect(page.getByTestId('contacts-total')).toHaveText('Total: 3');
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('+6281211110001');

  // A group, from the groups page (with its way back), then two contacts put in it in bulk.
  await page.getByRole('link', { name: /Contact Groups/i }).click();
  await expect(page).toHaveURL('/app/c/contact-groups');
  await page.getByRole('button', { name: 'Create group' }).click();
  await page
    .getByRole('form', { name: 'Create group' })
    .getByLabel(/Group name/)
    .fill('Pelanggan Setia');
  await page.getByRole('form', { name: 'Create group' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('group-row')).toContainText('Pelanggan Setia');
  await expect(page.getByTestId('member-count')).toHaveText('0');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
  await expect(page).toHaveURL('/app/c/contacts');

  await page.getByRole('checkbox', { name: 'Select Ana Putri' }).check();
  await page.getByRole('checkbox', { name: 'Select Fajar' }).check();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByRole('combobox', { name: 'Choose a group' }).click();
  await page.getByRole('option', { name: 'Pelanggan Setia' }).click();
  await page.getByRole('button', { name: 'Add to group' }).click();
  await expect(page.getByText('Added to the group: 2')).toBeVisible();
  await shot(page, 'contacts-grouped');

  await page.goto('/app/c/contact-groups');
  await expect(page.getByTestId('member-count')).toHaveText('2');

  // The group's link shows its members only.
  await page.getByRole('link', { name: 'Pelanggan Setia' }).click();
  await expect(page.getByTestId('contact-row')).toHaveCount(2);
  await expect(page.getByTestId('contacts-total')).toHaveText('Total: 2');

  // A label (made as the inbox's labels window would), put on Citra from her form, filters the list.
  expect((await apiPost(page, CHATS_PATHS.labels, { name: 'VIP', color: 'grape' })).status()).toBe(201);
  await page.goto('/app/c/contacts');
  await page.getByRole('button', { name: 'Actions for Citra' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit contact' });
  await form.getByText('VIP', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'VIP' })).toBeChecked();
  await page.keyboard.press('Escape');
  const citra = page.getByTestId('contact-row').filter({ hasText: 'Citra' });
  await expect(citra.getByTestId('labels')).toHaveText('VIP');
  await page.getByRole('combobox', { name: 'Label' }).click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await expect(page).toHaveURL(/label=/);
  await expect(page.getByTestId('contact-row')).toHaveCount(1);
  await expect(citra).toBeVisible();
  await shot(page, 'contacts-labelled');
});

test('the contacts page fits a 390 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughApi(page);
  await page.goto('/app/c/contacts');
  await expect(page.getByText('No contacts yet')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Add contact' })).toBeInViewport();
  await expect(
    page.getByText('Add a contact, or import a CSV or Excel file of your customers.'),
  ).toBeInViewport({
    ratio: 1,
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, 'contacts-390');
});
