import type { CouponQuote, PaymentInfo } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import {
  checkoutBreakdown,
  flowReducer,
  formatCountdown,
  initialFlow,
  isOpenPayment,
  msUntil,
  planFromQuery,
  selectedPlan,
} from './checkout.ts';
import { customerSubscriptionStatusColor, paymentStatusColor, subscriptionStatusColor } from './format.ts';
import { isGuardedRoute } from './subscription-guard.ts';

const professionalYearly = selectedPlan('professional', 'yearly');

function payment(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    payment_id: '0b7d3a52-6f0e-4c1a-9d0e-3c1f4a5b6c7d',
    method: 'bank_transfer',
    method_display: 'Bank transfer',
    net_due: 3190000,
    discount: 319000,
    unique_code: 123,
    total_due: 2871123,
    coupon_code: 'TENOFF',
    status: 1,
    status_display: 'Created',
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: '2026-01-02T00:00:00.000Z',
    plan_cached: professionalYearly,
    details: { method: 'bank_transfer', bank_name: 'BCA', account_number: '1', account_holder: 'PT' },
    ...overrides,
  };
}

const quote: CouponQuote = {
  detail: 'Coupon applied successfully!',
  coupon_code: 'TENOFF',
  plan_cached: professionalYearly,
  net_due: 3190000,
  discount: 319000,
  amount_after_discount: 2871000,
};

describe('the purchase flow', () => {
  it('starts at step 3 with an open payment, step 2 with a chosen plan, else step 1 monthly', () => {
    expect(initialFlow({ payment: payment() })).toMatchObject({ step: 3, cycle: 'yearly' });
    expect(initialFlow({ plan: professionalYearly })).toMatchObject({ step: 2, plan: professionalYearly });
    expect(initialFlow()).toMatchObject({ step: 1, cycle: 'monthly', plan: null, paymentId: null });
    expect(initialFlow({ cycle: 'yearly' })).toMatchObject({ step: 1, cycle: 'yearly' });
    // An open payment wins over a plan from the address.
    expect(initialFlow({ payment: payment(), plan: selectedPlan('starter', 'monthly') }).step).toBe(3);
  });

  it('goes to step 2 on a plan, and back to step 1 clearing plan, coupon and payment', () => {
    let state = flowReducer(initialFlow(), { type: 'setCycle', cycle: 'yearly' });
    state = flowReducer(state, { type: 'selectPlan', plan: professionalYearly });
    expect(state).toMatchObject({ step: 2, plan: professionalYearly });
    state = flowReducer(state, { type: 'couponApplied', quote });
    expect(state.coupon).toBe(quote);
    state = flowReducer(state, { type: 'backToPlans' });
    expect(state).toMatchObject({ step: 1, plan: null, coupon: null, paymentId: null, cycle: 'yearly' });
  });

  it('locks the steps in step 3', () => {
    const state = initialFlow({ payment: payment() });
    expect(flowReducer(state, { type: 'backToPlans' })).toBe(state);
    expect(flowReducer(state, { type: 'selectPlan', plan: selectedPlan('starter', 'monthly') })).toBe(state);
    expect(flowReducer(state, { type: 'setCycle', cycle: 'monthly' })).toBe(state);
  });

  it('goes to step 3 on a created payment, holding its id and the plan it carries', () => {
    const state = flowReducer(initialFlow({ plan: selectedPlan('starter', 'monthly') }), {
      type: 'paymentOpened',
      payment: payment(),
    });
    expect(state).toMatchObject({ step: 3, paymentId: payment().payment_id, plan: professionalYearly });
  });

  it('returns to step 2 with the cached plan after a cancelled payment', () => {
    const state = flowReducer(initialFlow({ payment: payment() }), {
      type: 'paymentClosed',
      payment: payment({ status: 4 }),
    });
    expect(state).toMatchObject({ step: 2, plan: professionalYearly, paymentId: null, coupon: null });
  });

  it('returns to step 1 when the payment carries no plan', () => {
    const closed = payment({ status: 4, plan_cached: null as unknown as PaymentInfo['plan_cached'] });
    const state = flowReducer(initialFlow({ payment: payment() }), {
      type: 'paymentClosed',
      payment: closed,
    });
    expect(state).toMatchObject({ step: 1, plan: null, paymentId: null });
  });

  it('counts open payments: created and awaiting confirmation', () => {
    expect([1, 2, 3, 4, 5, 6].map((status) => isOpenPayment({ status }))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the pricing page query', () => {
  it('reads a known plan and cycle', () => {
    expect(planFromQuery(new URLSearchParams('plan=professional&billing=yearly'))).toEqual({
      plan: { plan_id: 'professional', billing_cycle: 'yearly', name: 'Professional' },
      cycle: 'yearly',
    });
    expect(planFromQuery(new URLSearchParams('plan=starter')).plan?.billing_cycle).toBe('monthly');
  });

  it('ignores what it does not know', () => {
    expect(planFromQuery(new URLSearchParams('plan=gold&billing=weekly'))).toEqual({
      plan: null,
      cycle: null,
    });
    expect(planFromQuery(new URLSearchParams('billing=yearly'))).toEqual({ plan: null, cycle: 'yearly' });
  });
});

describe('money and time', () => {
  it('breaks the checkout down before the unique code exists', () => {
    expect(checkoutBreakdown(professionalYearly, null)).toEqual({
      netDue: 3190000,
      discount: 0,
      amountAfterDiscount: 3190000,
    });
    expect(checkoutBreakdown(professionalYearly, quote).amountAfterDiscount).toBe(2871000);
    expect(checkoutBreakdown(selectedPlan('starter', 'monthly'), null).netDue).toBe(199000);
  });

  it('counts down in hours, minutes and seconds, never below zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(formatCountdown(msUntil('2026-01-02T00:00:00Z', now))).toBe('24:00:00');
    expect(formatCountdown(msUntil('2026-01-01T01:02:03.900Z', now))).toBe('01:02:03');
    expect(formatCountdown(msUntil('2025-12-31T00:00:00Z', now))).toBe('00:00:00');
  });
});

describe('status colours and the guard', () => {
  it('follow the spec', () => {
    expect([1, 2, 3, 4].map(subscriptionStatusColor)).toEqual(['green', 'red', 'red', 'dark']);
    // The customer's own page shows a paid plan awaiting its first number as the next step.
    expect([1, 2, 3, 4].map(customerSubscriptionStatusColor)).toEqual(['green', 'blue', 'red', 'dark']);
    expect([1, 2, 3, 4, 5, 6].map(paymentStatusColor)).toEqual([
      'dark',
      'orange',
      'green',
      'red',
      'red',
      'red',
    ]);
  });

  it('guards every cpanel- route but the subscription page', () => {
    expect(isGuardedRoute('cpanel-dashboard')).toBe(true);
    expect(isGuardedRoute('cpanel-account-profile')).toBe(true);
    expect(isGuardedRoute('cpanel-account-subscription')).toBe(false);
    expect(isGuardedRoute('apanel-dashboard')).toBe(false);
    expect(isGuardedRoute(undefined)).toBe(false);
  });
});
