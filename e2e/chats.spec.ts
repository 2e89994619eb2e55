import { type Browser, expect, type Page, test } from '@playwright/test';
import { CAMPAIGNS_PATHS, CHATS_PATHS, CONTACTS_PATHS, TEMPLATES_PATHS } from '@siar/shared';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The chats journey: two browser contexts on one account watch a sandbox contact's message arrive
// live; one answers with a quick reply and both see the ticks turn to read; the contact sends a
// photo that both show; then the channels are
// reordered by drag and drop and the order survives a reload.

const BUSY = { timeout: 30_000 };
const CONTACT = '+628991112223';
/** A 1×1 PNG, as a contact's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function connectedDeviceId(page: Page): Promise<string> {
  let deviceId = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/v1/cpanel/utility/get-select-options/');
      const body = (await answer.json()) as { wa_devices_options: { id: string; state: string }[] };
      deviceId = body.wa_devices_options.find((device) => device.state === 'connected')?.id ?? '';
      return deviceId;
    }, BUSY)
    .not.toBe('');
  return deviceId;
}

async function secondTab(browser: Browser, credentials: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await logInThroughApi(page, credentials);
  return page;
}

test('two tabs see a message and a photo arrive live, a quick reply is read, channels reorder by drag and drop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Toko Demo');
  const deviceId = await connectedDeviceId(page);
  for (const name of ['Sales', 'Support'])
    expect(
      (await apiPost(page, CHATS_PATHS.channels, { name, color: 'teal', device_ids: [deviceId] })).status(),
    ).toBe(201);
  expect(
    (
      await apiPost(page, CHATS_PATHS.quickReplies, {
        shortcut: 'thanks',
        text: 'Terima kasih {{name|kak}}!',
      })
    ).status(),
  ).toBe(201);

  const other = await secondTab(browser, customer);
  for (const tab of [page, other]) {
    await tab.goto('/app/c/wa-chats');
    await expect(tab.getByTestId('conversations-empty')).toBeVisible(BUSY);
  }

  // The sandbox contact writes; both tabs show it without a reload.
  const written = await apiPost(page, CHATS_PATHS.sandboxMessage, {
    device_id: deviceId,
    from_phone: CONTACT,
    text: 'Halo, apakah <b>stok</b> ada?',
  });
  expect(written.status(), await written.text()).toBe(200);
  for (const tab of [page, other]) {
    const row = tab.getByTestId('conversation');
    await expect(row).toContainText('Halo, apakah <b>stok</b> ada?', BUSY);
    await expect(row.getByTestId('unread-count')).toHaveText('1');
  }

  // One tab opens it (which reads it) and answers with the quick reply typed as /shortcut.
  await page.getByTestId('conversation').click();
  await expect(page.getByTestId('message-text')).toHaveText('Halo, apakah <b>stok</b> ada?');
  await expect(other.getByTestId('unread-count')).toHaveCount(0, BUSY);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('/tha');
  await page.getByRole('option', { name: /\/thanks/ }).click();
  await expect(composer).toHaveValue('Terima kasih kak!');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  await other.getByTestId('conversation').click();
  for (const tab of [page, other]) {
    const reply = tab.getByTestId('message').filter({ hasText: 'Terima kasih kak!' });
    await expect(reply.getByTestId('ticks')).toHaveAttribute('data-status', 'read', BUSY);
  }
  // The contact sends a photo through the test tube: it shows in both open threads, its bytes served.
  await page.getByRole('button', { name: 'Sandbox: write as a contact' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('From number').fill(CONTACT);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'produk.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Send to the device' }).click();
  for (const tab of [page, other]) {
    const photo = tab.getByRole('img', { name: 'produk.png' });
    await expect(photo).toBeVisible(BUSY);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), BUSY).toBe(1);
  }
  await other.context().close();

  // Drag Support above Sales: saved on drop, kept after a reload.
  await page.goto('/app/c/wa-chats/chat-channels');
  const names = page.getByTestId('channel-name');
  await expect(names).toHaveText(['Sales', 'Support'], BUSY);
  const handle = page.getByRole('button', { name: 'Drag Support to reorder' });
  const target = page.getByRole('button', { name: 'Drag Sales to reorder' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(CHATS_PATHS.channelsOrder) && r.status() === 200,
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2, to.y - 4, { steps: 4 });
  await page.mouse.up();
  await saved;
  await expect(names).toHaveText(['Support', 'Sales']);
  await page.reload();
  await expect(names).toHaveText(['Support', 'Sales'], BUSY);
});

/** Creates through the API and answers the new row's id. */
async function created(page: Page, path: string, data: unknown): Promise<string> {
  const response = await apiPost(page, path, data);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("a campaign's message shows in the contact's thread, with its campaign and ticks, before the reply", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Toko Kampanye');
  const deviceId = await connectedDeviceId(page);
  // Seven random digits and a final 1: never one of the sandbox's "not on WhatsApp" numbers.
  const phone = `+62899${1_000_000 + Math.floor(Math.random() * 8_000_000)}1`;
  const groupId = await created(page, CONTACTS_PATHS.groups, { name: 'Pelanggan' });
  await created(page, CONTACTS_PATHS.contacts, { name: 'Rina', phone, group_ids: [groupId] });
  const templateId = await created(page, TEMPLATES_PATHS.templates, {
    name: 'Promo',
    body: 'Diskon 20% minggu ini',
  });
  const campaignId = await created(page, CAMPAIGNS_PATHS.campaigns, {
    name: 'Promo Lebaran',
    template_id: templateId,
    group_ids: [groupId],
    device_ids: [deviceId],
    min_delay_seconds: 0,
    max_delay_seconds: 0,
    typing: false,
    start: true,
  });

  // The contact reads it and answers.
  await page.goto('/app/c/wa-chats');
  const row = page.getByTestId('conversation').filter({ hasText: 'Rina' });
  await row.click(BUSY);
  const promo = page.getByTestId('message').filter({ hasText: 'Diskon 20% minggu ini' });
  await expect(promo.getByTestId('ticks')).toHaveAttribute('data-status', 'read', BUSY);
  const written = await apiPost(page, CHATS_PATHS.sandboxMessage, {
    device_id: deviceId,
    from_phone: phone,
    text: 'Baik, nanti saya kabari lagi',
  });
  expect(written.status(), await written.text()).toBe(200);

  // In order (a simulated contact may also answer by itself, later).
  const texts = () => page.getByTestId('message-text').allTextContents();
  await expect.poll(texts, BUSY).toContain('Baik, nanti saya kabari lagi');
  const thread = await texts();
  expect(thread.indexOf('Diskon 20% minggu ini')).toBe(0);
  expect(thread.indexOf('Baik, nanti saya kabari lagi')).toBeGreaterThan(0);
  await expect(promo).toHaveAttribute('data-direction', 'out');
  const origin = promo.getByTestId('message-origin');
  await expect(origin).toContainText('Campaign');
  await origin.getByRole('link', { name: 'Promo Lebaran' }).click();
  await expect(page).toHaveURL(`/app/c/campaigns/${campaignId}`);
  await expect(page.getByTestId('campaign-name')).toHaveText('Promo Lebaran', BUSY);
});
