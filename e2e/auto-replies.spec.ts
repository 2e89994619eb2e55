import { expect, type Page, test } from '@playwright/test';
import { BUSINESS_HOURS_PATHS, CHATS_PATHS, TEMPLATES_PATHS } from '@siar/shared';
import { signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The auto-replies journey: the owner builds a keyword rule ("harga", answered with a quick reply)
// and an away rule (answered with a template) in the editor, is told the away rule waits for
// business hours until they are set, tries both in the test console (the away rule at a chosen
// time outside the hours), then a sandbox contact asks the price and the answer arrives in the
// thread marked "Auto-reply".

const BUSY = { timeout: 30_000 };
const CONTACT = '+628991113334';
const PAGE = '/app/c/automation/auto-replies';

async function apiPut(page: Page, path: string, data: unknown) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  return page.request.put(path, { data, headers: { 'X-CSRFTOKEN': decodeURIComponent(cookie!.value) } });
}

async function created(page: Page, path: string, data: unknown): Promise<string> {
  const response = await apiPost(page, path, data);
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id?: string; quick_reply_id?: string };
  return body.id ?? body.quick_reply_id ?? '';
}

async function connectedDeviceId(page: Page): Promise<string> {
  const answer = await page.request.get(CHATS_PATHS.devices);
  const body = (await answer.json()) as { results: { id: string; state: string }[] };
  return body.results.find((device) => device.state === 'connected')!.id;
}

/** Picks an option of a Mantine select in the dialog by its label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves the rule being edited: a short wait for the journey's answers, 0 to 1 seconds. */
async function saveWithShortDelay(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Shortest wait (seconds)' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Longest wait (seconds)' }).fill('1');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden(BUSY);
  // The toast of an earlier save may still be showing.
  await expect(page.getByText('Rule saved.').last()).toBeVisible();
}

/** The 28th of the month the date picker opens at, as its day buttons name it ("28 November 2026"). */
function dayLabel(): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Asia/Jakarta' }).format(new Date());
  return `28 ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}

test('the owner builds a keyword and an away rule, tries them in the console, and a contact gets the answer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Toko Demo');
  const deviceId = await connectedDeviceId(page);
  await created(page, CHATS_PATHS.quickReplies, {
    shortcut: 'harga',
    text: 'Harga mulai 10rb, {{name|kak}}!',
  });
  await created(page, TEMPLATES_PATHS.templates, {
    name: 'Jam tutup',
    body: 'Maaf, kami sedang tutup. Kami balas saat buka.',
  });

  await page.goto(PAGE);
  await expect(page.getByTestId('rules-empty')).toBeVisible(BUSY);

  // The keyword rule: "harga" anywhere in the message, answered with the quick reply.
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New auto-reply rule' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Harga');
  await dialog.getByPlaceholder('harga, price').fill('harga');
  await dialog.getByPlaceholder('harga, price').press('Enter');
  await dialog.getByText('Quick reply', { exact: true }).click();
  await choose(page, /^Quick reply/, '/harga');
  await saveWithShortDelay(page);

  // The away rule, answered with the template.
  await page.getByRole('button', { name: 'New rule' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Tutup');
  await choose(page, /^Trigger/, 'Away');
  await choose(page, /^Content template/, 'Jam tutup');
  await saveWithShortDelay(page);

  const names = page.getByTestId('rule-name');
  await expect(names).toHaveText(['Harga', 'Tutup']);
  await expect(page.getByTestId('rule-trigger-text').first()).toHaveText('Contains: “harga”');
  await expect(page.getByTestId('away-notice')).toBeVisible();

  // Business hours: weekdays 09:00-17:00 in the account's zone; the notice goes.
  const weekday = [{ start: '09:00', end: '17:00' }];
  const hours = await apiPut(page, BUSINESS_HOURS_PATHS.schedule, {
    weekly: [weekday, weekday, weekday, weekday, weekday, [], []],
  });
  expect(hours.status(), await hours.text()).toBe(200);
  await page.reload();
  await expect(names).toHaveText(['Harga', 'Tutup'], BUSY);
  await expect(page.getByTestId('away-notice')).toHaveCount(0);

  // The console: the price question now, then a greeting at midnight, when the business is closed.
  const console_ = page.getByRole('region', { name: 'Test console' });
  await expect(console_.getByRole('combobox', { name: 'To device' })).toHaveValue('Toko Demo');
  await console_.getByRole('textbox', { name: 'Message' }).fill('Berapa HARGA-nya?');
  await console_.getByRole('button', { name: 'Try it' }).click();
  const result = console_.getByTestId('console-result');
  await expect(result.getByTestId('console-rule')).toHaveText('Harga', BUSY);
  await expect(result.getByTestId('console-text')).toHaveText('Harga mulai 10rb, kak!');
  await expect(result).toContainText('Sent after 0 to 1 seconds');

  await console_.getByRole('textbox', { name: 'Message' }).fill('Halo, masih buka?');
  await console_.getByRole('button', { name: /When it arrives/ }).click();
  await page.getByRole('button', { name: dayLabel(), exact: true }).click();
  await page.getByRole('button', { name: 'Use this date and time' }).click();
  await console_.getByRole('button', { name: 'Try it' }).click();
  await expect(result.getByTestId('console-rule')).toHaveText('Tutup', BUSY);
  await expect(result.getByTestId('console-text')).toHaveText(
    'Maaf, kami sedang tutup. Kami balas saat buka.',
  );
  await expect(result.getByTestId('console-open')).toHaveText('Your business is closed at that time.');

  // A sandbox contact asks the price; the answer arrives in the thread, marked as an auto-reply.
  const written = await apiPost(page, CHATS_PATHS.sandboxMessage, {
    device_id: deviceId,
    from_phone: CONTACT,
    text: 'Berapa harga?',
  });
  expect(written.status(), await written.text()).toBe(200);
  await page.goto('/app/c/wa-chats');
  await page.getByTestId('conversation').click(BUSY);
  const answer = page.getByTestId('message').filter({ hasText: 'Harga mulai 10rb' });
  await expect(answer).toBeVisible(BUSY);
  await expect(answer.getByTestId('message-origin')).toHaveText('Auto-reply');
  await expect(answer).toHaveAttribute('data-direction', 'out');

  // The rule counts it, and lists the conversation it answered.
  await page.goto(PAGE);
  const harga = page.getByTestId('rule-row').filter({ hasText: 'Harga' }).first();
  await expect(harga.getByTestId('rule-figures')).toContainText('Today 1', BUSY);
  await page.getByRole('button', { name: 'Conversations Harga answered' }).click();
  await expect(page.getByTestId('answered-conversation')).toContainText(/3334/, BUSY);
});
