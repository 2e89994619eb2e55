import { expect, type Page, test } from '@playwright/test';
import { solveCaptchaWidget } from './support/captcha-widget.ts';

const CONTACT_PATH = '**/api/v1/site/contact/';

async function fillMessage(page: Page) {
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Budi Santoso');
  await page.getByRole('textbox', { name: 'Your email', exact: true }).fill('budi@example.co.id');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Can I connect two WhatsApp numbers on the Starter plan?');
}

test.describe('contact page', () => {
  test('shows support hours and reply time, and thanks the visitor for a message', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByText('Monday to Friday, 9 AM to 6 PM WIB')).toBeVisible();
    await expect(main.getByText('We reply within 24 hours.', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a message.')).toBeVisible();

    await fillMessage(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please complete the reCAPTCHA verification')).toBeVisible();

    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Thank you for your message! We will get back to you within 24 hours.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue('');
  });

  test('says sorry when the message could not be sent', async ({ page }) => {
    await page.route(CONTACT_PATH, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto('/contact');
    await fillMessage(page);
    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Sorry, there was an error sending your message. Please try again.'),
    ).toBeVisible();
    // What was typed stays, ready for another try.
    await expect(page.getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue('Budi Santoso');
  });
});
