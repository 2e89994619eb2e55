/// <reference lib="dom" />
// The page-side callbacks below run in the browser, so they are typed against the DOM.
import { expect, type Page } from '@playwright/test';

const FIVE_YEARS_SECONDS = 5 * 365 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/** Chromium caps every cookie's lifetime at 400 days (RFC 6265bis), whatever Max-Age says. */
const BROWSER_COOKIE_CAP_SECONDS = 400 * DAY_SECONDS;

/** Records what the page writes to document.cookie, to read the Max-Age it asked for. */
export async function recordCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const writes: string[] = [];
    Object.assign(window, { cookieWrites: writes });
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return native?.get?.call(this);
      },
      set(value: string) {
        writes.push(value);
        native?.set?.call(this, value);
      },
    });
  });
}

async function lastCookieWrite(page: Page, name: string): Promise<string | undefined> {
  const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
  return writes.filter((write) => write.startsWith(`${name}=`)).at(-1);
}

/** The app asks for 5 years; the browser keeps it as long as it allows. */
export async function expectFiveYearCookie(
  page: Page,
  cookie: { expires: number } | undefined,
  name: string,
) {
  expect(await lastCookieWrite(page, name)).toContain(`Max-Age=${FIVE_YEARS_SECONDS}`);
  const expected = Date.now() / 1000 + Math.min(FIVE_YEARS_SECONDS, BROWSER_COOKIE_CAP_SECONDS);
  expect(Math.abs((cookie?.expires ?? 0) - expected)).toBeLessThan(DAY_SECONDS);
}
