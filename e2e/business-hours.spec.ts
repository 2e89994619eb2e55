import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';

// The business hours journey: the owner sets Monday to Friday 09:00-17:00 with a lunch break,
// keeps the weekend closed, adds a holiday, reloads and finds it all kept, with the line saying
// whether the business is open now in the account's zone.

/** For a page's first load or a server round trip on a busy machine. */
const BUSY = { timeout: 30_000 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const day = (page: Page, name: string) => page.getByTestId(`day-${DAYS.indexOf(name)}`);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The 28th of the month the date picker opens at, as its day buttons name it ("28 November 2026"). */
function holidayLabel(): string {
  const now = new Date();
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'Asia/Jakarta' }).format(now);
  const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(now);
  return `28 ${month} ${year}`;
}

test('the owner sets a week with a lunch break and a holiday, and finds them kept after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  await page.goto('/app/c/account/business-hours');
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible(BUSY);
  await expect(page.getByText(/No business hours set yet/)).toBeVisible(BUSY);
  await expect(page.getByText("Times are in the account's time zone: Asia/Jakarta (WIB).")).toBeVisible();

  // Monday: 09:00-12:00 and 13:00-17:00, then the same for every weekday.
  await page.getByRole('switch', { name: 'Monday open' }).check();
  const monday = day(page, 'Monday');
  await monday.getByLabel('Monday: closes').fill('12:00');
  await monday.getByRole('button', { name: 'Add hours' }).click();
  await monday.getByLabel('Monday: opens').nth(1).fill('13:00');
  await monday.getByLabel('Monday: closes').nth(1).fill('17:00');
  await page.getByRole('button', { name: 'Copy to all weekdays: Monday' }).click();
  await expect(day(page, 'Friday').getByLabel('Friday: opens')).toHaveCount(2);
  await expect(page.getByRole('switch', { name: 'Saturday open' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Business hours saved')).toBeVisible(BUSY);
  await expect(page.getByTestId('open-now')).toContainText(/Open now|Closed/);

  // A holiday: closed all day.
  await page.getByRole('button', { name: 'Add a day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a holiday or special day' });
  await dialog.getByRole('button', { name: /^Date/ }).click();
  await page.getByRole('button', { name: holidayLabel(), exact: true }).click();
  await dialog.getByLabel('Name').fill('Hari Libur Toko');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The day was saved')).toBeVisible(BUSY);
  await expect(page.getByTestId('exception')).toContainText('Hari Libur Toko');
  await shot(page, 'business-hours-saved');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Monday open' })).toBeChecked(BUSY);
  for (const name of DAYS.slice(0, 5)) {
    const opens = day(page, name).getByLabel(`${name}: opens`);
    const closes = day(page, name).getByLabel(`${name}: closes`);
    await expect(opens.nth(0)).toHaveValue('09:00');
    await expect(closes.nth(0)).toHaveValue('12:00');
    await expect(opens.nth(1)).toHaveValue('13:00');
    await expect(closes.nth(1)).toHaveValue('17:00');
  }
  await expect(page.getByRole('switch', { name: 'Saturday open' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();
  const holiday = page.getByTestId('exception');
  await expect(holiday).toContainText('Hari Libur Toko');
  await expect(holiday).toContainText('Closed all day');
  await expect(page.getByTestId('open-now')).toContainText(/(closes|opens) /);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'business-hours-phone');
});
