import { PLANS } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { planLink, planPrice, yearlyPerMonth, yearlySaving } from './pricing.ts';

const [starter, professional] = PLANS;

describe('pricing', () => {
  it('shows the price of the chosen cycle', () => {
    expect(planPrice(starter!, 'monthly')).toBe(199000);
    expect(planPrice(starter!, 'yearly')).toBe(1590000);
  });

  it('compares the yearly price with the monthly one', () => {
    expect(yearlyPerMonth(professional!)).toBe(265833);
    expect(yearlySaving(professional!)).toBe(399000 * 12 - 3190000);
  });

  it('sends visitors to the trial and customers to the subscription page, with plan and cycle', () => {
    expect(planLink(professional!, 'yearly', false)).toBe('/sign-up?plan=professional&billing=yearly');
    expect(planLink(starter!, 'monthly', true)).toBe(
      '/app/c/account/subscription?plan=starter&billing=monthly',
    );
  });
});
