/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { CAMPAIGNS_PATHS, CONTACTS_PATHS, DEVICES_PATHS, TEMPLATES_PATHS } from '@siar/shared';
import { signUpThroughApi } from './support/accounts.ts';
import { apiPost } from './support/billing.ts';
import { campaignAudience } from './support/campaign-audience.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The dashboard read in Bengali and in Burmese in Chromium, whose Intl has no Burmese data: every
// number in the language's own digits, every date (the chart's axis too) in its words, every time
// with its zone.

const BUSY = { timeout: 60_000 };

async function firstId(page: Page, path: string): Promise<string> {
  const body = (await (await page.request.get(path)).json()) as { results: { id: string }[] };
  return body.results[0]!.id;
}

/** The dashboard's visible text: what a reader sees, not its styles. */
const visibleText = (page: Page) => page.locator('main').innerText();

const LANGUAGES = [
  { lang: 'bn', digits: /[০-৯]/, month: /জানু|ফেব|মার্চ|এপ্রি|মে|জুন|জুল|আগ|সেপ|অক্টো|নভে|ডিসে/ },
  { lang: 'my', digits: /[၀-၉]/, month: /ဇန်|ဖေ|မတ်|ဧ|မေ|ဇွန်|ဇူ|ဩ|စက်|အောက်|နို|ဒီ/ },
] as const;

test('the dashboard writes numbers and dates in Bengali and Burmese', async ({ page }) => {
  test.setTimeout(300_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir');
  await campaignAudience(page, { group: 'Pelanggan', template: 'Promo', count: 3 });
  const started = await apiPost(page, CAMPAIGNS_PATHS.campaigns, {
    name: 'Promo kilat',
    template_id: await firstId(page, TEMPLATES_PATHS.templates),
    group_ids: [await firstId(page, CONTACTS_PATHS.groups)],
    device_ids: [await firstId(page, DEVICES_PATHS.devices)],
    min_delay_seconds: 0,
    max_delay_seconds: 0,
    typing: false,
    start: true,
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const campaign = await page.request.get(`${CAMPAIGNS_PATHS.campaigns}${id}/`);
        return ((await campaign.json()) as { status: string }).status;
      },
      { timeout: 90_000 },
    )
    .toBe('completed');

  for (const { lang, digits, month } of LANGUAGES) {
    const url = String(test.info().project.use.baseURL);
    await page.context().addCookies([{ name: 'language', value: lang, url }]);
    await page.goto('/app/c/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', lang, BUSY);
    // The chart appears once the campaign's messages are counted.
    await expect(page.getByTestId('dashboard-campaign')).toHaveCount(1, BUSY);
    // The chart's days as its axis names them: "১৫ নভে", "နို ၁၅".
    const stats = page.getByTestId('dashboard-campaign-stats');
    await expect(stats).toContainText(month, BUSY);
    await page.screenshot({ path: test.info().outputPath(`dashboard-${lang}.png`), fullPage: true });

    const text = await visibleText(page);
    expect(text).toMatch(digits);
    // The chart's axes are drawn text (SVG), not part of the page's text: read them apart.
    const axes = (await stats.locator('svg text').allTextContents()).join(' ');
    expect(axes).toMatch(digits);
    expect(axes).not.toMatch(/[0-9]/);
    expect(text.match(/.{0,15}[0-9].{0,15}/g) ?? []).toEqual([]);
    expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  }
});
