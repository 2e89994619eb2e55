import { type AdminPaymentRow, PAYMENTS_ADMIN_PATHS } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { CustomerPaymentsPage } from './CustomerPaymentsPage.tsx';

const LIST = `GET ${PAYMENTS_ADMIN_PATHS.payments}`;
const CONFIRM = `POST ${PAYMENTS_ADMIN_PATHS.confirm}`;

function payment(id: string, status: number, name: string): AdminPaymentRow {
  return {
    payment_id: id,
    account_dict: { name, account_id: `acc-${id}`, username: null, email: null },
    method: 'bank_transfer',
    method_display: 'Bank transfer',
    plan_id: 'professional',
    plan_display: 'Professional',
    billing_cycle: 'monthly',
    net_due: 399000,
    discount: 0,
    unique_code: 123,
    total_due: 399123,
    coupon_code: null,
    status,
    status_display: status === 2 ? 'Awaiting confirmation' : 'Completed',
    created_at: '2026-03-02T02:30:00.000Z',
    expires_at: '2026-03-03T02:30:00.000Z',
    marked_paid_at: status === 2 ? '2026-03-02T03:00:00.000Z' : null,
    resolved_at: null,
    resolved_by: null,
    note: null,
  };
}

describe('the payments list', () => {
  it('offers Confirm only for a payment awaiting confirmation, after the spec question', async () => {
    const rows = [payment('p-awaiting', 2, 'Toko Ana'), payment('p-done', 3, 'Kedai Budi')];
    const api = fakeApi({
      [LIST]: () => ({ status: 200, body: { count: rows.length, results: rows } }),
      [CONFIRM]: () => {
        rows[0] = { ...rows[0]!, status: 3, status_display: 'Completed' };
        return { status: 200, body: { detail: 'Payment confirmed successfully.', payment: rows[0] } };
      },
    });
    const { user } = renderScreen(<CustomerPaymentsPage />, { url: '/apanel/customer/payments' });
    const [awaiting, done] = await screen.findAllByTestId('payment-row');
    expect(within(done!).queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
    expect(within(awaiting!).getByText('Awaiting confirmation')).toBeVisible();

    await user.click(within(awaiting!).getByRole('button', { name: 'Confirm payment' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to mark this payment as completed?')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Payment confirmed successfully.')).toBeVisible();
    expect(api.callsTo(CONFIRM)[0]!.body).toEqual({ payment_id: 'p-awaiting' });
    expect(await within(screen.getAllByTestId('payment-row')[0]!).findByText('Completed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
  });

  it('says so when the confirmation fails', async () => {
    fakeApi({
      [LIST]: { status: 200, body: { count: 1, results: [payment('p1', 2, 'Toko Ana')] } },
      [CONFIRM]: { status: 500, body: { detail: 'Internal Server Error' } },
    });
    const { user } = renderScreen(<CustomerPaymentsPage />, { url: '/apanel/customer/payments' });
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm payment' }),
    );
    expect(await screen.findByText('Failed to confirm payment. Please try again later.')).toBeVisible();
  });
});
