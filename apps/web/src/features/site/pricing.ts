import type { BillingCycle, Plan } from '@siar/shared';
import { PATHS } from '../../app/paths.ts';

/** What the pricing page shows of a plan for a billing cycle. */
export function planPrice(plan: Plan, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}

/** A yearly plan, per month (rounded to the rupiah), to compare with the monthly price. */
export function yearlyPerMonth(plan: Plan): number {
  return Math.round(plan.yearlyPrice / 12);
}

/** What paying yearly saves against twelve monthly payments. */
export function yearlySaving(plan: Plan): number {
  return plan.monthlyPrice * 12 - plan.yearlyPrice;
}

/**
 * Where a plan's button leads: visitors start the free trial of that plan; logged-in customers
 * go to the subscription page with the plan chosen.
 */
export function planLink(plan: Plan, cycle: BillingCycle, loggedIn: boolean): string {
  const query = new URLSearchParams({ plan: plan.id, billing: cycle });
  return `${loggedIn ? PATHS.cpanel.subscription : PATHS.signUp}?${query}`;
}

/** The features every plan has, as i18n keys under `pricing.features.`. */
export const SHARED_FEATURES = ['campaigns', 'templates', 'liveChat', 'warmup', 'dashboard'] as const;

/** The FAQ's entries: `pricing.faq.<id>.question` and `.answer`. */
export const FAQ_IDS = [
  'trial',
  'afterTrial',
  'yearly',
  'changePlan',
  'cancel',
  'paymentMethods',
  'refunds',
  'devices',
] as const;
