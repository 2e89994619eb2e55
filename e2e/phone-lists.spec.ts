import { expect, type Locator, type Page, test } from '@playwright/test';
import { CAMPAIGNS_PATHS, CONTACTS_PATHS, DEVICES_PATHS, maskPhone, TEAM_PATHS } from '@siar/shared';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The lists that matter on a phone, at 390 px: each one's key column (a device's state, a
// campaign's progress, a recipient's state, a contact's number) is on screen as it opens, with
// no sideways scrolling, and a masked number keeps every digit position.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** For a page's first load or a server round trip on a busy machine. */
const BUSY = { timeout: 120_000 };

/** Where the element is now: read without scrolling anything into view (a locator action would). */
async function box(locator: Locator) {
  await expect(locator).toBeVisible(BUSY);
  return locator.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right, scrollRight: element.scrollWidth - element.clientWidth };
  });
}

/** The element is whole within the phone's width, as the page opened. */
async function expectOnScreen(locator: Locator) {
  const { left, right, scrollRight } = await box(locator);
  expect(left).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(WIDTH);
  // Not cut inside its own box either.
  expect(scrollRight).toBe(0);
}

async function created(page: Page, path: string, data: unknown): Promise<string> {
  const response = await apiPost(page, path, data);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('devices, campaigns, recipients and contacts show their key column on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir Demo');
  const groupId = await created(page, CONTACTS_PATHS.groups, { name: 'Pelanggan' });
  const phone = `+62899${1_000_000 + Math.floor(Math.random() * 8_000_000)}1`;
  await created(page, CONTACTS_PATHS.contacts, {
    name: 'Sari Wulandari Putri Pertiwi',
    phone,
    group_ids: [groupId],
  });
  const templateId = await created(page, '/api/v1/cpanel/campaigns/content-templates/', {
    name: 'Promo',
    body: 'Hi {{name}}, our promo starts today!',
  });
  // A campaign needs its device connected, a moment after pairing.
  let deviceId = '';
  await expect
    .poll(async () => {
      const devices = (await (await page.request.get(DEVICES_PATHS.devices)).json()) as {
        results: { id: string; state: string }[];
      };
      deviceId = devices.results[0]?.id ?? '';
      return devices.results[0]?.state;
    }, BUSY)
    .toBe('connected');
  const campaignId = await created(page, CAMPAIGNS_PATHS.campaigns, {
    name: 'Promo kilat dengan nama yang cukup panjang',
    template_id: templateId,
    group_ids: [groupId],
    device_ids: [deviceId],
    min_delay_seconds: 0,
    max_delay_seconds: 0,
    typing: false,
    start: true,
  });

  await page.goto('/app/c/wa-devices');
  const device = page.getByTestId('device-row').filter({ hasText: 'Kasir Demo' });
  await expect(device.getByTestId('device-state')).toHaveText('Connected', BUSY);
  await expectOnScreen(device.getByTestId('device-state'));
  await expectOnScreen(device.getByTestId('device-number'));

  await page.goto('/app/c/campaigns');
  const campaign = page.getByTestId('campaign-row').filter({ hasText: 'Promo kilat' });
  await expectOnScreen(campaign.getByTestId('campaign-progress-percent'));
  await expectOnScreen(campaign.getByTestId('campaign-status'));

  await page.goto(`/app/c/campaigns/${campaignId}`);
  const recipient = page.getByTestId('recipient-row').filter({ hasText: 'Sari Wulandari' });
  await expect(recipient.getByTestId('recipient-state')).toHaveText(/Sent|Delivered|Read/, BUSY);
  await expectOnScreen(recipient.getByTestId('recipient-state'));

  // An agent who may not see customers' numbers reads the masked number whole.
  const agent = { name: 'Dewi Agen', username: `dewi_${Date.now() % 1_000_000}`, password: 'agen-rahasia-1' };
  await created(page, TEAM_PATHS.members, {
    ...agent,
    email: `${agent.username}@example.com`,
    phone_number: `+62857${Date.now() % 100_000_000}`,
    confirm_password: agent.password,
  });
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!;
  const hidden = await page.request.put(TEAM_PATHS.security, {
    data: { hide_phone_numbers: true },
    headers: { 'X-CSRFTOKEN': decodeURIComponent(csrf.value) },
  });
  expect(hidden.status()).toBe(200);
  const agentContext = await browser.newContext({ viewport: { width: WIDTH, height: 844 } });
  const agentPage = await agentContext.newPage();
  await logInThroughApi(agentPage, agent);
  await agentPage.goto('/app/c/contacts');
  const contact = agentPage.getByTestId('contact-row').filter({ hasText: 'Sari Wulandari' });
  const masked = contact.getByText(maskPhone(phone), { exact: true });
  await expectOnScreen(masked);
  await agentContext.close();
});
