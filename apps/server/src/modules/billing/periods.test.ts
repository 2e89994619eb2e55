import { describe, expect, it } from 'vitest';
import { addCycle, planActivation } from './periods.ts';
import type { SubscriptionRow } from './subscriptions.repo.ts';

const now = new Date('2026-03-10T05:00:00Z');

function row(overrides: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    id: 'sub-1',
    accountId: 'acc-1',
    planId: 'starter',
    billingCycle: 'monthly',
    status: 1,
    isTrial: false,
    currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
    cancelAtPeriodEnd: false,
    nextPlanId: null,
    nextBillingCycle: null,
    nextPlanStartsAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe('addCycle', () => {
  it('adds a month or a year, keeping the time of day and clamping to the month’s end', () => {
    expect(addCycle(new Date('2026-01-15T10:30:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-15T10:30:00.000Z',
    );
    expect(addCycle(new Date('2026-01-31T10:30:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:30:00.000Z',
    );
    expect(addCycle(new Date('2028-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(addCycle(new Date('2026-12-20T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-20T00:00:00.000Z',
    );
    expect(addCycle(new Date('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});

describe('what a confirmed payment does', () => {
  const pro = { planId: 'professional', billingCycle: 'yearly' } as const;

  it('starts a new subscription when there is none, or the last one is over', () => {
    const fresh = planActivation(undefined, pro, now);
    expect(fresh).toMatchObject({
      kind: 'create',
      values: { planId: 'professional', status: 2, isTrial: false, currentPeriodStart: now },
    });
    expect(fresh.kind === 'create' && fresh.values.currentPeriodEnd).toEqual(
      new Date('2027-03-10T05:00:00Z'),
    );
    const lapsed = planActivation(
      row({ currentPeriodEnd: new Date('2026-03-01T00:00:00Z'), status: 3 }),
      pro,
      now,
    );
    expect(lapsed).toMatchObject({ kind: 'create', endLive: 'sub-1', values: { status: 3 } });
  });

  it('turns a trial into the paid plan from now, its cycle starting when the trial ends', () => {
    const trial = row({
      isTrial: true,
      status: 2,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2026-03-15T05:00:00Z'),
    });
    expect(planActivation(trial, pro, now)).toEqual({
      kind: 'update',
      id: 'sub-1',
      patch: expect.objectContaining({
        planId: 'professional',
        billingCycle: 'yearly',
        isTrial: false,
        currentPeriodStart: now,
        currentPeriodEnd: new Date('2027-03-15T05:00:00Z'),
        cancelAtPeriodEnd: false,
      }),
    });
  });

  it('extends the same plan from the end of the paid period, withdrawing a cancellation', () => {
    const paid = row({ cancelAtPeriodEnd: true });
    expect(planActivation(paid, { planId: 'starter', billingCycle: 'monthly' }, now)).toEqual({
      kind: 'update',
      id: 'sub-1',
      patch: { currentPeriodEnd: new Date('2026-05-01T00:00:00Z'), cancelAtPeriodEnd: false },
    });
  });

  it('books another plan for the next cycle and extends by its cycle', () => {
    expect(planActivation(row({}), pro, now)).toEqual({
      kind: 'update',
      id: 'sub-1',
      patch: {
        currentPeriodEnd: new Date('2027-04-01T00:00:00Z'),
        cancelAtPeriodEnd: false,
        nextPlanId: 'professional',
        nextBillingCycle: 'yearly',
        nextPlanStartsAt: new Date('2026-04-01T00:00:00Z'),
      },
    });
    // Paying the booked plan again extends it; the switch date stays.
    const booked = row({
      nextPlanId: 'professional',
      nextBillingCycle: 'yearly',
      nextPlanStartsAt: new Date('2026-04-01T00:00:00Z'),
      currentPeriodEnd: new Date('2027-04-01T00:00:00Z'),
    });
    expect(planActivation(booked, pro, now)).toMatchObject({
      patch: { currentPeriodEnd: new Date('2028-04-01T00:00:00Z') },
    });
  });
});
