/// <reference lib="dom" />
// The page-side callbacks below run in the browser, so they are typed against the DOM.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newCustomer, signUpThroughApi } from './support/accounts.ts';
import { expectFiveYearCookie, recordCookieWrites } from './support/cookies.ts';

const CODES = ['EN', 'ID', 'BN', 'MY'] as const;

/** What each switcher button turns the home page into. */
const LANGUAGES = [
  {
    button: 'ID',
    lang: 'id',
    home: 'Beranda',
    heading: 'Otomatisasi WhatsApp untuk bisnis yang sedang tumbuh',
  },
  { button: 'BN', lang: 'bn', home: 'হোম', heading: 'ক্রমবর্ধমান ব্যবসার জন্য হোয়াটসঅ্যাপ অটোমেশন' },
  { button: 'MY', lang: 'my', home: 'ပင်မစာမျက်နှာ', heading: 'တိုးတက်နေသော လုပ်ငန်းများအတွက် WhatsApp အလိုအလျောက်စနစ်' },
  { button: 'EN', lang: 'en', home: 'Home', heading: 'WhatsApp automation for growing businesses' },
] as const;

const switcherButton = (page: Page, code: string) => page.getByRole('button', { name: code, exact: true });

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'language');
}

async function expectOnlyPressed(page: Page, pressed: string) {
  for (const code of CODES) {
    await expect(switcherButton(page, code)).toHaveAttribute('aria-pressed', String(code === pressed));
  }
}

test('a first visit without a language cookie gets English and a cookie for it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[3].heading })).toBeVisible();
  await expectOnlyPressed(page, 'EN');
  expect((await languageCookie(context))?.value).toBe('en');
});

test('a first visit from Indonesia is shown in Indonesian', async ({ page, context }) => {
  await page.route('**/ajax/get-country-info/', (route) => route.fulfill({ json: { country_code: 'ID' } }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[0].heading })).toBeVisible();
  await expectOnlyPressed(page, 'ID');
  expect((await languageCookie(context))?.value).toBe('id');
});

for (const { button, lang, home, heading } of LANGUAGES) {
  test(`the ${button} button translates the site, keeps the choice for 5 years and across reloads`, async ({
    page,
    context,
  }) => {
    await recordCookieWrites(page);
    await page.goto('/');
    await expect(switcherButton(page, button)).toBeVisible();

    await switcherButton(page, button).click();

    await expectOnlyPressed(page, button);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(
      page.getByRole('navigation').first().getByRole('link', { name: home, exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    const cookie = await languageCookie(context);
    expect(cookie?.value).toBe(lang);
    expect(cookie?.path).toBe('/');
    await expectFiveYearCookie(page, cookie, 'language');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectOnlyPressed(page, button);
  });
}

test('the chosen language carries into the customer panel', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/');
  await switcherButton(page, 'BN').click();
  await expectOnlyPressed(page, 'BN');

  await page.goto('/app/c/dashboard');
  await expect(page.getByText('পরিসংখ্যান', { exact: true })).toBeVisible();
  await expectOnlyPressed(page, 'BN');
  await switcherButton(page, 'ID').click();
  await expect(page.getByText('Statistik', { exact: true })).toBeVisible();
  await expectOnlyPressed(page, 'ID');
});

test('login speaks the chosen language, its messages included', async ({ page }) => {
  await page.goto('/login');
  await switcherButton(page, 'ID').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nama pengguna', exact: true }).fill('sari_shop');
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill('kopi-susu-2026');
  await page.getByRole('main').getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Selesaikan verifikasi reCAPTCHA')).toBeVisible();
  await expect(page.locator('altcha-widget').getByText('Saya bukan robot')).toBeVisible();

  await switcherButton(page, 'MY').click();
  await expect(page.getByRole('heading', { level: 1, name: 'ဝင်ရောက်ရန်' })).toBeVisible();
  await expect(page.getByText('reCAPTCHA အတည်ပြုချက်ကို ပြီးအောင် လုပ်ပါ')).toBeVisible();
  await expect(page.locator('altcha-widget').getByText('ကျွန်ုပ်သည် စက်ရုပ် မဟုတ်ပါ')).toBeVisible();
});

test('the sign-up wizard and its lists follow the language', async ({ page }) => {
  await page.goto('/sign-up');
  await switcherButton(page, 'BN').click();
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন আপ' })).toBeVisible();
  await expect(page.getByText('ব্যক্তিগত তথ্য')).toBeVisible();
  await page.getByRole('textbox', { name: 'ইমেইল', exact: true }).fill('sari@');
  await page.getByRole('textbox', { name: 'ইমেইল', exact: true }).press('Tab');
  await expect(page.getByText('একটি সঠিক ইমেইল ঠিকানা লিখুন')).toBeVisible();

  // Country names come from the server in the language the switcher chose.
  const customer = newCustomer();
  await page.getByRole('textbox', { name: 'পুরো নাম', exact: true }).fill(customer.name);
  await page.getByRole('textbox', { name: 'ইমেইল', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'ফোন নম্বর', exact: true }).fill(customer.phone_number);
  await page.getByRole('button', { name: 'পরের' }).click();
  const country = page.getByRole('combobox', { name: 'দেশ', exact: true });
  await country.click();
  await country.fill('ইন্দো');
  await expect(page.getByRole('option', { name: 'ইন্দোনেশিয়া' })).toBeVisible();
});

test('pricing and contact follow the language', async ({ page }) => {
  await page.goto('/pricing');
  await switcherButton(page, 'MY').click();
  await expect(page.getByRole('heading', { level: 1, name: 'စျေးနှုန်း' })).toBeVisible();
  await expect(page.getByText('၂၀% လျှော့')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'မကြာခဏ မေးလေ့ရှိသော မေးခွန်းများ' })).toBeVisible();
  // Prices stay in the Indonesian format in every language.
  await expect(page.getByRole('article', { name: 'Starter' }).getByText('Rp 199.000')).toBeVisible();

  await switcherButton(page, 'ID').click();
  await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Kontak' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi kami' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Senin sampai Jumat, pukul 09.00 sampai 18.00 WIB'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByText('Tulis pesan Anda.')).toBeVisible();
});
