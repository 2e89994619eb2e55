import { expect, type Page, test } from '@playwright/test';
import { DEVICES_PATHS } from '@siar/shared';
import { newCustomer } from './support/accounts.ts';
import { apiPost, signUp } from './support/billing.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The devices journey: a new customer adds a sandbox device, links it from the sandbox phone in a
// second tab, and watches the row turn connected without a reload; pauses, resumes and force
// deletes it; and meets the Starter plan's limit of 5 devices. The e2e server runs the sandbox at
// SANDBOX_SPEED 4 (scripts/e2e-server.mjs): a first QR lives 15 s.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A new customer on the Starter trial, on the devices page. */
async function openDevicesPage(page: Page) {
  const person = newCustomer();
  await signUp(page, person);
  await page.getByRole('link', { name: 'Devices' }).click();
  await expect(page).toHaveURL('/app/c/wa-devices');
  return person;
}

const row = (page: Page, name: string) => page.getByTestId('device-row').filter({ hasText: name });

test('a sandbox device pairs from the sandbox phone and turns connected live; pause, resume, force delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDevicesPage(page);
  await expect(page.getByText('No devices yet')).toBeVisible();
  await expect(page.getByTestId('device-plan-usage')).toHaveText('0 of 5 devices in use');
  // A marker that a reload would wipe.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // Add a sandbox device: the pairing dialog shows its QR with a countdown.
  await page.getByRole('button', { name: 'Add device' }).click();
  const form = page.getByRole('form', { name: 'Add a WhatsApp device' });
  await form.getByLabel('Name').fill('Kasir Demo');
  await form.getByRole('radio', { name: 'Sandbox' }).check();
  await form.getByRole('button', { name: 'Add and pair' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pair Kasir Demo')).toBeVisible();
  await expect(dialog.getByTestId('pairing-qr')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('pairing-countdown')).toHaveText(/^0:\d\d$/);
  await expect(row(page, 'Kasir Demo').getByTestId('device-state')).toHaveText('Pairing');
  await shot(page, '1-pairing-dialog');

  // The sandbox phone, in a second tab: it opens where the QR leads and links the device.
  const [phone] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('link', { name: 'Open the sandbox phone' }).click(),
  ]);
  await expect(phone).toHaveURL(/\/sandbox\/scan\/[\w-]+$/);
  await expect(phone.getByRole('heading', { name: 'Sandbox phone' })).toBeVisible();
  await expect(phone.getByTestId('sandbox-device')).toHaveText('Kasir Demo');
  const number = await phone.getByLabel('Phone number').inputValue();
  // A test number of the reserved range (+44 7700 900000 to 900999), never a real phone's.
  expect(number).toMatch(/^\+447700900\d{3}$/);
  await phone.getByRole('button', { name: 'Link device' }).click();
  await expect(phone.getByText('Linked. Go back to Siar: the device connects in a moment.')).toBeVisible();
  await shot(phone, '2-sandbox-phone-linked');
  await phone.close();

  // The first tab follows by itself: the dialog says connected and closes, the row is connected.
  await expect(dialog.getByText(`Connected as ${number}.`)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  const kasir = row(page, 'Kasir Demo');
  await expect(kasir.getByTestId('device-state')).toHaveText('Connected');
  await expect(kasir.getByTestId('device-number')).toHaveText(number);
  await expect(kasir.getByText('Sandbox', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await shot(page, '3-connected');

  // Pause, then resume.
  const paused = kasir.getByRole('switch', { name: 'Pause Kasir Demo' });
  await paused.click({ force: true });
  await expect(page.getByText('Kasir Demo is paused: nothing is sent through it.')).toBeVisible();
  await expect(paused).toBeChecked();
  await paused.click({ force: true });
  await expect(page.getByText('Kasir Demo sends again.')).toBeVisible();
  await expect(paused).not.toBeChecked();

  // Force delete, behind the spec's warning, with the spec's toast; the plan's place comes back.
  await kasir.getByRole('button', { name: 'Actions for Kasir Demo' }).click();
  await page.getByRole('menuitem', { name: 'Force delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Warning! Record will be permanently deleted')).toBeVisible();
  await shot(page, '4-force-delete-warning');
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('WA Device deleted successfully')).toBeVisible();
  await expect(page.getByTestId('device-row')).toHaveCount(0);
  await expect(page.getByText('No devices yet')).toBeVisible();
  await expect(page.getByTestId('device-plan-usage')).toHaveText('0 of 5 devices in use');
});

test('the Starter plan allows 5 devices: then Add device is disabled and says why', async ({ page }) => {
  test.setTimeout(90_000);
  await openDevicesPage(page);
  await expect(page.getByRole('button', { name: 'Add device' })).toBeEnabled();

  // Five devices added through the API, as another tab would: the open page hears of each.
  for (let n = 1; n <= 5; n += 1) {
    const response = await apiPost(page, DEVICES_PATHS.devices, { name: `Cabang ${n}`, engine: 'sandbox' });
    expect(response.status(), await response.text()).toBe(201);
  }
  await expect(page.getByTestId('device-row')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Add device' })).toBeDisabled();
  await expect(page.getByTestId('device-limit-reason')).toContainText(
    "Your plan's device limit is reached (5 in use).",
  );
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/app/c/account/subscription',
  );
  await shot(page, '5-plan-limit');

  // The server holds the same line.
  const sixth = await apiPost(page, DEVICES_PATHS.devices, { name: 'Cabang 6', engine: 'sandbox' });
  expect(sixth.status()).toBe(403);
  expect((await sixth.json()).code).toBe('device_limit_reached');
});

test("each number's health shows in the list; a ban turns it critical and names it in the notice", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDevicesPage(page);
  await pairSandboxDevice(page, 'Toko Sehat');
  await pairSandboxDevice(page, 'Toko Nakal');

  // Scored the moment they connect: a new number takes 10 points, nothing else is wrong yet.
  const healthy = row(page, 'Toko Sehat').getByTestId('device-health');
  await expect(healthy.getByTestId('device-health-level')).toHaveText('Healthy · 90');
  await expect(healthy.getByTestId('device-health-reasons')).toHaveText('New number: 0 days in Siar');
  await expect(page.getByTestId('device-health-notice')).toHaveCount(0);

  // WhatsApp bans the other: the row turns critical at once, and the notice above the table names it.
  const naughty = row(page, 'Toko Nakal');
  await naughty.getByRole('button', { name: 'Sandbox faults for Toko Nakal' }).click();
  await page.getByRole('menuitem', { name: 'Get banned' }).click();
  await expect(naughty.getByTestId('device-state')).toHaveText('Banned', { timeout: 15_000 });
  await expect(naughty.getByTestId('device-health-level')).toHaveText('Critical · 0');
  await expect(naughty.getByTestId('device-health-reasons')).toContainText('Banned by WhatsApp');
  const notice = page.getByTestId('device-health-notice');
  await expect(notice).toContainText('Numbers that need attention');
  await expect(notice).toContainText('Toko Nakal: Critical (0)');
  await expect(notice).not.toContainText('Toko Sehat');
  await expect(healthy.getByTestId('device-health-level')).toHaveText('Healthy · 90');
  await shot(page, '6-health');
});
