import {
  AUTH_PATHS,
  BILLING_PATHS,
  ONBOARDING_PATHS,
  type PaymentInfo,
  type SubscriptionInfo,
} from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { SubscriptionPage } from './SubscriptionPage.tsx';

const ACTIVE = `GET ${BILLING_PATHS.activeSubscription}`;
const PENDING = `GET ${BILLING_PATHS.pendingPayment}`;
const SESSION = `GET ${AUTH_PATHS.session}`;
const CHECK_SUBSCRIPTION = `GET ${ONBOARDING_PATHS.checkSubscription}`;
const IS_SUBSCRIBED = `GET ${BILLING_PATHS.checkIfSubscribed}`;
const METHODS = `GET ${BILLING_PATHS.paymentMethods}`;
const STATUS = `GET ${BILLING_PATHS.paymentStatus}`;
const URL = '/app/c/account/subscription';

function subscription(values: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    subscription_id: 's1',
    plan_id: 'professional',
    plan_display: 'Professional',
    billing_cycle: 'yearly',
    status: 1,
    status_display: 'Active',
    is_trial: false,
    start_date: '2026-03-01T03:00:00.000Z',
    end_date: '2027-03-01T16:59:59.000Z',
    end_date_display: '1 Mar 2027',
    cancel_at_period_end: false,
    is_subscribed: true,
    next_plan_id: null,
    next_billing_cycle: null,
    next_plan_starts_at: null,
    ...values,
  };
}

const trial = subscription({
  plan_id: 'starter',
  plan_display: 'Starter (trial)',
  is_trial: true,
  status: 2,
  end_date: '2026-03-08T16:59:59.000Z',
});

function payment(values: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    payment_id: '0b7d3a52-6f0e-4c1a-9d0e-3c1f4a5b6c7d',
    method: 'bank_transfer',
    method_display: 'Bank transfer',
    net_due: 399000,
    discount: 0,
    unique_code: 123,
    total_due: 399123,
    coupon_code: null,
    status: 1,
    status_display: 'Created',
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    plan_cached: { plan_id: 'professional', billing_cycle: 'monthly', name: 'Professional' },
    details: {
      method: 'bank_transfer',
      bank_name: 'BCA (Bank Central Asia)',
      account_number: '1234567890',
      account_holder: 'PT Siar Demo Indonesia',
    },
    ...values,
  };
}

/** The panel's session, with the account's standing (what the note above the steps says). */
function session(standing: SubscriptionInfo | null) {
  return {
    status: 200,
    body: {
      is_authenticated: true,
      user: {
        id: 'u1',
        username: 'sari_shop',
        name: 'Sari',
        email: 'sari@example.co.id',
        is_staff: false,
        account_id: 'a1',
        subscription: standing && {
          plan_id: standing.plan_id,
          billing_cycle: standing.billing_cycle,
          is_trial: standing.is_trial,
          status: standing.status,
          is_subscribed: standing.is_subscribed,
          cancel_at_period_end: standing.cancel_at_period_end,
          end_date: standing.end_date,
        },
      },
    },
  };
}

const methods = {
  status: 200,
  body: { results: [{ id: 'bank_transfer', name: 'Bank transfer', details: {} }] },
};

const subscriptionReads = (api: ReturnType<typeof fakeApi>) =>
  [ACTIVE, CHECK_SUBSCRIPTION, IS_SUBSCRIBED].flatMap((route) => api.callsTo(route));

describe('the subscription page', () => {
  it('shows the plan in force after one read, with no purchase flow', async () => {
    const api = fakeApi({ [ACTIVE]: { status: 200, body: subscription() } });
    renderScreen(<SubscriptionPage />, { url: URL });
    const active = await screen.findByTestId('active-subscription');
    expect(within(active).getByText('Professional')).toBeVisible();
    expect(within(active).getAllByText('Active')[0]).toBeVisible();
    expect(screen.queryByText('Select your plan')).not.toBeInTheDocument();
    expect(subscriptionReads(api)).toHaveLength(1);
    expect(api.callsTo(PENDING)).toHaveLength(0);
  });

  it('shows a freshly paid plan waiting for its first number as the next step, not a failure', async () => {
    fakeApi({
      [ACTIVE]: { status: 200, body: subscription({ status: 2, status_display: 'Awaiting device' }) },
    });
    renderScreen(<SubscriptionPage />, { url: URL });
    const next = await screen.findByTestId('next-step');
    expect(within(next).getByText('Pair your first WhatsApp number')).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Pair a number' })).toHaveAttribute(
      'href',
      '/app/c/wa-devices',
    );
    // The status reads as the spec names it, never as a failure.
    expect(screen.getAllByText('Awaiting device')[0]).toBeVisible();
  });

  it('starts at step 1 on the trial, saying so, with the cycle chosen at sign-up', async () => {
    const api = fakeApi({
      [ACTIVE]: { status: 204 },
      [PENDING]: { status: 204 },
      [SESSION]: session(trial),
    });
    renderScreen(<SubscriptionPage />, { url: URL });
    expect(await screen.findByTestId('account-standing')).toHaveTextContent(
      'You are on the free trial of Starter',
    );
    expect(screen.getByTestId('plan-professional')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    // One subscription read: the note comes with the session.
    expect(subscriptionReads(api)).toHaveLength(1);
  });

  it('carries the billing cycle of a pricing-page link into the plan step', async () => {
    fakeApi({
      [ACTIVE]: { status: 204 },
      [PENDING]: { status: 204 },
      [SESSION]: session(null),
    });
    const { router } = renderScreen(<SubscriptionPage />, { url: `${URL}?billing=yearly` });
    expect(await screen.findByRole('radio', { name: /Yearly/ })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('starts at step 1 with the spec toast when the subscription cannot be read', async () => {
    fakeApi({ [ACTIVE]: { status: 500, body: { detail: 'Internal Server Error' } } });
    renderScreen(<SubscriptionPage />, { url: URL });
    expect(await screen.findByText('Failed to load subscription information')).toBeVisible();
    expect(screen.getByTestId('plan-starter')).toBeVisible();
  });

  it('picks a plan, creates the payment, and follows it until staff confirm it', async () => {
    const api = fakeApi({
      [ACTIVE]: { status: 204 },
      [PENDING]: { status: 204 },
      [SESSION]: session(trial),
      [METHODS]: methods,
      [`POST ${BILLING_PATHS.createPayment}`]: { status: 201, body: payment() },
      [`POST ${BILLING_PATHS.markPaid}`]: { status: 200, body: payment({ status: 2 }) },
      [STATUS]: { status: 200, body: payment({ status: 2 }) },
    });
    const { user } = renderScreen(<SubscriptionPage />, { url: URL });
    await user.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Select Professional' }));
    expect(await screen.findByText('Plan selected: Professional')).toBeVisible();
    expect(await screen.findByTestId('checkout-summary')).toHaveTextContent('Professional');

    await user.click(await screen.findByRole('button', { name: 'Create payment' }));
    expect(await screen.findByText('Payment created successfully!')).toBeVisible();
    expect(api.callsTo(`POST ${BILLING_PATHS.createPayment}`)[0]!.body).toEqual({
      plan_id: 'professional',
      billing_cycle: 'monthly',
      payment_method: 'bank_transfer',
      coupon_code: null,
    });
    expect(await screen.findByText('1234567890')).toBeVisible();
    // Steps are locked while the payment is open.
    await user.click(screen.getByRole('button', { name: /Select your plan/ }));
    expect(screen.getByText('1234567890')).toBeVisible();
    expect(screen.queryByTestId('plan-professional')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect((await screen.findAllByText('Awaiting confirmation'))[0]).toBeVisible();
    // The spec's text says the payment waits for staff.
    expect(screen.getByText('Payment confirmed! We will process it shortly.')).toBeVisible();

    // Staff confirm it: the next poll brings it, then the plan in force shows, without a reload,
    // and no longer says that it will be processed.
    api.set(STATUS, { status: 200, body: payment({ status: 3 }) });
    api.set(ACTIVE, {
      status: 200,
      body: subscription({ plan_id: 'professional', billing_cycle: 'monthly' }),
    });
    expect(await screen.findByTestId('active-subscription', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByText('Payment confirmed! We will process it shortly.')).not.toBeInTheDocument();
  });

  it('resumes an open payment at step 3, and cancelling returns to checkout with its plan', async () => {
    const open = payment();
    fakeApi({
      [ACTIVE]: { status: 204 },
      [PENDING]: { status: 200, body: open },
      [SESSION]: session(trial),
      [METHODS]: methods,
      [STATUS]: { status: 200, body: open },
      [`POST ${BILLING_PATHS.cancelPayment}`]: { status: 200, body: payment({ status: 4 }) },
    });
    const { user } = renderScreen(<SubscriptionPage />, { url: URL });
    expect(await screen.findByTestId('payment-countdown')).toBeVisible();
    expect(screen.queryByTestId('account-standing')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByText('The payment is cancelled.')).toBeVisible();
    expect(await screen.findByTestId('checkout-summary')).toHaveTextContent('Professional');
  });
});
