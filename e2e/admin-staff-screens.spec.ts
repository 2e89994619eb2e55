import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { STAFF } from './fixtures.ts';
import { logInThroughApi, signUpThroughApi } from './support/accounts.ts';
import { apiPost, logIn } from './support/billing.ts';
import { solveCaptchaWidget } from './support/captcha-widget.ts';

// The staff screens of issue 7: coupons (create, list, disable) and the contact-form messages
// (a visitor writes, staff find the message and mark it handled).

test('staff create a coupon, find it in the list and disable it; customers can then no longer apply it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const code = `STAFF${randomBytes(3).toString('hex').toUpperCase()}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, STAFF);
  await staff.getByRole('link', { name: 'Coupons' }).click();
  await expect(staff).toHaveURL('/apanel/billing/coupons');

  await staff.getByRole('button', { name: 'Create coupon' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Create coupon' });
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Discount (%)', exact: true }).fill('15');
  await dialog.getByRole('textbox', { name: 'Usage limit', exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(staff.getByText(`Coupon ${code} created.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await staff.getByRole('searchbox', { name: 'Search' }).fill(code);
  await expect(staff).toHaveURL(new RegExp(`search=${code}`));
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  const row = staff.getByTestId('coupon-row');
  await expect(row).toContainText(code);
  await expect(row).toContainText('15%');
  await expect(row).toContainText('All plans');
  await expect(row.getByTestId('coupon-uses')).toHaveText('0 / 50');
  await expect(row.getByTestId('coupon-state')).toHaveText('Active');

  // A customer can apply it while it is active.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signUpThroughApi(customer);
  const apply = () =>
    apiPost(customer, '/api/v1/account/subscription/apply-coupon/', {
      plan_id: 'starter',
      billing_cycle: 'monthly',
      coupon_code: code,
    });
  expect((await apply()).status()).toBe(200);

  await row.hover();
  await row.getByRole('button', { name: 'Disable' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Disable coupon' });
  await expect(confirm).toContainText(`Disable ${code}? Customers can no longer apply it`);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(staff.getByText(`Coupon ${code} disabled.`)).toBeVisible();
  await expect(row.getByTestId('coupon-state')).toHaveText('Disabled');
  await expect(row.getByRole('button', { name: 'Enable' })).toHaveCount(1);

  const refused = await apply();
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ coupon_code: ['Invalid or expired coupon code.'] });

  await staffContext.close();
  await customerContext.close();
});

test('a visitor sends a contact message; staff find it and mark it handled', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Visitor ${randomBytes(3).toString('hex')}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contact');
  await visitor.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
  await visitor.getByRole('textbox', { name: 'Your email', exact: true }).fill('visitor@example.co.id');
  await visitor
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Do you offer a discount for schools?');
  await solveCaptchaWidget(visitor);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(
    visitor.getByText('Thank you for your message! We will get back to you within 24 hours.'),
  ).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInThroughApi(staff, STAFF);
  await staff.goto('/apanel/dashboard');
  await staff.getByRole('link', { name: 'Contact messages' }).click();
  await expect(staff).toHaveURL('/apanel/support/contact-messages');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  const row = staff.getByTestId('contact-message-row');
  await expect(row).toContainText(name);
  await expect(row).toContainText('visitor@example.co.id');
  await expect(row).toContainText('Do you offer a discount for schools?');
  await expect(row.getByTestId('contact-message-state')).toHaveText('Open');

  await row.hover();
  await row.getByRole('button', { name: 'Mark handled' }).click();
  await expect(staff.getByText(`Message from ${name} marked handled.`)).toBeVisible();
  await expect(row.getByTestId('contact-message-state')).toHaveText('Handled');
  await expect(row).toContainText(`By ${STAFF.username}`);

  // Still handled after a reload: the server keeps it.
  await staff.reload();
  await expect(staff.getByTestId('contact-message-state')).toHaveText('Handled');

  await visitorContext.close();
  await staffContext.close();
});
