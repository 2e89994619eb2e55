import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { INTEGRATION_API_PATHS as API, fillPath } from '@siar/shared';
import { signUpThroughApi } from './support/accounts.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The REST API journey: a customer saves a webhook URL (a receiver this test runs), rotates the API
// key, sends with the new key from "their server" (the test's request) while the old key is
// refused, and sees the message's webhook delivered in the deliveries table.

/** For a page's first load or a server round trip on a busy machine. */
const BUSY = { timeout: 30_000 };

test('rotate the API key, send with the new one, and see the webhook delivered', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const received: string[] = [];
  const receiver = createServer((incoming, answer) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      received.push(body);
      answer.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/siar-webhook`;

  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'API Phone');

  await page.goto('/app/c/integrations/rest');
  const keyCard = page.getByRole('region', { name: 'API secret key' });
  await expect(keyCard.getByTestId('secret-value')).toContainText('siar_sk_••••', BUSY);
  await keyCard.getByRole('button', { name: 'Show API secret key' }).click();
  const oldKey = (await keyCard.getByTestId('secret-value').textContent())!.trim();

  const form = page.getByRole('form', { name: 'Webhook' });
  await form.getByLabel('Webhook URL').fill('ftp://example.com/hook');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter a full URL starting with http:// or https://.')).toBeVisible();
  await form.getByLabel('Webhook URL').fill(hookUrl);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Webhook URL saved')).toBeVisible();

  await keyCard.getByRole('button', { name: 'Rotate key' }).click();
  await page
    .getByRole('dialog', { name: 'Rotate the API key?' })
    .getByRole('button', { name: 'Rotate' })
    .click();
  await expect(page.getByText('A new API key was made; the old one no longer works')).toBeVisible();
  await expect(keyCard.getByTestId('secret-value')).not.toHaveText(oldKey);
  const newKey = (await keyCard.getByTestId('secret-value').textContent())!.trim();
  expect(newKey).toMatch(/^siar_sk_/);

  // The customer's server: no cookies, only the bearer key.
  const as = (key: string) => ({ Authorization: `Bearer ${key}` });
  const refused = await request.get(API.devices, { headers: as(oldKey) });
  expect(refused.status()).toBe(401);
  let deviceId = '';
  await expect
    .poll(async () => {
      const devices = (await (await request.get(API.devices, { headers: as(newKey) })).json()) as {
        results: { id: string; state: string }[];
      };
      deviceId = devices.results.find((device) => device.state === 'connected')?.id ?? '';
      return deviceId;
    }, BUSY)
    .not.toBe('');
  const oldSend = await request.post(API.messages, {
    headers: as(oldKey),
    data: { device_id: deviceId, to: '+6289977770001', text: 'Should not go' },
  });
  expect(oldSend.status()).toBe(401);
  const sent = await request.post(API.messages, {
    headers: { ...as(newKey), 'Idempotency-Key': 'order-1001' },
    data: { device_id: deviceId, to: '+6289977770001', text: 'Your order 1001 is ready' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  await expect
    .poll(async () => {
      const status = await request.get(fillPath(API.message, { message_id: id }), { headers: as(newKey) });
      return ((await status.json()) as { status: string }).status;
    }, BUSY)
    .toMatch(/^(sent|delivered|read)$/);

  // The webhook reached the receiver, and the table shows it delivered with the receiver's 200.
  await expect.poll(() => received.some((body) => body.includes(id)), BUSY).toBe(true);
  const delivered = page
    .getByTestId('delivery-row')
    .filter({ hasText: 'message.status' })
    .filter({ hasText: 'Delivered' })
    .first();
  await expect(delivered).toContainText('200', BUSY);
  await page.screenshot({ path: test.info().outputPath('integrations.png'), fullPage: true });
  receiver.close();
});

test('the owner finds the REST API page in the sidebar, highlighted while it is open', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  await page.goto('/app/c/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const link = sidebar.getByRole('link', { name: 'REST API' });
  await link.click(BUSY);
  await expect(page).toHaveURL('/app/c/integrations/rest');
  await expect(page.getByRole('region', { name: 'API secret key' })).toBeVisible(BUSY);
  await expect(link).toHaveAttribute('aria-current', 'page');

  // Opened by its address, the page is still the highlighted one.
  await page.goto('/app/c/integrations/rest');
  await expect(sidebar.getByRole('link', { name: 'REST API' })).toHaveAttribute('aria-current', 'page', BUSY);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
});
