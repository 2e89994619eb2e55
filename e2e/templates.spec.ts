import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';

// The content templates journey: a customer writes a template with a variable and an image, sees
// the preview fill the variable for the sample contact, saves it, moves it to the trash (which
// shows its purge date) and restores it. Then the page at a phone's width.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const row = (page: Page, name: string) => page.getByTestId('template-row').filter({ hasText: name });

test('a template with a variable and an image: previewed, saved, trashed and restored', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  await page.goto('/app/c/campaigns/content-templates');
  // The first load brings the page's chunk: slow on a busy machine.
  await expect(page.getByTestId('templates-empty')).toContainText('No templates yet', { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
    'href',
    '/app/c/campaigns',
  );

  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByLabel('Template name').fill('June promo');
  const body = editor.getByRole('textbox', { name: 'Message' });
  await body.fill('{Hi|Hello} , our June sale starts today!');
  // The variable goes where the cursor is: after the greeting.
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(11, 11));
  await editor.getByRole('button', { name: 'Insert the variable name' }).click();
  await expect(body).toHaveValue('{Hi|Hello} {{name}}, our June sale starts today!');
  const preview = editor.getByTestId('template-preview');
  await expect(preview).toContainText(/(Hi|Hello) Sari, our June sale starts today!/);

  await editor
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sale.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByTestId('template-attachment')).toContainText('sale.png');
  await expect(preview.getByRole('img', { name: 'sale.png' })).toBeVisible();
  await shot(page, 'template-editor');
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(editor).toBeHidden();

  await expect(row(page, 'June promo')).toContainText('{Hi|Hello} {{name}}, our June sale starts today!');
  await expect(row(page, 'June promo').getByLabel('Attachment: sale.png')).toBeVisible();

  await page.getByRole('button', { name: 'Move June promo to the trash' }).click();
  await expect(
    page.getByText(/June promo moved to the trash\. It will be deleted for good on/),
  ).toBeVisible();
  await expect(page.getByTestId('templates-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Trash' }).click();
  const purge = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const purgeDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(purge);
  await expect(row(page, 'June promo')).toContainText(purgeDay.split(' ')[1]!);
  await shot(page, 'templates-trash');

  await page.getByRole('button', { name: 'Restore June promo' }).click();
  await expect(page.getByTestId('templates-empty')).toContainText('The trash is empty');
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(row(page, 'June promo')).toBeVisible();

  // At a phone's width the editor takes the screen and nothing spills sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Edit June promo' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  await expect(edit.getByTestId('template-preview')).toContainText('Sari');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'template-editor-390');
});
