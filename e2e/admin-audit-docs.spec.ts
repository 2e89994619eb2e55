import { type Browser, expect, type Page, test } from '@playwright/test';
import { STAFF } from './fixtures.ts';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';

// Staff's audit log screen shows customers' actions; the docs editor arranges an order before
// saving it, and puts a document's repository text back.

async function staffPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await logInThroughApi(page, STAFF);
  return page;
}

test('staff open the audit log from the navigation, filter by action and see a customer rotating their API key', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const customerPage = await (await browser.newContext()).newPage();
  await customerPage.goto('/');
  const customer = await signUpThroughApi(customerPage);
  expect((await apiPost(customerPage, '/api/v1/cpanel/utility/rotate-keys/', {})).status()).toBe(200);
  // Another of the customer's actions, which the action filter must leave out.
  const hide = await customerPage.request.put('/api/v1/cpanel/account/security/', {
    data: { hide_phone_numbers: true },
    headers: await csrfHeader(customerPage),
  });
  expect(hide.status()).toBe(200);

  const staff = await staffPage(browser);
  await staff.goto('/apanel/dashboard');
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await expect(staff).toHaveURL('/apanel/audit-log');
  // The page's chunk loads first (slow on a busy machine).
  await expect(staff.getByRole('textbox', { name: 'Actor' })).toBeVisible({ timeout: 60_000 });

  await staff.getByRole('textbox', { name: 'Actor' }).fill(customer.username);
  await expect(staff).toHaveURL(new RegExp(`actor=${customer.username}`));
  const rows = staff.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);

  await staff.getByRole('combobox', { name: 'Action' }).click();
  await staff.getByRole('option', { name: 'API key rotated' }).click();
  await expect(staff).toHaveURL(/action=api_key\.rotate/);
  await expect(rows).toHaveCount(1);
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  await expect(rows.first()).toContainText(customer.username);
  await expect(rows.first()).toContainText('Customer');
  // The time carries its zone (the browser runs in UTC here).
  await expect(rows.first().getByRole('cell').first()).toContainText(/UTC|GMT/);
  await expect(rows.first().getByTestId('audit-action')).toHaveText('API key rotated');

  // The filters live in the address: a reload shows the same row.
  await staff.reload();
  await expect(staff.getByTestId('audit-row')).toHaveCount(1, { timeout: 60_000 });
  await expect(staff.getByTestId('audit-action')).toHaveText('API key rotated');
});

async function csrfHeader(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  return { 'X-CSRFTOKEN': decodeURIComponent(cookie?.value ?? '') };
}

const titlesOf = (section: ReturnType<Page['getByRole']>) => section.locator('tbody tr td:first-child p');

test('docs order: moves wait for Save order, Cancel puts the saved order back, and nothing is marked edited', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser);
  await staff.goto('/apanel/docs');
  const developers = staff.getByRole('region', { name: 'Developers' });
  const titles = titlesOf(developers);
  await expect(titles).toHaveText(['REST API and webhooks', 'Self-hosting'], { timeout: 60_000 });

  await developers.getByRole('button', { name: 'Move Self-hosting up' }).click();
  await expect(titles).toHaveText(['Self-hosting', 'REST API and webhooks']);
  const bar = staff.getByRole('region', { name: 'Unsaved order' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Cancel' }).click();
  await expect(titles).toHaveText(['REST API and webhooks', 'Self-hosting']);
  await expect(bar).toBeHidden();

  await developers.getByRole('button', { name: 'Move Self-hosting up' }).click();
  await bar.getByRole('button', { name: 'Save order' }).click();
  await expect(staff.getByText('Order saved')).toBeVisible();
  await expect(bar).toBeHidden();
  await staff.reload();
  await expect(titles).toHaveText(['Self-hosting', 'REST API and webhooks'], { timeout: 60_000 });
  await expect(developers.getByText('Edited by staff')).toHaveCount(0);

  // Back as the repository has it, for the other journeys.
  await developers.getByRole('button', { name: 'Move Self-hosting down' }).click();
  await bar.getByRole('button', { name: 'Save order' }).click();
  await expect(bar).toBeHidden();
  await staff.reload();
  await expect(titles).toHaveText(['REST API and webhooks', 'Self-hosting'], { timeout: 60_000 });
});

test("staff restore an edited document to the repository's version, after a confirm", async ({ browser }) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser);
  const tree = await (await staff.request.get('/api/v1/apanel/docs/sections/')).json();
  const selfHosting = tree
    .find((s: { slug_field: string }) => s.slug_field === 'developers')
    .doc_contents.find((d: { slug_field: string }) => d.slug_field === 'self-hosting');
  const edited = await staff.request.patch(`/api/v1/apanel/docs/contents/${selfHosting.id}/`, {
    data: { body_en: 'Staff notes only.' },
    headers: await csrfHeader(staff),
  });
  expect(edited.status()).toBe(200);

  await staff.goto('/apanel/docs');
  const developers = staff.getByRole('region', { name: 'Developers' });
  const row = developers.locator('tbody tr').filter({ hasText: 'self-hosting' });
  await expect(row.getByText('Edited by staff')).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: "Restore the repository's version of Self-hosting" }).click();
  const confirm = staff.getByRole('dialog', { name: "Restore the repository's version" });
  await expect(confirm).toContainText('Replace the staff edits of Self-hosting');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(staff.getByText("Self-hosting is back to the repository's version")).toBeVisible();
  await expect(row.getByText('Edited by staff')).toBeHidden();
  await expect(row.getByRole('button', { name: /Restore the repository's version/ })).toHaveCount(0);

  const doc = await (await staff.request.get(`/api/v1/apanel/docs/contents/${selfHosting.id}/`)).json();
  expect(doc.body_en).not.toBe('Staff notes only.');
  expect(doc.staff_edited).toBe(false);
});
