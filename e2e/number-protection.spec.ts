import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { campaignAudience } from './support/campaign-audience.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// Number protection: the owner lowers the first step of the new-chat ramp on the devices page, and
// a campaign to more new chats than the number may open today says on its page how many go today
// and when the rest goes; the number opens no more new chats than its cap. WhatsApp's reach-out
// lock on the number shows on its row.

const BUSY = { timeout: 30_000 };
const RECIPIENTS = 5;
const CAP = 3;

/** Tomorrow in Jakarta (the account's zone) as the page names a day: "29 Nov". */
function tomorrowInJakarta(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + 86_400_000),
  );
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

async function connectedDeviceId(page: Page): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/v1/cpanel/utility/get-select-options/');
      const body = (await answer.json()) as { wa_devices_options: { id: string; state: string }[] };
      id = body.wa_devices_options.find((device) => device.state === 'connected')?.id ?? '';
      return id;
    }, BUSY)
    .not.toBe('');
  return id;
}

test('the ramp is set on the devices page, and a campaign past today’s cap shows its spread', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir Demo');
  const { groupId, templateId } = await campaignAudience(page, {
    group: 'Pelanggan baru',
    template: 'Salam',
    count: RECIPIENTS,
  });

  await page.goto('/app/c/wa-devices');
  await page.getByRole('button', { name: 'New-chat ramp' }).click(BUSY);
  const dialog = page.getByRole('dialog', { name: 'Ramp of daily new-chat caps' });
  const firstStep = dialog.getByTestId('ramp-step').first();
  await firstStep.getByRole('textbox', { name: 'New chats a day' }).fill(String(CAP));
  await dialog.getByRole('button', { name: 'Save the ramp' }).click();
  await expect(page.getByText('Ramp saved')).toBeVisible(BUSY);

  const deviceId = await connectedDeviceId(page);
  const created = await apiPost(page, '/api/v1/cpanel/campaigns/', {
    name: 'Promo pembuka',
    template_id: templateId,
    group_ids: [groupId],
    device_ids: [deviceId],
    min_delay_seconds: 0,
    max_delay_seconds: 0,
    typing: false,
    start: true,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/app/c/campaigns/${id}`);
  await expect(page.getByTestId('campaign-spread')).toContainText(
    `${CAP} of ${RECIPIENTS} today; the rest tomorrow (${tomorrowInJakarta()})`,
    BUSY,
  );
  // The number opens its 3 new chats; the other 2 wait for tomorrow.
  await expect(page.getByTestId('count-queued')).toHaveText(`Queued: ${RECIPIENTS - CAP}`, BUSY);
  await expect(page.getByTestId('campaign-status')).toHaveText('Running');
  await page.screenshot({ path: test.info().outputPath('campaign-spread.png'), fullPage: true });

  // The dialog shows where the number stands today.
  await page.goto('/app/c/wa-devices');
  await page.getByRole('button', { name: 'New-chat ramp' }).click(BUSY);
  await expect(page.getByTestId('ramp-devices')).toContainText(`${CAP} of ${CAP}`, BUSY);
  await page.keyboard.press('Escape');

  // WhatsApp locks the number's reach-out (the sandbox plays its 463): the row says until when
  // new chats wait, live, and that replies still go.
  const row = page.getByTestId('device-row').filter({ hasText: 'Kasir Demo' });
  await row.getByRole('button', { name: 'Sandbox faults for Kasir Demo' }).click();
  await page.getByRole('menuitem', { name: "WhatsApp's reach-out lock (463) for an hour" }).click();
  await expect(row.getByTestId('reach-out-lock')).toContainText('New chats paused until', BUSY);
  await expect(row.getByTestId('reach-out-lock')).toContainText('Replies to contacts who wrote still go.');
  await page.screenshot({ path: test.info().outputPath('reach-out-lock.png'), fullPage: true });
});
