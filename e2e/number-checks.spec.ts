import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The number checks journey: a customer with a sandbox device puts contacts in a group, two of
// them with numbers the sandbox answers "not on WhatsApp" (ending in 000); checks the group's
// numbers from the groups page, sees each answer on the contacts page and filters by it; then runs
// a campaign with "Skip numbers not on WhatsApp" and sees those two skipped with the reason.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** For a page's first load or a server round trip on a busy machine. */
const BUSY = { timeout: 30_000 };
const GROUP = 'Pelanggan cek';
// Five numbers: one batch of the default pacing (NUMBER_CHECK_BATCH 5), so the check ends at once.
const CONTACTS = [
  ['Ana', '1'],
  ['Budi', '000'],
  ['Cici', '2'],
  ['Dedi', '000'],
  ['Eka', '3'],
] as const;

async function created(page: Page, path: string, data: unknown): Promise<string> {
  const response = await apiPost(page, path, data);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The group, its contacts (unique numbers per run) and a template, through the APIs. */
async function audience(page: Page) {
  const groupId = await created(page, '/api/v1/cpanel/contacts/groups/', { name: GROUP });
  const base = 100 + Math.floor(Math.random() * 800);
  for (const [i, [name, end]] of CONTACTS.entries())
    await created(page, '/api/v1/cpanel/contacts/', {
      name,
      phone: `+62899${base}${i}${end.padStart(4, '0')}`,
      group_ids: [groupId],
    });
  await created(page, '/api/v1/cpanel/campaigns/content-templates/', {
    name: 'Cek promo',
    body: 'Hi {{name}}, our promo starts today!',
  });
}

test("a group's numbers are checked, shown on the contacts page, and a campaign skips those not on WhatsApp", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir Cek');
  await audience(page);

  // The groups page: check the group's numbers; the panel follows the paced check to its end.
  await page.goto('/app/c/contact-groups');
  await page.getByRole('button', { name: `Check the numbers of ${GROUP} on WhatsApp` }).click(BUSY);
  await expect(page.getByText('Checking 5 numbers on WhatsApp.')).toBeVisible(BUSY);
  const panel = page.getByTestId('number-check-panel');
  await expect(panel.getByTestId('number-check-status')).toHaveText(
    'Number check finished: 5 of 5 checked',
    BUSY,
  );
  await expect(panel.getByTestId('number-check-counts')).toHaveText('On WhatsApp: 3 · Not on WhatsApp: 2');
  await shot(page, '1-group-checked');

  // The contacts page: each contact's answer with its date, and the filter by it.
  await page.goto('/app/c/contacts');
  const row = (name: string) => page.getByTestId('contact-row').filter({ hasText: name });
  await expect(row('Budi').getByTestId('whatsapp-badge')).toContainText('Not on WhatsApp', BUSY);
  await expect(row('Budi').getByTestId('whatsapp-badge')).toContainText('checked now');
  await expect(row('Ana').getByTestId('whatsapp-badge')).toContainText('On WhatsApp');
  await page.getByRole('combobox', { name: 'Filter by WhatsApp' }).click();
  await page.getByRole('option', { name: 'Not on WhatsApp' }).click();
  await expect(page).toHaveURL(/whatsapp=not_on/);
  await expect(page.getByTestId('contact-row')).toHaveCount(2, BUSY);
  await expect(page.getByTestId('contacts-total')).toHaveText('Total: 2');
  await shot(page, '2-not-on-whatsapp');

  // A campaign that skips them: the two are skipped with the reason, the three others are sent.
  await page.goto('/app/c/campaigns');
  await page.getByRole('button', { name: 'New campaign' }).first().click(BUSY);
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Promo cek');
  await form.getByRole('combobox', { name: /Content template/ }).click();
  await page.getByRole('option', { name: 'Cek promo' }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).click();
  await page.getByRole('option', { name: GROUP }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).press('Escape');
  await form.getByRole('checkbox', { name: 'Kasir Cek' }).check(BUSY);
  await form.getByRole('textbox', { name: 'Shortest delay' }).fill('0');
  await form.getByRole('textbox', { name: 'Longest delay' }).fill('0');
  await form.getByRole('switch', { name: 'Show typing before each message' }).uncheck();
  await form.getByRole('switch', { name: 'Skip numbers not on WhatsApp' }).check();
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/app\/c\/campaigns\/[0-9a-f-]{36}$/, BUSY);
  await expect(page.getByTestId('campaign-status')).toHaveText('Completed', { timeout: 60_000 });
  const skipped = page.getByTestId('recipient-row').filter({ has: page.getByTestId('recipient-reason') });
  await expect(skipped).toHaveCount(2);
  for (const name of ['Budi', 'Dedi'])
    await expect(skipped.filter({ hasText: name }).getByTestId('recipient-reason')).toHaveText(
      'Not on WhatsApp',
    );
  await expect(page.getByTestId('campaign-device-sent')).toHaveText('3');
  await shot(page, '3-campaign-skipped');
});
