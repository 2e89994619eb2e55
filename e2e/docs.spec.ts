import { type Browser, expect, type Page, test } from '@playwright/test';
import { STAFF } from './fixtures.ts';
import { logInThroughApi } from './support/accounts.ts';

// The docs site on its own host: docs.localhost (Chromium resolves *.localhost to this machine) on
// the test server's port. Its content is the repository's Markdown, loaded when the server started.

function docsUrl(baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = 'docs.localhost';
  return url.href;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentation sections' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function staffPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await logInThroughApi(page, STAFF);
  return page;
}

test('the empty path says what to do, then opens the first document; the sidebar moves between documents', async ({
  page,
  baseURL,
}) => {
  // Hold the sections back until the empty path's text was seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/sections/', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(docsUrl(baseURL));
  await expect(page.getByText('Select a document to view its content')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Docs', { exact: true })).toBeVisible();
  release();

  await expect(page).toHaveURL(/\/getting-started\/sign-up-and-plans$/);
  await expect(heading(page)).toHaveText('Sign up, trial and plans');
  await expect(page.getByRole('table').first()).toContainText('Professional');
  const first = sidebar(page).getByRole('link', { name: 'Sign up, trial and plans' });
  await expect(first).toHaveAttribute('aria-current', 'page');
  await expect(first).toHaveAttribute('aria-disabled', 'true');

  await sidebar(page).getByRole('link', { name: 'Warmup' }).click();
  await expect(page).toHaveURL(/\/devices\/warmup$/);
  await expect(heading(page)).toHaveText('Warmup');
  await expect(page.getByRole('cell', { name: 'Break after total messages' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Warmup' })).toHaveAttribute('aria-current', 'page');
  await expect(first).not.toHaveAttribute('aria-current', 'page');

  // Headings carry anchors, code is highlighted.
  await sidebar(page).getByRole('link', { name: 'REST API and webhooks' }).click();
  await expect(page.locator('h2#verifying-a-signature')).toBeVisible();
  await expect(page.locator('pre code.hljs.language-javascript')).toBeVisible();

  // The logo goes to the root, which opens the first document again.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/getting-started\/sign-up-and-plans$/);
});

test('the language switcher picks the variant; a document without one shows English', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Staff write a document in English only.
  const staff = await staffPage(browser);
  await staff.goto('/apanel/docs');
  const section = staff.getByRole('region', { name: 'Getting started' });
  await section.getByRole('button', { name: 'New document' }).click();
  const editor = staff.getByRole('dialog', { name: 'New document' });
  await editor.getByRole('textbox', { name: 'Slug' }).fill('english-only');
  await editor.getByRole('textbox', { name: 'Title (English)' }).fill('Only in English');
  await editor
    .getByRole('textbox', { name: 'Body (Markdown)' })
    .fill('This page has **no translation** yet.');
  await expect(editor.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'no translation',
  );
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Document Only in English saved')).toBeVisible();
  await staff.context().close();

  await page.goto(docsUrl(baseURL, '/devices/pairing-a-device'));
  await expect(heading(page)).toHaveText('Pairing a device');
  await page.getByRole('banner').getByRole('button', { name: 'ID', exact: true }).click();
  await expect(heading(page)).toHaveText('Menghubungkan perangkat');
  await expect(
    page
      .getByRole('navigation', { name: 'Bagian dokumentasi' })
      .getByRole('link', { name: 'Kebijakan pengembalian dana' }),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'MY', exact: true }).click();
  await expect(heading(page)).toHaveText('စက်ချိတ်ဆက်ခြင်း');

  // The cookie keeps the choice; the English-only document falls back to English.
  await page.goto(docsUrl(baseURL, '/getting-started/english-only'));
  await expect(heading(page)).toHaveText('Only in English');
  await expect(page.getByText('This page has no translation yet.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'ငွေတောင်းခံခြင်း' }).getByRole('link', { name: 'ငွေပြန်အမ်းမူဝါဒ' }),
  ).toBeVisible();
});

test('at phone width the sidebar is a drawer', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(docsUrl(baseURL, '/getting-started/sign-up-and-plans'));
  await expect(heading(page)).toHaveText('Sign up, trial and plans');
  // Collapsed, the drawer waits off screen.
  await expect(sidebar(page)).not.toBeInViewport();
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(sidebar(page)).toBeInViewport();
  await sidebar(page).getByRole('link', { name: 'Contact groups' }).click();
  await expect(heading(page)).toHaveText('Contact groups');
  await expect(sidebar(page)).not.toBeInViewport();
});

test('staff edit a document and the site shows it; product links open the right document', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const staff = await staffPage(browser);
  await staff.goto('/apanel/docs');
  await staff.getByRole('button', { name: 'Edit Refund policy' }).click();
  const editor = staff.getByRole('dialog', { name: 'Edit document' });
  const body = editor.getByRole('textbox', { name: 'Body (Markdown)' });
  await expect(body).toHaveValue(/30-day money-back guarantee/);
  await body.fill(
    `${await body.inputValue()}\n\n## Questions\n\nStaff answer refund questions the same day.`,
  );
  await expect(
    editor.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Questions' }),
  ).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Document Refund policy saved')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Billing' }).getByText('Edited by staff')).toBeVisible();
  await staff.context().close();

  await page.goto(docsUrl(baseURL, '/billing/refund-policy'));
  await expect(page.getByText('Staff answer refund questions the same day.')).toBeVisible();

  // The public footer's links lead into the docs host, in the reader's language.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'REST API' })).toHaveAttribute(
    'href',
    docsUrl(baseURL, '/developers/rest-api-and-webhooks?lang=en'),
  );
  await footer.getByRole('link', { name: 'Documentation' }).click();
  await expect(heading(page)).toHaveText('Sign up, trial and plans');
});
