import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';

const card = (page: Page, plan: string) => page.getByRole('article', { name: plan });

test.describe('pricing page', () => {
  test('shows monthly prices first and yearly ones with their badge, in rupiah', async ({ page }) => {
    await page.goto('/pricing');
    const cycle = page.getByRole('radiogroup', { name: 'Billing cycle' });
    await expect(cycle.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(cycle.getByText('20% OFF', { exact: true })).toBeVisible();

    await expect(card(page, 'Starter').getByText('Rp 199.000')).toBeVisible();
    await expect(card(page, 'Professional').getByText('Rp 399.000')).toBeVisible();
    await expect(card(page, 'Enterprise').getByText('Rp 799.000')).toBeVisible();
    await expect(card(page, 'Professional').getByText('Most popular')).toBeVisible();
    await expect(card(page, 'Starter').getByText('Most popular')).toHaveCount(0);

    await expect(card(page, 'Starter').getByText('Up to 5 WhatsApp numbers (devices)')).toBeVisible();
    await expect(card(page, 'Starter').getByText('Up to 1,000 contacts')).toBeVisible();
    await expect(card(page, 'Professional').getByText('Up to 15 WhatsApp numbers (devices)')).toBeVisible();
    await expect(card(page, 'Professional').getByText('Up to 10,000 contacts')).toBeVisible();
    await expect(card(page, 'Enterprise').getByText('Unlimited WhatsApp numbers (devices)')).toBeVisible();
    await expect(card(page, 'Enterprise').getByText('Unlimited contacts')).toBeVisible();
    await expect(card(page, 'Starter').getByRole('link', { name: 'Try Starter free' })).toHaveAttribute(
      'href',
      '/sign-up?plan=starter&billing=monthly',
    );

    await cycle.getByText('Yearly', { exact: true }).click();
    await expect(cycle.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(card(page, 'Starter').getByText('Rp 1.590.000')).toBeVisible();
    await expect(card(page, 'Professional').getByText('Rp 3.190.000')).toBeVisible();
    await expect(card(page, 'Enterprise').getByText('Rp 6.390.000')).toBeVisible();
    await expect(card(page, 'Enterprise').getByRole('link', { name: 'Try Enterprise free' })).toHaveAttribute(
      'href',
      '/sign-up?plan=enterprise&billing=yearly',
    );

    await cycle.getByText('Monthly', { exact: true }).click();
    await expect(card(page, 'Starter').getByText('Rp 199.000')).toBeVisible();
  });

  test('answers the common questions', async ({ page }) => {
    await page.goto('/pricing');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await faq.getByRole('button', { name: 'Do you offer refunds?' }).click();
    await expect(faq.getByText('Annual plans have a 30-day money-back guarantee.')).toBeVisible();
  });

  test('sends logged-in customers to their subscription page with the plan chosen', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/pricing');
    await page.getByText('Yearly', { exact: true }).click();
    await expect(
      card(page, 'Professional').getByRole('link', { name: 'Choose Professional' }),
    ).toHaveAttribute('href', '/app/c/account/subscription?plan=professional&billing=yearly');
  });
});

test.describe('legal pages', () => {
  test('the refund policy states every rule', async ({ page }) => {
    await page.goto('/refund');
    const main = page.getByRole('main');
    for (const text of [
      'Annual plans: 30-day money-back guarantee',
      'Monthly plans are not refundable',
      /more than 1 hour between 6 AM and 12 AM \(midnight\) WIB, we add 24 hours of free service/,
      /between 02:00 and 04:00 WIB/,
      /within 2-3 business days/,
      'Approved refunds are issued within 5-10 business days as credit vouchers.',
      /at least 30 days before/,
    ]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    const timing = main.getByRole('table');
    for (const [method, time] of [
      ['Bank transfer', '3-5 days'],
      ['Virtual account (BCA)', '1-3 days'],
      ['QRIS', '1-2 days'],
      ['Cryptocurrency', '1-24 hours'],
    ]) {
      await expect(timing.getByRole('row', { name: `${method} ${time}` })).toBeVisible();
    }
  });

  test('the terms of service cover the account, billing, acceptable use and the law', async ({ page }) => {
    await page.goto('/terms');
    for (const heading of [
      'Your account',
      'Free trial',
      'Plans and payment',
      'Acceptable use',
      'Your data',
      'Governing law and contact',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });
});
