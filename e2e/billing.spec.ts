import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { addCycle } from '../apps/server/src/modules/billing/periods.ts';
import { STAFF } from './fixtures.ts';
import { newCustomer } from './support/accounts.ts';
import { createCoupon, logIn, signUp } from './support/billing.ts';

// The journey of issue 4: a customer on the free trial buys Professional yearly by bank transfer
// with a coupon and says it is paid; staff find the payment by search and confirm it; the page the
// customer still has open shows the confirmation by itself, then the plan in force.

/** "Rp 3.190.000" as the page writes it (Indonesian format; the space may be a no-break one). */
const rupiah = (amount: number) =>
  new RegExp(`Rp\\s${amount.toLocaleString('id-ID').replace(/\./g, '\\.')}$`);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a trial customer buys Professional yearly with a coupon; staff confirm; the open page follows', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const coupon = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;

  // Staff: log in, and create a 10% coupon for Professional (coupons have no screen in the spec).
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, STAFF);
  await expect(staff).toHaveURL('/apanel/dashboard');
  await createCoupon(staff, { code: coupon, kind: 'percent', value: 10, plan_ids: ['professional'] });

  // The customer signs up (7-day trial) and opens the subscription page: step 1.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const person = newCustomer();
  await signUp(customer, person);
  await customer.getByRole('link', { name: 'Subscription' }).click();
  await expect(customer).toHaveURL('/app/c/account/subscription');
  await expect(customer.getByTestId('account-standing')).toContainText(
    'You are on the free trial of Starter',
  );
  const trial = await customer.request.get('/api/v1/account/onboarding/check-subscription/');
  const trialEnd = new Date((await trial.json()).subscription.end_date);
  const professional = customer.getByTestId('plan-professional');
  await expect(professional.getByText(rupiah(399000))).toBeVisible();
  await expect(customer.getByText('20% OFF')).toBeVisible();
  await customer.getByText('Yearly', { exact: true }).click();
  await expect(professional.getByText(rupiah(3190000))).toBeVisible();
  await shot(customer, '1-select-plan');

  // Step 2, Checkout.
  await professional.getByRole('button', { name: 'Select Professional' }).click();
  await expect(customer.getByText('Plan selected: Professional')).toBeVisible();
  const summary = customer.getByTestId('checkout-summary');
  await expect(summary).toContainText('Professional');
  await expect(summary).toContainText('Yearly');
  await expect(customer.getByTestId('checkout-total')).toHaveText(rupiah(3190000));
  await customer.getByRole('radio', { name: /Bank transfer/ }).click();

  await customer.getByLabel('Coupon code').fill('NOT-A-COUPON');
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByText('Invalid or expired coupon code.').first()).toBeVisible();
  await customer.getByLabel('Coupon code').fill(coupon.toLowerCase());
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(customer.getByTestId('checkout-discount')).toHaveText(/319\.000/);
  await expect(customer.getByTestId('checkout-total')).toHaveText(rupiah(2871000));
  await shot(customer, '2-checkout');

  // Step 3, Payment: bank details, the exact amount with its unique code, a live countdown.
  await customer.getByRole('button', { name: 'Create payment' }).click();
  await expect(customer.getByText('Payment created successfully!')).toBeVisible();
  await expect(customer.getByText('BCA (Bank Central Asia)')).toBeVisible();
  await expect(customer.getByText('1234567890')).toBeVisible();
  await expect(customer.getByText('PT Siar Demo Indonesia')).toBeVisible();
  const totalText = (await customer.getByTestId('payment-total').textContent()) ?? '';
  const total = Number(totalText.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(2871000);
  expect(total).toBeLessThan(2872000);
  const countdown = customer.getByTestId('payment-countdown');
  await expect(countdown).toHaveText(/^2[34]:\d\d:\d\d$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '');
  // Steps are locked while a payment is open.
  const planStep = customer.getByRole('button', { name: /Select your plan/ });
  await expect(planStep).toBeDisabled();
  await planStep.click({ force: true });
  await expect(countdown).toBeVisible();
  await shot(customer, '3-payment');

  await customer.getByRole('button', { name: 'I have paid' }).click();
  await expect(customer.getByText('Awaiting confirmation').first()).toBeVisible();
  await expect(customer.getByText('Payment confirmed! We will process it shortly.')).toBeVisible();
  await shot(customer, '4-awaiting-confirmation');
  // A marker that a reload would wipe.
  await customer.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // Staff find the payment by the customer's username and confirm it.
  await staff.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(staff).toHaveURL('/apanel/customer/payments');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(person.username);
  await expect(staff).toHaveURL(new RegExp(`search=${person.username}`));
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  const row = staff.getByTestId('payment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(person.name);
  await expect(row.getByTestId('payment-amount')).toHaveText(rupiah(total));
  await expect(row).toContainText('Awaiting confirmation');
  await shot(staff, '5-staff-payments');
  await row.hover();
  await row.getByRole('button', { name: 'Confirm payment' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to mark this payment as completed?');
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(staff.getByText('Payment confirmed successfully.')).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);

  // The customer's open page: the plan in force, without a reload, and no more "will process".
  const active = customer.getByTestId('active-subscription');
  await expect(active).toBeVisible({ timeout: 15_000 });
  await expect(customer.getByText('Payment confirmed! We will process it shortly.')).toHaveCount(0);
  await expect(active).toContainText('Professional');
  await expect(active).toContainText('Yearly');
  // The paid year starts when the trial ends: no trial day is lost.
  const paidUntil = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' });
  await expect(active.getByTestId('subscription-end-date')).toHaveText(
    paidUntil.format(addCycle(trialEnd, 'yearly')),
  );
  expect(
    await customer.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);
  await shot(customer, '6-active-plan');

  // A fresh visit shows the plan in force and no purchase flow.
  await customer.reload();
  await expect(customer.getByTestId('active-subscription')).toContainText('Professional');
  await expect(customer.getByText('Select your plan')).toHaveCount(0);

  await staffContext.close();
  await customerContext.close();
});

test('a plan chosen on the pricing page opens checkout; an open payment survives a reload; cancelling goes back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, newCustomer());

  // From the pricing page, logged in: straight to checkout with the plan chosen.
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Choose Professional' }).click();
  await expect(page).toHaveURL('/app/c/account/subscription');
  await expect(page.getByText('Plan selected: Professional')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(rupiah(399000));

  // QRIS: the payload as a QR image.
  await page.getByRole('radio', { name: /QRIS/ }).click();
  await page.getByRole('button', { name: 'Create payment' }).click();
  await expect(page.getByRole('img', { name: /QRIS code to pay/ })).toBeVisible();
  await shot(page, 'qris');

  // The open payment is what the page shows after a reload (pending-payment answers 200).
  await page.reload();
  await expect(page.getByRole('img', { name: /QRIS code to pay/ })).toBeVisible();
  await expect(page.getByTestId('payment-countdown')).toBeVisible();

  // Cancel: back to checkout with the payment's plan; another method can be chosen.
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel this payment only if you have not paid it.');
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('The payment is cancelled.')).toBeVisible();
  await expect(page.getByTestId('checkout-summary')).toContainText('Professional');

  // Back to the plans clears the choice; Starter yearly by cryptocurrency.
  await page.getByRole('button', { name: 'Back to plans' }).click();
  await expect(page.getByTestId('plan-starter')).toBeVisible();
  await page.getByText('Yearly', { exact: true }).click();
  await page.getByTestId('plan-starter').getByRole('button', { name: 'Select Starter' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(rupiah(1590000));
  await page.getByRole('radio', { name: /Cryptocurrency/ }).click();
  await page.getByRole('button', { name: 'Create payment' }).click();
  await expect(page.getByText('Tron (TRC20)', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+\.\d\d USDT$/)).toBeVisible();
  await shot(page, 'crypto');
});
