import { type Browser, expect, type Page, test } from '@playwright/test';
import { STAFF } from './fixtures.ts';
import { newCustomer } from './support/accounts.ts';
import { logIn, signUp } from './support/billing.ts';

// Staff lists and the customer panel's guard: when the trial is over, every panel page sends the
// customer to the subscription page; an ended subscription can then be force-deleted.

/** A customer who just signed up (on the trial, panel open) and a staff member, each in a browser of their own. */
async function customerAndStaff(browser: Browser) {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const person = newCustomer();
  await signUp(customer, person);
  await expect(customer.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, STAFF);
  const close = async () => {
    await staffContext.close();
    await customerContext.close();
  };
  return { customer, staff, person, close };
}

async function findSubscription(staff: Page, email: string) {
  await staff.goto('/apanel/customer/subscriptions');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  return staff.getByTestId('subscription-row');
}

test('when the trial runs out the panel sends the customer to the subscription page', async ({ browser }) => {
  test.setTimeout(120_000);
  const { customer, staff, person, close } = await customerAndStaff(browser);

  // Time passes: staff move the trial's end date into the past, as if its seven days were over.
  const row = await findSubscription(staff, person.email);
  await row.hover();
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Edit subscription' });
  const endDate = dialog.getByRole('textbox', { name: 'End date' });
  await endDate.fill('2020-01-31');
  await endDate.blur();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByText('Subscription updated.')).toBeVisible();
  await expect(row).toContainText('2020');

  await customer.goto('/app/c/wa-devices');
  await expect(customer).toHaveURL('/app/c/account/subscription');
  await expect(customer.getByTestId('account-standing')).toContainText('Your free trial has ended.');
  await expect(customer.getByText('Select your plan')).toBeVisible();

  await close();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('staff end a subscription, force-delete it, and grant one by hand', async ({ browser }) => {
  test.setTimeout(150_000);
  const { customer, staff, person, close } = await customerAndStaff(browser);
  // A page past the end of the list is corrected to the last one.
  await staff.goto('/apanel/customer/subscriptions?page=999');
  await expect(staff.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  await expect(staff).toHaveURL(/[?&]page=1$/);

  // Nothing matches: the spec's empty text, and a total of 0.
  await staff.getByRole('searchbox', { name: 'Search' }).fill('no-such-customer-anywhere');
  await expect(staff.getByText('No record available')).toBeVisible();
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 0');

  await staff.getByRole('searchbox', { name: 'Search' }).fill(person.email);
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  const row = staff.getByTestId('subscription-row');
  await expect(row).toContainText(person.name);
  await expect(row).toContainText('Trial');
  await expect(row).toContainText('Awaiting device');
  // Ended subscriptions only can be force-deleted.
  await expect(row.getByRole('button', { name: 'Force delete' })).toHaveCount(0);
  await shot(staff, '1-staff-subscriptions');

  // Staff end the trial.
  await row.hover();
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Edit subscription' });
  await expect(dialog).toContainText(`Subscription of ${person.name}`);
  await expect(dialog.getByRole('textbox', { name: 'End date' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Ended' }).click();
  await shot(staff, '2-edit-subscription');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByText('Subscription updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Ended');

  // The customer opens the dashboard and lands on the subscription page.
  await customer.goto('/app/c/dashboard');
  await expect(customer).toHaveURL('/app/c/account/subscription');
  await expect(customer.getByTestId('account-standing')).toContainText('Your free trial has ended.');
  await expect(customer.getByText('Select your plan')).toBeVisible();
  // Every other panel page too; the subscription page itself stays open.
  await customer.goto('/app/c/contacts');
  await expect(customer).toHaveURL('/app/c/account/subscription');
  await shot(customer, '3-guard');

  // An ended subscription: no Edit, and Force delete after the spec's warning.
  await row.hover();
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Force delete' }).click();
  const warning = staff.getByRole('dialog', { name: 'Force delete' });
  await expect(warning).toContainText('Warning! Record will be permanently deleted');
  await warning.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(staff.getByText('Subscription deleted.')).toBeVisible();
  await expect(staff.getByText('No record available')).toBeVisible();
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 0');

  // Add Subscription: staff grant Starter by hand, and the panel opens again.
  await staff.getByRole('button', { name: 'Add Subscription' }).click();
  const add = staff.getByRole('dialog', { name: 'Add Subscription' });
  await add.getByRole('combobox', { name: 'Customer account' }).fill(person.username);
  await staff.getByRole('option', { name: new RegExp(person.username) }).click();
  await add.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Active' }).click();
  await shot(staff, '4-add-subscription');
  await add.getByRole('button', { name: 'Add Subscription' }).click();
  await expect(staff.getByText('Subscription added.')).toBeVisible();
  await expect(staff.getByTestId('list-total')).toHaveText('Total: 1');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Starter');
  await shot(staff, '5-staff-subscriptions-after');

  await customer.goto('/app/c/dashboard');
  await expect(customer).toHaveURL('/app/c/dashboard');
  await expect(customer.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await close();
});
