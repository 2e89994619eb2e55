import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { CHATS_PATHS, fillPath, TEAM_PATHS } from '@siar/shared';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { connectedChatDevice, pairSandboxDevice } from './support/sandbox-devices.ts';

// The inbox reports (issue 24, part 8): a contact writes twice; the owner answers one
// conversation and gives the other to an agent (through the API: the clicks are the inbox's
// journeys). The owner's report counts both, with a first response time and a row per member, and
// exports the CSV; the agent's counts only their own. Then the page in four languages on a
// 390 px phone, with nothing wider than the screen.

const BUSY = { timeout: 30_000 };

async function conversationOf(page: Page, deviceId: string, phone: string, text: string) {
  const written = await apiPost(page, CHATS_PATHS.sandboxMessage, {
    device_id: deviceId,
    from_phone: phone,
    text,
  });
  expect(written.status(), await written.text()).toBe(200);
  let id = '';
  await expect
    .poll(async () => {
      const list = await page.request.get(CHATS_PATHS.conversations);
      const body = (await list.json()) as { results: { conversation_id: string; phone: string }[] };
      id = body.results.find((c) => c.phone === phone)?.conversation_id ?? '';
      return id;
    }, BUSY)
    .not.toBe('');
  return id;
}

async function assign(page: Page, conversationId: string, userId: string) {
  const assigned = await apiPost(page, fillPath(CHATS_PATHS.assignee, { conversation_id: conversationId }), {
    user_id: userId,
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
}

/** Whether anything on the page is wider than the window (a sideways scroll on a phone). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the owner reports on everyone and exports it, an agent on themselves, in four languages on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Toko Laporan');
  const deviceId = await connectedChatDevice(page);
  const agent = { username: `lapor_${Date.now() % 1_000_000}`, password: 'agen-rahasia-1' };
  const added = await apiPost(page, TEAM_PATHS.members, {
    name: 'Agen Laporan',
    email: `${agent.username}@example.com`,
    phone_number: `+62857${Date.now() % 100_000_000}`,
    username: agent.username,
    password: agent.password,
    confirm_password: agent.password,
  });
  expect(added.status(), await added.text()).toBe(201);
  const members = (await (await page.request.get(CHATS_PATHS.members)).json()) as {
    results: { id: string; name: string }[];
  };
  const [owner, agentMember] = members.results;

  const answered = await conversationOf(page, deviceId, '+6281355560001', 'Halo, ada stok?');
  await assign(page, answered, owner!.id);
  const reply = await apiPost(page, fillPath(CHATS_PATHS.messages, { conversation_id: answered }), {
    text: 'Ada, kak!',
  });
  expect(reply.status(), await reply.text()).toBe(201);
  await assign(page, await conversationOf(page, deviceId, '+6281355560002', 'Mau tanya'), agentMember!.id);

  // The owner: both conversations, one answer with its time, a row per member.
  await page.goto('/app/c/reports');
  await expect(page.getByTestId('report-opened-value')).toHaveText('2', BUSY);
  await expect(page.getByTestId('report-received-value')).toHaveText('2');
  await expect(page.getByTestId('report-sent-value')).toHaveText('1');
  await expect(page.getByTestId('report-first-response-value')).toHaveText(/^\d+ (s|min)$/);
  const rows = page.getByTestId('report-member');
  await expect(rows.filter({ hasText: owner!.name }).getByTestId('report-member-messages_sent')).toHaveText(
    '1',
  );
  await expect(rows.filter({ hasText: 'Agen Laporan' }).getByTestId('report-member-opened')).toHaveText('1');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^siar-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('date,channel,member,opened,resolved');
  expect(csv).toContain(`,${owner!.name},1,0,`);
  expect(csv).toContain(',Agen Laporan,1,0,');

  // The agent: their own conversation only, and no member's row.
  const agentPage = await (await browser.newContext()).newPage();
  await agentPage.goto('/');
  await logInThroughApi(agentPage, agent);
  await agentPage.goto('/app/c/reports');
  await expect(agentPage.getByTestId('report-opened-value')).toHaveText('1', BUSY);
  await expect(agentPage.getByTestId('report-sent-value')).toHaveText('0');
  await expect(agentPage.getByTestId('report-member')).toHaveCount(0);
  await agentPage.context().close();

  // A phone, in each language: the page's title in its words, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const url = String(test.info().project.use.baseURL);
  for (const [lang, title] of [
    ['en', 'Reports'],
    ['id', 'Laporan'],
    ['bn', 'রিপোর্ট'],
    ['my', 'အစီရင်ခံစာများ'],
  ] as const) {
    await page.context().addCookies([{ name: 'language', value: lang, url }]);
    await page.goto('/app/c/reports');
    await expect(page.locator('html')).toHaveAttribute('lang', lang, BUSY);
    await expect(page.getByRole('heading', { name: title })).toBeVisible(BUSY);
    await expect(page.getByTestId('report-chart-messages').locator('svg').first()).toBeVisible(BUSY);
    await expect.poll(() => overflows(page), BUSY).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`reports-${lang}.png`), fullPage: true });
  }
});
