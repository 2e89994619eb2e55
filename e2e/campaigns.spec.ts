import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { campaignAudience } from './support/campaign-audience.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The campaigns journey: a customer with two sandbox devices, a group of contacts and a template
// runs a campaign with pacing off and watches it complete live; a second, slower one is paused and
// resumed; the dashboard then shows both.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const RECIPIENTS = 8;
/** For a page's first load or a server round trip on a busy machine (two cores, many runs). */
const BUSY = { timeout: 30_000 };

/** Fills the new-campaign form: both devices, the group and the template, delays in seconds. */
async function fillCampaign(page: Page, name: string, delays: [string, string]) {
  // The button above the table (an empty list offers one more in its message).
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('combobox', { name: /Content template/ }).click();
  await page.getByRole('option', { name: 'March promo' }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).click();
  await page.getByRole('option', { name: 'Pelanggan setia' }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).press('Escape');
  for (const device of ['Kasir Demo', 'Gudang Demo'])
    await form.getByRole('checkbox', { name: device }).check();
  await form.getByRole('textbox', { name: 'Shortest delay' }).fill(delays[0]);
  await form.getByRole('textbox', { name: 'Longest delay' }).fill(delays[1]);
  await form.getByRole('switch', { name: 'Show typing before each message' }).uncheck();
  return form;
}

test('a campaign runs to completion live, another is paused and resumed, the dashboard shows both', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir Demo');
  await pairSandboxDevice(page, 'Gudang Demo');
  await campaignAudience(page, { group: 'Pelanggan setia', template: 'March promo', count: RECIPIENTS });

  await page.goto('/app/c/campaigns');
  // The panel's first page brings its chunks: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible(BUSY);
  await expect(page.getByText('No campaigns yet')).toBeVisible(BUSY);
  // Both devices must be connected before they can be chosen.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/v1/cpanel/utility/get-select-options/');
        const body = (await answer.json()) as { wa_devices_options: { state: string }[] };
        return body.wa_devices_options.filter((device) => device.state === 'connected').length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);

  // The first campaign, pacing off: started from the form, it opens its own page.
  const form = await fillCampaign(page, 'Promo kilat', ['0', '0']);
  await form.getByRole('button', { name: 'Start' }).click();
  // Starting writes every recipient in one transaction: allow a busy machine its time.
  await expect(page).toHaveURL(/\/app\/c\/campaigns\/[0-9a-f-]{36}$/, BUSY);
  await expect(page.getByTestId('campaign-name')).toHaveText('Promo kilat', BUSY);
  // A marker that a reload would wipe: the page must follow by itself.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await expect(page.getByTestId('campaign-progress')).toHaveAttribute('data-progress', '100', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('campaign-status')).toHaveText('Completed');
  await expect(page.getByTestId('count-queued')).toHaveText('Queued: 0');
  await expect(page.getByTestId('recipient-row')).toHaveCount(RECIPIENTS);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  const sentByDevices = await page.getByTestId('campaign-device-sent').allTextContents();
  expect(sentByDevices.map(Number).reduce((a, b) => a + b, 0)).toBe(RECIPIENTS);
  await shot(page, '1-completed');

  // The way back names where the customer is: the campaign itself, not "Campaign".
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Promo kilat');

  // The second campaign sends slowly (3-4 s apart per device): paused from the list, resumed on its page.
  await crumbs.getByRole('link', { name: 'Campaigns' }).click();
  const slow = await fillCampaign(page, 'Promo pelan', ['3', '4']);
  await slow.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Campaign saved as a draft')).toBeVisible(BUSY);
  const row = page.getByTestId('campaign-row').filter({ hasText: 'Promo pelan' });
  await expect(row.getByTestId('campaign-status')).toHaveText('Draft', BUSY);
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(row.getByTestId('campaign-status')).toHaveText('Running', BUSY);
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(row.getByTestId('campaign-status')).toHaveText('Paused', BUSY);
  await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
  await row.getByRole('link', { name: 'Promo pelan' }).click();
  await expect(page.getByTestId('campaign-status')).toHaveText('Paused', BUSY);
  const progressWhilePaused = await page.getByTestId('campaign-progress').getAttribute('data-progress');
  expect(Number(progressWhilePaused)).toBeLessThan(100);
  await shot(page, '2-paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('campaign-status')).toHaveText(/Running|Completed/, BUSY);
  await expect(page.getByTestId('campaign-progress')).toHaveAttribute('data-progress', '100', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('campaign-status')).toHaveText('Completed');

  // The dashboard: both campaigns completed, every message counted.
  await page.goto('/app/c/dashboard');
  await expect(page.getByTestId('campaigns-total')).toHaveText('2', BUSY);
  await expect(page.getByTestId('campaigns-completed')).toHaveText('Completed: 2');
  await expect(page.getByTestId('devices-connected')).toHaveText('2');
  const rows = page.getByTestId('dashboard-campaign');
  await expect(rows).toHaveCount(2);
  for (const name of ['Promo kilat', 'Promo pelan'])
    await expect(rows.filter({ hasText: name }).getByTestId('dashboard-campaign-total')).toHaveText(
      String(RECIPIENTS),
    );
  const sentToday = await page.getByTestId('dashboard-device').allTextContents();
  expect(sentToday).toHaveLength(2);
  await shot(page, '3-dashboard');

  // On a phone (390 px) every page fits its width: wide tables scroll inside their own box.
  await page.setViewportSize({ width: 390, height: 844 });
  const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(page.getByTestId('campaigns-total')).toBeVisible();
  // The charts settle their width after the figures arrive: a page that still overflows then fails.
  await expect.poll(fitsThePhone).toBe(true);
  await shot(page, '4-dashboard-phone');
  await rows.filter({ hasText: 'Promo kilat' }).getByRole('link', { name: 'Promo kilat' }).click();
  await expect(page.getByTestId('campaign-name')).toHaveText('Promo kilat', BUSY);
  await expect.poll(fitsThePhone).toBe(true);
  await shot(page, '5-campaign-phone');
  await page.goto('/app/c/campaigns');
  await expect(page.getByTestId('campaign-row')).toHaveCount(2, BUSY);
  await expect.poll(fitsThePhone).toBe(true);
  await page.getByRole('button', { name: 'New campaign' }).click();
  await expect(page.getByRole('form', { name: 'New campaign' })).toBeVisible();
  await expect.poll(fitsThePhone).toBe(true);
  await shot(page, '6-form-phone');
});
