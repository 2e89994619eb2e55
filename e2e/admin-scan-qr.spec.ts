import { expect, type Page, test } from '@playwright/test';
import { STAFF } from './fixtures.ts';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';

// Staff pair a number for a customer: on a subscription awaiting a device (status 2) they Scan QR,
// add a sandbox device to the customer's account, link it from the sandbox phone in a second tab,
// and the row turns active without a reload. The e2e server's sandbox runs at SANDBOX_SPEED 4: a
// first QR lives 15 s.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("staff Scan QR on a customer's subscription, pair a sandbox device, and see it turn active", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A new customer on the trial: subscribed, no device yet.
  const customerContext = await browser.newContext();
  const person = await signUpThroughApi(await customerContext.newPage());
  await customerContext.close();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInThroughApi(staff, STAFF);
  await staff.goto('/apanel/customer/subscriptions');
  await expect(staff.getByRole('button', { name: 'Add Subscription' })).toBeEnabled();
  await staff.getByRole('searchbox', { name: 'Search' }).fill(person.email);
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  const row = staff.getByTestId('subscription-row');
  await expect(row).toContainText('Awaiting device');
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(1);

  // Scan QR: a sandbox device named for the customer's till.
  await row.hover();
  await row.getByRole('button', { name: 'Scan QR' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByTestId('scan-qr-customer')).toContainText(person.name);
  const form = dialog.getByRole('form', { name: 'Add a device for the customer' });
  await form.getByLabel('Name').fill('Kasir Toko');
  await form.getByRole('radio', { name: 'Sandbox' }).check();
  await shot(staff, '1-scan-qr-form');
  await form.getByRole('button', { name: 'Add and show QR' }).click();
  await expect(dialog.getByText('Pair Kasir Toko')).toBeVisible();
  await expect(dialog.getByTestId('pairing-qr')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('pairing-countdown')).toHaveText(/^0:\d\d$/);
  await shot(staff, '2-scan-qr-pairing');

  // The sandbox phone, in a second tab, links the device as a made-up number.
  const [phone] = await Promise.all([
    staff.waitForEvent('popup'),
    dialog.getByRole('link', { name: 'Open the sandbox phone' }).click(),
  ]);
  await expect(phone).toHaveURL(/\/sandbox\/scan\/[\w-]+$/);
  await expect(phone.getByTestId('sandbox-device')).toHaveText('Kasir Toko');
  const number = await phone.getByLabel('Phone number').inputValue();
  await phone.getByRole('button', { name: 'Link device' }).click();
  await expect(phone.getByText('Linked. Go back to Siar: the device connects in a moment.')).toBeVisible();
  await phone.close();

  // The staff page follows by itself: connected, the dialog closes, the row is active.
  await expect(dialog.getByText(`Connected as ${number}.`)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: 'Scan QR' })).toHaveCount(0);
  await shot(staff, '3-subscription-active');
  await staffContext.close();
});
