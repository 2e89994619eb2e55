import { COUPONS_ADMIN_PATHS, type CouponInfo, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { CouponsPage } from './CouponsPage.tsx';

const LIST = `GET ${COUPONS_ADMIN_PATHS.coupons}`;
const EDIT = (id: string) => `PATCH ${fillPath(COUPONS_ADMIN_PATHS.coupon, { coupon_id: id })}`;

function coupon(values: Partial<CouponInfo> & { code: string }): CouponInfo {
  return {
    coupon_id: `id-${values.code}`,
    kind: 'percent',
    value: 10,
    plan_ids: null,
    valid_from: null,
    valid_until: null,
    usage_limit: null,
    times_used: 0,
    is_active: true,
    created_at: '2026-03-01T03:00:00.000Z',
    ...values,
  };
}

/** A small coupon store behind the stubbed API: list, create, patch. */
function couponServer(initial: CouponInfo[]) {
  const coupons = [...initial];
  const api = fakeApi({
    [LIST]: () => ({ status: 200, body: { count: coupons.length, results: coupons } }),
    [`POST ${COUPONS_ADMIN_PATHS.coupons}`]: ({ body }: FakeRequest) => {
      const input = body as CouponInfo;
      if (coupons.some((c) => c.code === input.code)) {
        return {
          status: 400,
          body: {
            code: ['A coupon with this code already exists.'],
            field_codes: { code: [{ code: 'coupon_code_taken' }] },
          },
        };
      }
      const created = coupon({ ...input, times_used: 0 });
      coupons.unshift(created);
      return { status: 201, body: created };
    },
  });
  for (const c of initial) {
    api.set(EDIT(c.coupon_id), ({ body }: FakeRequest) => {
      Object.assign(c, body);
      return { status: 200, body: c };
    });
  }
  return api;
}

const row = (code: string) =>
  screen.getAllByTestId('coupon-row').find((r) => within(r).queryByText(code)) as HTMLElement;

describe('the coupons page', () => {
  it('lists each coupon with its discount, validity, uses against the limit and state', async () => {
    couponServer([
      coupon({
        code: 'RAMADAN25',
        value: 25,
        plan_ids: ['professional'],
        valid_until: '2026-04-30T16:59:59.000Z',
        usage_limit: 100,
        times_used: 3,
      }),
      coupon({ code: 'WELCOME', kind: 'fixed', value: 20000, is_active: false }),
    ]);
    renderScreen(<CouponsPage />, { url: '/apanel/billing/coupons' });

    expect(await screen.findByText('RAMADAN25')).toBeVisible();
    expect(screen.getByText('Total: 2')).toBeVisible();
    const ramadan = within(row('RAMADAN25'));
    expect(ramadan.getByText('25%')).toBeVisible();
    expect(ramadan.getByText('Professional')).toBeVisible();
    expect(ramadan.getByText('Until 30 Apr 2026')).toBeVisible();
    expect(ramadan.getByText('3 / 100')).toBeVisible();
    expect(ramadan.getByText('Active')).toBeVisible();
    const welcome = within(row('WELCOME'));
    expect(welcome.getByText(/Rp\s20\.000/)).toBeVisible();
    expect(welcome.getByText('All plans')).toBeVisible();
    expect(welcome.getByText('0 / no limit')).toBeVisible();
    expect(welcome.getByText('Disabled')).toBeVisible();
    expect(welcome.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it("says 'No record available' when there is none", async () => {
    couponServer([]);
    renderScreen(<CouponsPage />, { url: '/apanel/billing/coupons' });
    expect(await screen.findByText('No record available')).toBeVisible();
    expect(screen.getByText('Total: 0')).toBeVisible();
  });

  it('asks the server for the page in the address', async () => {
    const api = couponServer([]);
    renderScreen(<CouponsPage />, { url: '/apanel/billing/coupons?page=3&search=ram' });
    await screen.findByText('Total: 0');
    const asked = api.callsTo(LIST)[0]!.query;
    expect([asked.get('page'), asked.get('page_size'), asked.get('search')]).toEqual(['3', '20', 'ram']);
  });

  it('creates a coupon, checking the rules first', async () => {
    const api = couponServer([]);
    const { user } = renderScreen(<CouponsPage />, { url: '/apanel/billing/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Code/), 'l 50');
    await user.type(dialog.getByLabelText(/^Usage limit/), '40');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));
    expect(dialog.getByText('Use 3-32 letters, digits, dashes or underscores.')).toBeVisible();
    expect(dialog.getByText('The value must be at least 1.')).toBeVisible();
    expect(api.callsTo(`POST ${COUPONS_ADMIN_PATHS.coupons}`)).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/^Code/));
    await user.type(dialog.getByLabelText(/^Code/), 'lebaran-50');
    await user.type(dialog.getByLabelText(/^Discount \(%\)/), '50');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('Coupon LEBARAN-50 created.')).toBeVisible();
    expect(api.callsTo(`POST ${COUPONS_ADMIN_PATHS.coupons}`)[0]!.body).toEqual({
      code: 'LEBARAN-50',
      kind: 'percent',
      value: 50,
      plan_ids: null,
      valid_from: null,
      valid_until: null,
      usage_limit: 40,
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Total: 1')).toBeVisible();
    expect(within(row('LEBARAN-50')).getByText('0 / 40')).toBeVisible();
  });

  it("shows the server's refusal under the field it names", async () => {
    couponServer([coupon({ code: 'WELCOME' })]);
    const { user } = renderScreen(<CouponsPage />, { url: '/apanel/billing/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Code/), 'welcome');
    await user.type(dialog.getByLabelText(/^Discount \(%\)/), '10');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));
    expect(await dialog.findByText('A coupon with this code already exists.')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('edits a coupon, sending only what changed', async () => {
    const api = couponServer([coupon({ code: 'RAMADAN25', value: 25, usage_limit: 100 })]);
    const { user } = renderScreen(<CouponsPage />, { url: '/apanel/billing/coupons' });
    await user.click(
      await within(await screen.findByTestId('coupon-row')).findByRole('button', { name: 'Edit' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText(/^Code/)).toBeDisabled();
    await user.clear(dialog.getByLabelText(/^Usage limit/));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Coupon RAMADAN25 saved.')).toBeVisible();
    expect(api.callsTo(EDIT('id-RAMADAN25'))[0]!.body).toEqual({
      usage_limit: null,
    });
    expect(await within(row('RAMADAN25')).findByText('0 / no limit')).toBeVisible();
  });

  it('disables a coupon after asking', async () => {
    const api = couponServer([coupon({ code: 'RAMADAN25' })]);
    const { user } = renderScreen(<CouponsPage />, { url: '/apanel/billing/coupons' });
    await user.click(
      await within(await screen.findByTestId('coupon-row')).findByRole('button', { name: 'Disable' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Disable RAMADAN25\? Customers can no longer apply it/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Coupon RAMADAN25 disabled.')).toBeVisible();
    expect(api.callsTo(EDIT('id-RAMADAN25'))[0]!.body).toEqual({ is_active: false });
    expect(await within(row('RAMADAN25')).findByText('Disabled')).toBeVisible();
  });
});
