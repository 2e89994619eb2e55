import { expect, test } from '@playwright/test';
import { CAMPAIGNS_PATHS } from '@siar/shared';
import { signUpThroughApi } from './support/accounts.ts';
import { campaignAudience } from './support/campaign-audience.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// Before a campaign starts: the form counts who it reaches and estimates how long the pacing takes,
// and sends the template once to the customer's number. In the list: read and reply rates, and a
// campaign duplicated into a new draft that opens in the form.
const BUSY = { timeout: 30_000 };

test('the form counts recipients, estimates the time and sends a test; the list duplicates a campaign', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir Demo');
  await pairSandboxDevice(page, 'Gudang Demo');
  // The marketer's own phone: a real number (the sandbox devices' test range is not one).
  const ownNumber = '+6281234500077';
  await campaignAudience(page, { group: 'Pelanggan setia', template: 'March promo', count: 27 });
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

  // The estimate starts from the account's time of day (the audience answer's account_clock),
  // pinned here to 10:00: a daily cap then always pushes the rest to the next day, whatever the
  // hour the journey runs (at 22:43 in Jakarta the next day began 81 minutes later).
  await page.route(`**${CAMPAIGNS_PATHS.audience}**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), account_clock: '10:00:00' } });
  });
  await page.goto('/app/c/campaigns');
  await expect(page.getByText('No campaigns yet')).toBeVisible(BUSY);
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const form = page.getByRole('form', { name: 'New campaign' });
  await expect(form.getByText('Choose contact groups to see how many will receive it.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Promo Maret');
  await form.getByRole('combobox', { name: /Content template/ }).click();
  await page.getByRole('option', { name: 'March promo' }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).click();
  await page.getByRole('option', { name: 'Pelanggan setia' }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).press('Escape');
  await expect(form.getByTestId('campaign-recipient-count')).toHaveText('Recipients: 27', BUSY);
  await expect(form.getByTestId('campaign-estimate')).toHaveText(
    'Choose devices to see how long sending takes.',
  );
  for (const device of ['Kasir Demo', 'Gudang Demo'])
    await form.getByRole('checkbox', { name: device }).check();
  // The default pacing (20-60 s) over two devices: 27 messages in about 9 minutes.
  await expect(form.getByTestId('campaign-estimate')).toHaveText('Estimated time to send: about 9 minutes');
  await form.getByRole('textbox', { name: 'Daily cap per device' }).fill('10');
  await expect(form.getByTestId('campaign-estimate')).toContainText(/about [\d.]+ (hours|days)/);
  await form.getByRole('textbox', { name: 'Daily cap per device' }).fill('');
  await expect(form.getByTestId('campaign-estimate')).toHaveText('Estimated time to send: about 9 minutes');

  await form.getByRole('textbox', { name: 'Send a test to my number' }).fill(ownNumber);
  await form.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(`Test message queued to ${ownNumber}`)).toBeVisible(BUSY);

  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Campaign saved as a draft')).toBeVisible(BUSY);
  const row = page.getByTestId('campaign-row').filter({ hasText: 'Promo Maret' });
  await expect(row.getByTestId('campaign-rates')).toHaveText('Read –Replied –');

  await row.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Promo Maret (copy) made as a draft')).toBeVisible(BUSY);
  const copy = page.getByRole('form', { name: 'Edit campaign' });
  await expect(copy.getByRole('textbox', { name: 'Name' })).toHaveValue('Promo Maret (copy)');
  await expect(copy.getByTestId('campaign-recipient-count')).toHaveText('Recipients: 27', BUSY);
  await expect(copy.getByRole('checkbox', { name: 'Gudang Demo' })).toBeChecked();
  await copy.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('campaign-row')).toHaveCount(2, BUSY);
});
