import { expect, type Page } from '@playwright/test';
import type { Customer } from './accounts.ts';

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Picks an option of a searchable select by typing part of it, as a person would. */
export async function pick(page: Page, select: string, search: string, option: string | RegExp) {
  const combobox = page.getByRole('combobox', { name: select, exact: true });
  await combobox.click();
  await combobox.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(combobox).toHaveValue(typeof option === 'string' ? option : /.+/);
}

/** Step 1, Personal Info, filled; leaves the phone field by Tab so its check runs. */
export async function fillPersonalInfo(
  page: Page,
  customer: Pick<Customer, 'name' | 'email' | 'phone_number'>,
) {
  await field(page, 'Full name').fill(customer.name);
  await field(page, 'Email').fill(customer.email);
  await field(page, 'Phone number').fill(customer.phone_number);
  await field(page, 'Phone number').press('Tab');
}

/** Step 2, Business: Indonesia, retail, Jakarta time. */
export async function fillBusiness(page: Page) {
  await pick(page, 'Industry', 'retail', 'Retail & e-commerce');
  await pick(page, 'Country', 'indonesia', 'Indonesia');
  await pick(page, 'Time zone', 'jakarta', '(UTC+07:00) Asia/Jakarta');
}

/** Step 3, Security: username, password and the same password again. */
export async function fillSecurity(page: Page, customer: Pick<Customer, 'username' | 'password'>) {
  await field(page, 'Username').fill(customer.username);
  await field(page, 'Password').fill(customer.password);
  await field(page, 'Confirm password').fill(customer.password);
  await field(page, 'Confirm password').press('Tab');
}
