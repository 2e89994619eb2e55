import { expect, type Page, test } from '@playwright/test';
import { CHATS_PATHS, TEAM_PATHS } from '@siar/shared';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { solveCaptchaWidget } from './support/captcha-widget.ts';
import { connectedChatDevice, pairSandboxDevice } from './support/sandbox-devices.ts';

// The team journey: the owner adds an agent and hides customers' numbers; the agent logs in in a
// browser of their own, lands on chats, sees only their part of the sidebar and masked numbers,
// and cannot open the subscription page; the owner updates their profile.

const NUMBER = '+6281234567890';
const MASKED = '+62 812-****-7890';
/** A 1×1 PNG, as an answer's and a contact's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function addContactThroughApi(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  const response = await page.request.post('/api/v1/cpanel/contacts/', {
    headers: { 'X-CSRFTOKEN': decodeURIComponent(csrf!.value) },
    data: { name: 'Rina Pelanggan', phone: NUMBER },
  });
  expect(response.status()).toBe(201);
}

test('an agent works with masked numbers in their own part of the panel', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page);
  await addContactThroughApi(page);
  const agent = { name: 'Dewi Agen', username: `dewi_${Date.now() % 1_000_000}`, password: 'agen-rahasia-1' };

  // The owner adds the agent.
  await page.goto('/app/c/account/team');
  await page.getByRole('button', { name: 'Add team member' }).click({ timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Add team member' });
  await form.getByLabel('Full name').fill(agent.name);
  await form.getByLabel('Email').fill(`${agent.username}@example.com`);
  await form.getByLabel('Phone number').fill(`+62857${Date.now() % 100_000_000}`);
  await form.getByLabel('Username').fill(agent.username);
  await form.getByLabel(/^Password/).fill(agent.password);
  await form.getByLabel('Confirm password').fill(agent.password);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`${agent.name} can now log in`)).toBeVisible();
  await expect(page.getByRole('cell', { name: agent.username, exact: true })).toBeVisible();

  // ... and hides customers' numbers from agents.
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('switch', { name: /Hide customers/ }).click();
  await expect(page.getByText('Numbers are now hidden from team members')).toBeVisible();

  // The agent, in a browser of their own.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.goto('/login');
  await agentPage.getByRole('textbox', { name: 'Username', exact: true }).fill(agent.username);
  await agentPage.getByRole('textbox', { name: 'Password', exact: true }).fill(agent.password);
  await solveCaptchaWidget(agentPage);
  await agentPage.getByRole('button', { name: 'Log in' }).click();
  await expect(agentPage).toHaveURL('/app/c/wa-chats', { timeout: 15_000 });

  const sidebar = agentPage.getByRole('navigation', { name: 'Sidebar' });
  for (const allowed of ['Chats', 'Reports', 'Contacts', 'Profile']) {
    await expect(sidebar.getByRole('link', { name: allowed })).toBeVisible();
  }
  for (const hidden of [
    'Dashboard',
    'Devices',
    'Campaigns',
    'REST API',
    'Security',
    'Team',
    'Subscription',
  ]) {
    await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  await sidebar.getByRole('link', { name: 'Contacts' }).click();
  const table = agentPage.getByRole('table', { name: 'Contacts' });
  await expect(table).toContainText(MASKED);
  await expect(table).not.toContainText(NUMBER);

  await agentPage.goto('/app/c/account/subscription');
  await expect(agentPage.getByText('Not available to team members')).toBeVisible();
  await expect(agentPage.getByText(/^Billing belongs to the account owner/)).toBeVisible();
  await agentContext.close();

  // The owner updates their profile.
  await page.getByRole('link', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Full name').fill('Sari Wulandari Putri');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
});

test("an agent's chats and contacts pages call nothing answering 4xx and log no error", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const BUSY = { timeout: 30_000 };
  await signUpThroughApi(page);
  await addContactThroughApi(page);
  await pairSandboxDevice(page, 'Toko Agen');
  const deviceId = await connectedChatDevice(page);
  expect(
    (
      await apiPost(page, CHATS_PATHS.channels, { name: 'Toko', color: 'teal', device_ids: [deviceId] })
    ).status(),
  ).toBe(201);
  const written = await apiPost(page, CHATS_PATHS.sandboxMessage, {
    device_id: deviceId,
    from_phone: NUMBER,
    text: 'Apakah barangnya ready?',
  });
  expect(written.status(), await written.text()).toBe(200);
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

  // The agent, watched for every answer in the 400s and every console error.
  const agentPage = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  agentPage.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  agentPage.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await agentPage.goto('/');
  await logInThroughApi(agentPage, agent);

  // Chats: the conversation, an answer with a photo, the sandbox contact's photo, the channels.
  await agentPage.goto('/app/c/wa-chats');
  // The panel's first page brings its chunks: slow on a busy machine.
  await agentPage.getByTestId('conversation').click({ timeout: 60_000 });
  await expect(agentPage.getByTestId('message-text')).toHaveText('Apakah barangnya ready?', BUSY);
  expect(problems).toEqual([]);
  await agentPage
    .locator('input[type="file"]')
    .setInputFiles({ name: 'katalog.png', mimeType: 'image/png', buffer: PNG });
  await agentPage.getByRole('textbox', { name: 'Message' }).fill('Ready kak, ini katalognya');
  await agentPage.getByRole('button', { name: 'Send', exact: true }).click();
  const answer = agentPage.getByRole('img', { name: 'katalog.png' });
  await expect.poll(() => answer.evaluate((img: HTMLImageElement) => img.naturalWidth), BUSY).toBe(1);
  await agentPage.getByRole('button', { name: 'Sandbox: write as a contact' }).click();
  const dialog = agentPage.getByRole('dialog');
  await dialog.getByLabel('From number').fill(NUMBER);
  await dialog.getByLabel('Message').fill('Terima kasih');
  await dialog.getByRole('button', { name: 'Send to the device' }).click();
  await expect(agentPage.getByTestId('message-text').filter({ hasText: 'Terima kasih' })).toBeVisible(BUSY);
  expect(problems).toEqual([]);
  await agentPage.goto('/app/c/wa-chats/chat-channels');
  await expect(agentPage.getByTestId('channel-name')).toHaveText(['Toko'], BUSY);

  // Contacts, groups and the profile.
  const sidebar = agentPage.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Contacts' }).click();
  await expect(agentPage.getByRole('table', { name: 'Contacts' })).toContainText('Rina Pelanggan', BUSY);
  await agentPage.goto('/app/c/contact-groups');
  await expect(agentPage.getByText('No groups yet. Create one to send campaigns to it.')).toBeVisible(BUSY);
  await sidebar.getByRole('link', { name: 'Profile' }).click();
  await expect(agentPage.getByRole('form', { name: 'Profile' })).toBeVisible(BUSY);
  await expect(agentPage.getByRole('form', { name: 'Profile' }).getByLabel('Full name')).toHaveValue(
    'Agen Toko',
    BUSY,
  );
  expect(problems).toEqual([]);
  await agentPage.context().close();
});
