/// <reference lib="dom" />
// The page-side callbacks below run in the browser, so they are typed against the DOM.
import { type BrowserContext, expect, type Locator, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';

// Burmese and Bengali as their readers see them, and the panels on a phone.

async function useLanguage(context: BrowserContext, language: string, baseURL: string | undefined) {
  await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
}

/** Line height over font size, as the browser lays the element out. */
function lineHeightRatio(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
  });
}

test('Burmese pricing cards leave room between wrapped lines, and the badge shows its text whole', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, 'my', baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  const card = page.getByRole('article', { name: 'Professional' });
  await expect(card).toBeVisible();

  // Burmese stacks marks above and below its letters: below 1.8 wrapped lines touch.
  const feature = card.getByRole('listitem').nth(2);
  expect(await lineHeightRatio(feature)).toBeGreaterThanOrEqual(1.8);
  expect(await lineHeightRatio(card.locator('p').first())).toBeGreaterThanOrEqual(1.8);

  const badge = card.locator('.mantine-Badge-root');
  const clipped = await badge.evaluate((node) => node.scrollHeight > node.clientHeight);
  expect(clipped).toBe(false);
});

test('Bengali and Burmese pages are drawn in the self-hosted Noto fonts', async ({
  page,
  context,
  baseURL,
}) => {
  for (const [language, family, sample] of [
    ['bn', 'Noto Sans Bengali', 'অ'],
    ['my', 'Noto Sans Myanmar', 'က'],
  ] as const) {
    await useLanguage(context, language, baseURL);
    const font = page.waitForResponse((response) =>
      response.url().includes(family.toLowerCase().replaceAll(' ', '-')),
    );
    await page.goto('/');
    expect((await font).status()).toBe(200);
    await expect
      .poll(() =>
        page.evaluate(([f, s]) => document.fonts.check(`16px "${f}"`, s), [family, sample] as const),
      )
      .toBe(true);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'my', 'bn'] as const) {
    test(`the customer panel's page title is not cut short by the language switcher (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await signUpThroughApi(page);
      await useLanguage(context, language, baseURL);
      await page.goto('/app/c/dashboard');
      const title = page.getByRole('banner').getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      const cut = await title.evaluate((node) => node.scrollWidth > node.clientWidth);
      expect(cut).toBe(false);

      // The languages are one tap away, in a menu (labelled in the page's language).
      await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expect(title).toHaveText('Dasbor');
    });
  }
});
