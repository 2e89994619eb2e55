/** The three plans of the spec (section 9). Prices are whole rupiah. `null` limit means unlimited. */
export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface Plan {
  id: PlanId;
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  popular: boolean;
  maxDevices: number | null;
  maxContacts: number | null;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 199000,
    yearlyPrice: 1590000,
    popular: false,
    maxDevices: 5,
    maxContacts: 1000,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 399000,
    yearlyPrice: 3190000,
    popular: true,
    maxDevices: 15,
    maxContacts: 10000,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 799000,
    yearlyPrice: 6390000,
    popular: false,
    maxDevices: null,
    maxContacts: null,
  },
];

/** A plan's price for one billing cycle, whole rupiah. */
export function planPrice(planId: PlanId, cycle: BillingCycle): number {
  const plan = PLANS.find((p) => p.id === planId)!;
  return cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}

export const FREE_TRIAL_DAYS = 7;
export const YEARLY_BADGE = '20% OFF';

export function formatIdr(amount: number): string {
  return new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
  }).format(amount);
}
