import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The warmup journey: a customer with two sandbox devices sets a short warmup (intervals of 2-3 s,
// no breaks, stop after 5 messages), starts it between both devices, and watches it run locked and
// finish without a reload. The gateway's warmup runner ticks every second.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const row = (page: Page, name: string) => page.getByTestId('warmup-device-row').filter({ hasText: name });

async function setField(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value);
}

test('a short warmup between two sandbox devices runs locked and finishes live', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir Demo');
  await pairSandboxDevice(page, 'Gudang Demo');

  // From the devices page to its warmup, and the way back.
  await page.goto('/app/c/wa-devices');
  await page.getByRole('link', { name: 'Warmup' }).click();
  await expect(page).toHaveURL('/app/c/wa-devices/warmup');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
    'href',
    '/app/c/wa-devices',
  );
  // A marker that a reload would wipe.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  for (const name of ['Kasir Demo', 'Gudang Demo'])
    await expect(row(page, name).getByTestId('device-state')).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByTestId('warmup-status')).toHaveText('Not started');

  // A fast warmup: every value below the spec's recommendations, each with its hint.
  await setField(page, 'Interval start (seconds)', '2');
  await expect(page.getByText('Recommended interval start point at 40 seconds')).toBeVisible();
  await setField(page, 'Interval end (seconds)', '3');
  await setField(page, 'Break after total messages', '0');
  await expect(page.getByText('Recommended break after every 60 messages')).toBeVisible();
  await setField(page, 'Minimum break (minutes)', '0');
  await setField(page, 'Maximum break (minutes)', '0');
  await expect(page.getByText('Recommended range starts from 30 minutes')).toBeVisible();

  // The stop condition wants its value: a count for message based, a date and time for time based.
  const save = page.getByRole('button', { name: 'Save settings' });
  await setField(page, 'Stop after messages', '');
  await save.click();
  await expect(page.getByText('Please enter the number of messages to stop after')).toBeVisible();
  await page.getByRole('radio', { name: 'Time based' }).check();
  await save.click();
  await expect(page.getByText('Please select the date and time')).toBeVisible();
  await page.getByRole('radio', { name: 'Message based' }).check();
  await setField(page, 'Stop after messages', '5');
  await save.click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await shot(page, '1-settings-saved');

  // Both devices take part; the run starts and locks the settings.
  await row(page, 'Kasir Demo').getByRole('checkbox').check();
  await row(page, 'Gudang Demo').getByRole('checkbox').check();
  // The run lasts 8-12 s (2-3 s between messages): long enough to see it locked on a busy machine.
  await page.getByRole('button', { name: 'Start warmup' }).click();
  await expect(page.getByTestId('warmup-locked')).toHaveText(
    'Can not be updated while Warmup process is already running',
  );
  await expect(page.getByLabel('Interval start (seconds)')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Stop warmup' })).toBeVisible();
  await expect(page.getByText('Warmup started')).toBeVisible();

  // The runner writes 5 messages 2-3 s apart; the page follows by itself.
  await expect(page.getByTestId('warmup-status')).toHaveText('Finished', { timeout: 60_000 });
  await expect(page.getByTestId('warmup-messages-sent')).toHaveText('5');
  await expect(page.getByTestId('warmup-locked')).toBeHidden();
  await expect(page.getByLabel('Interval start (seconds)')).toBeEnabled();
  for (const name of ['Kasir Demo', 'Gudang Demo'])
    await expect(row(page, name).getByRole('checkbox')).toBeChecked();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await shot(page, '2-finished');
});
