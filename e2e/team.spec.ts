import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { solveCaptchaWidget } from './support/captcha-widget.ts';

// The team journey: the owner adds an agent and hides customers' numbers; the agent logs in in a
// browser of their own, lands on chats, sees only their part of the sidebar and masked numbers,
// and cannot open the subscription page; the owner updates their profile.

const NUMBER = '+6281234567890';
const MASKED = '+62 812-****-7890';

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
  for (const allowed of ['Chats', 'Contacts', 'Profile']) {
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
