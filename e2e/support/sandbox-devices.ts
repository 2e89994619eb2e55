import { expect, type Page } from '@playwright/test';
import { CHATS_PATHS, DEVICES_PATHS, fillPath, SANDBOX_PHONE_PATHS } from '@siar/shared';
import { apiPost } from './billing.ts';

/**
 * Adds a sandbox device and links it as the sandbox phone page would: read the QR's token once the
 * QR is on offer, take the number the phone suggests, scan, and wait until the device reads
 * connected. Answers the device's number.
 */
export async function pairSandboxDevice(page: Page, name: string): Promise<string> {
  const added = await apiPost(page, DEVICES_PATHS.devices, { name, engine: 'sandbox' });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  let qr: string | null = null;
  await expect
    .poll(
      async () => {
        const device = await page.request.get(fillPath(DEVICES_PATHS.device, { device_id: id }));
        qr = ((await device.json()) as { pairing: { qr: string | null } | null }).pairing?.qr ?? null;
        return qr;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const token = new URL(qr!).pathname.split('/').filter(Boolean).at(-1)!;
  const scan = fillPath(SANDBOX_PHONE_PATHS.scan, { token });
  const offer = (await (await page.request.get(scan)).json()) as { suggested_number: string };
  const linked = await apiPost(page, scan, { phone_number: offer.suggested_number });
  expect(linked.status(), await linked.text()).toBe(200);
  // The scan answers once the phone has accepted; the device reads connected a moment later, as the
  // panel shows it. Callers go on only then (a campaign refuses a device that is not connected).
  await expect
    .poll(
      async () => {
        const device = await page.request.get(fillPath(DEVICES_PATHS.device, { device_id: id }));
        return ((await device.json()) as { state: string }).state;
      },
      { timeout: 30_000 },
    )
    .toBe('connected');
  return offer.suggested_number;
}

/** The id of the account's first connected device, as chats lists them, once one is connected. */
export async function connectedChatDevice(page: Page): Promise<string> {
  let deviceId = '';
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(CHATS_PATHS.devices);
        const body = (await answer.json()) as { results: { id: string; state: string }[] };
        deviceId = body.results.find((device) => device.state === 'connected')?.id ?? '';
        return deviceId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return deviceId;
}
