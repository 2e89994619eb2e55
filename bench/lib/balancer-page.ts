import { CAMPAIGNS_PATHS, COOKIES, CSRF_HEADER, fillPath } from '@siar/shared';
import { type Browser, chromium, type Page } from 'playwright-core';
import { onCleanup } from './processes.ts';
import type { LoggedIn } from './siar-client.ts';

// bench/balancer.ts's browser: logged-in tabs of the campaign's page through nginx, whose live
// websockets (the first, and each one a tab opens again) are counted with the frames they hear.
// nginx spreads the tabs' sockets over both API processes: some sit on the one that is killed.

export interface WatchedSocket {
  frames: number;
  closed: boolean;
}

export async function campaignTabs(base: string, login: LoggedIn, campaignId: string, count: number) {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  onCleanup(() => browser.close());
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([
    { name: COOKIES.session, value: login.session, url: base },
    { name: COOKIES.csrf, value: login.csrf, url: base },
  ]);
  const tabs: { page: Page; sockets: WatchedSocket[] }[] = [];
  for (let i = 0; i < count; i++) {
    const page = await context.newPage();
    const sockets: WatchedSocket[] = [];
    page.on('websocket', (socket) => {
      const entry = { frames: 0, closed: false };
      sockets.push(entry);
      socket.on('framereceived', () => {
        entry.frames += 1;
      });
      socket.on('close', () => {
        entry.closed = true;
      });
    });
    await page.goto(`/app/c/campaigns/${campaignId}`);
    await page.waitForFunction(() => document.body.textContent?.includes('Balancer'), null, {
      timeout: 60_000,
    });
    tabs.push({ page, sockets });
  }
  return tabs;
}

/** What the page's Resume button does: POST with the CSRF token from the cookie, through nginx. */
export async function resumeFromPage(page: Page, campaignId: string): Promise<number> {
  return page.evaluate(
    async ([path, csrfName, csrfHeader]) => {
      const token = document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${csrfName}=`))
        ?.split('=')[1];
      const response = await fetch(path!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [csrfHeader!]: token ?? '' },
        body: '{}',
      });
      return response.status;
    },
    [fillPath(CAMPAIGNS_PATHS.resume, { campaign_id: campaignId }), COOKIES.csrf, CSRF_HEADER] as const,
  );
}
