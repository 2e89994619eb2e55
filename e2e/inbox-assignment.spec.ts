import { expect, type Page, test } from '@playwright/test';
import { CHATS_PATHS, TEAM_PATHS } from '@siar/shared';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { connectedChatDevice, pairSandboxDevice } from './support/sandbox-devices.ts';

// The team inbox with two members in two browsers (issue 24, parts 2-3): a channel that assigns
// by itself gives a contact's conversation to the owner and the next one to the agent (both
// online, in turn); the owner hands the first to the agent from the thread header, the thread
// shows the line, and the agent's "Mine" view follows live. Then (parts 4-5) a label filters the
// list, a private note naming the agent reaches them at once, and (part 6) the owner starts a
// conversation with a typed number.

const BUSY = { timeout: 30_000 };

async function contactWrites(page: Page, deviceId: string, phone: string, text: string) {
  const written = await apiPost(page, CHATS_PATHS.sandboxMessage, {
    device_id: deviceId,
    from_phone: phone,
    text,
  });
  expect(written.status(), await written.text()).toBe(200);
}

test('a channel assigns conversations in turn to the members online, and the owner hands one over', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Toko Tim');
  const deviceId = await connectedChatDevice(page);
  const channel = await apiPost(page, CHATS_PATHS.channels, {
    name: 'Toko',
    color: 'teal',
    device_ids: [deviceId],
    auto_assign: true,
  });
  expect(channel.status(), await channel.text()).toBe(201);
  const agent = { username: `agen_${Date.now() % 1_000_000}`, password: 'agen-rahasia-1' };
  const added = await apiPost(page, TEAM_PATHS.members, {
    name: 'Agen Toko',
    email: `${agent.username}@example.com`,
    phone_number: `+62857${Date.now() % 100_000_000}`,
    username: agent.username,
    password: agent.password,
    confirm_password: agent.password,
  });
  expect(added.status(), await added.text()).toBe(201);

  // Both members have the inbox open: both are online.
  await page.goto('/app/c/wa-chats');
  const agentPage = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  agentPage.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  agentPage.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await agentPage.goto('/');
  await logInThroughApi(agentPage, agent);
  await agentPage.goto('/app/c/wa-chats');
  await agentPage.getByText('Mine', { exact: true }).click({ timeout: 60_000 });
  await expect(agentPage.getByRole('radio', { name: 'Mine' })).toBeChecked();

  // The owner joined first: the first conversation is theirs, the next the agent's.
  await contactWrites(page, deviceId, '+6281355500001', 'Halo, stok ada?');
  await page.getByTestId('conversation').filter({ hasText: 'Halo, stok ada?' }).click(BUSY);
  await expect(page.getByTestId('assignee-control')).toHaveText('Sari Wulandari', BUSY);
  await contactWrites(page, deviceId, '+6281355500002', 'Mau pesan dua');
  await expect(agentPage.getByTestId('conversation')).toHaveCount(1, BUSY);
  await expect(agentPage.getByTestId('conversation')).toContainText('Mau pesan dua');

  // The owner hands the first one to the agent, who is online.
  await page.getByTestId('assignee-control').click();
  const agentItem = page.getByRole('menuitem', { name: /Agen Toko/ });
  await expect(agentItem.getByRole('img', { name: 'Online' })).toBeVisible(BUSY);
  await agentItem.click();
  await expect(page.getByTestId('assignee-control')).toHaveText('Agen Toko', BUSY);
  await expect(page.getByTestId('event-line').last()).toContainText(
    'Sari Wulandari assigned this to Agen Toko',
  );
  await expect(agentPage.getByTestId('conversation')).toHaveCount(2, BUSY);

  // A label, named in the labels dialog, put on the conversation from its header; the list filters by it.
  await page.getByRole('button', { name: 'Manage labels' }).click();
  await page.getByRole('textbox', { name: 'New label' }).fill('VIP');
  await page.getByRole('button', { name: 'Add label' }).click();
  await expect(page.getByTestId('labels-list')).toContainText('VIP');
  await page.keyboard.press('Escape');
  await page.getByTestId('labels-control').click();
  await page.getByRole('menuitem', { name: 'VIP' }).click();
  await expect(page.getByTestId('labels-control')).toHaveText('1', BUSY);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Label' }).click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await expect(page.getByTestId('conversation')).toHaveCount(1, BUSY);
  await expect(page.getByTestId('conversation')).toContainText('VIP');

  // A private note naming the agent: the thread shows it, the agent is told at once.
  await page.getByText('Private note', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Private note' }).fill('Pelanggan lama, beri diskon @Agen');
  await page.getByRole('option', { name: 'Agen Toko' }).click();
  await page.getByRole('textbox', { name: 'Private note' }).press('Enter');
  await expect(page.getByTestId('note')).toContainText('Pelanggan lama, beri diskon @Agen Toko', BUSY);
  await expect(agentPage.getByText('Sari Wulandari mentioned you in')).toBeVisible(BUSY);
  await agentPage.getByRole('button', { name: 'Mentions: 1 unread' }).click();
  await agentPage.getByTestId('mentions').getByText('Pelanggan lama').click();
  await expect(agentPage.getByTestId('note')).toContainText('beri diskon', BUSY);
  await expect(agentPage.getByRole('button', { name: 'Mentions: 0 unread' })).toBeVisible(BUSY);
  expect(problems).toEqual([]);

  // The keys: ? lists them, k moves up the list (to the newer conversation).
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByTestId('shortcuts-help')).toContainText('Assign to me');
  await page.keyboard.press('Escape');
  await page.keyboard.press('k');
  await expect(page.getByTestId('thread-title')).toHaveText('+6281355500002', BUSY);

  // A new conversation from the inbox: a typed number, the one device, a text; it opens, queued or sent.
  await page.getByRole('button', { name: 'New conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByText('Number', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Number' }).fill('0813 5550 0099');
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Halo, ada promo minggu ini');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('thread-title')).toHaveText('+6281355500099', BUSY);
  await expect(page.getByTestId('assignee-control')).toHaveText('Sari Wulandari');
  await expect(page.getByText('Halo, ada promo minggu ini').last()).toBeVisible();
  await agentPage.context().close();
});
