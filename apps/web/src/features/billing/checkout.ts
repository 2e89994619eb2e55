import {
  BILLING_CYCLES,
  type BillingCycle,
  type CouponQuote,
  PAYMENT_STATUS,
  type PaymentInfo,
  PLAN_IDS,
  PLANS,
  type PlanId,
  type SelectedPlan,
} from '@siar/shared';

/**
 * The spec's purchase flow as a state machine: 1 Select your plan, 2 Checkout, 3 Payment.
 * Pure, so that every transition of section 4 can be tested without a browser.
 */
export type Step = 1 | 2 | 3;

export interface FlowState {
  step: Step;
  cycle: BillingCycle;
  plan: SelectedPlan | null;
  coupon: CouponQuote | null;
  /** The open payment of step 3; the payment itself lives in the query cache. */
  paymentId: string | null;
}

export type FlowAction =
  | { type: 'setCycle'; cycle: BillingCycle }
  | { type: 'selectPlan'; plan: SelectedPlan }
  | { type: 'backToPlans' }
  | { type: 'couponApplied'; quote: CouponQuote }
  | { type: 'couponRemoved' }
  | { type: 'paymentOpened'; payment: PaymentInfo }
  | { type: 'paymentClosed'; payment: PaymentInfo };

export interface FlowStart {
  /** The open payment from pending-payment, if any: the flow resumes at step 3. */
  payment?: PaymentInfo | null;
  /** A plan chosen elsewhere (the pricing page's `?plan=&billing=`): the flow starts at step 2. */
  plan?: SelectedPlan | null;
  cycle?: BillingCycle | null;
}

export function initialFlow(start: FlowStart = {}): FlowState {
  if (start.payment) {
    return {
      step: 3,
      cycle: start.payment.plan_cached.billing_cycle,
      plan: start.payment.plan_cached,
      coupon: null,
      paymentId: start.payment.payment_id,
    };
  }
  if (start.plan) {
    return { step: 2, cycle: start.plan.billing_cycle, plan: start.plan, coupon: null, paymentId: null };
  }
  return { step: 1, cycle: start.cycle ?? 'monthly', plan: null, coupon: null, paymentId: null };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'setCycle':
      return state.step === 1 ? { ...state, cycle: action.cycle } : state;
    case 'selectPlan':
      if (state.step === 3) return state;
      return { ...state, step: 2, plan: action.plan, cycle: action.plan.billing_cycle, coupon: null };
    case 'backToPlans':
      // Step 2 → 1 clears plan and payment; step 3 keeps the steps locked.
      if (state.step !== 2) return state;
      return { ...state, step: 1, plan: null, coupon: null, paymentId: null };
    case 'couponApplied':
      return state.step === 2 ? { ...state, coupon: action.quote } : state;
    case 'couponRemoved':
      return { ...state, coupon: null };
    case 'paymentOpened':
      return { ...state, step: 3, paymentId: action.payment.payment_id, plan: action.payment.plan_cached };
    case 'paymentClosed': {
      // Cancelled, expired or rejected: back to checkout with the plan the payment carried, so
      // another method can be chosen; without one, back to the plans.
      const plan = action.payment.plan_cached ?? null;
      return plan
        ? { step: 2, cycle: plan.billing_cycle, plan, coupon: null, paymentId: null }
        : { step: 1, cycle: state.cycle, plan: null, coupon: null, paymentId: null };
    }
  }
}

/** Created or awaiting confirmation: the page keeps asking for its status. */
export function isOpenPayment(payment: Pick<PaymentInfo, 'status'>): boolean {
  return payment.status === PAYMENT_STATUS.created || payment.status === PAYMENT_STATUS.awaitingConfirmation;
}

export function selectedPlan(planId: PlanId, cycle: BillingCycle): SelectedPlan {
  const plan = PLANS.find((p) => p.id === planId)!;
  return { plan_id: plan.id, billing_cycle: cycle, name: plan.name };
}

/** The pricing page's `?plan=&billing=`: a known plan and cycle, or nothing of what is unknown. */
export function planFromQuery(params: URLSearchParams): {
  plan: SelectedPlan | null;
  cycle: BillingCycle | null;
} {
  const planParam = params.get('plan');
  const cycle = asBillingCycle(params.get('billing'));
  const planId = (PLAN_IDS as readonly string[]).includes(planParam ?? '') ? (planParam as PlanId) : null;
  return { plan: planId ? selectedPlan(planId, cycle ?? 'monthly') : null, cycle };
}

/** A billing cycle we sell, or null for anything else. */
export function asBillingCycle(value: string | null | undefined): BillingCycle | null {
  return (BILLING_CYCLES as readonly string[]).includes(value ?? '') ? (value as BillingCycle) : null;
}

/** Milliseconds left until `expiresAt`, never below zero. */
export function msUntil(expiresAt: string, now: number): number {
  return Math.max(0, new Date(expiresAt).getTime() - now);
}

/** A countdown as `HH:MM:SS` (hours may pass 99 for long expiries). */
export function formatCountdown(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/** What the checkout shows before the payment exists: the unique code is added on creation. */
export function checkoutBreakdown(plan: SelectedPlan, coupon: CouponQuote | null) {
  const planInfo = PLANS.find((p) => p.id === plan.plan_id)!;
  const netDue = plan.billing_cycle === 'yearly' ? planInfo.yearlyPrice : planInfo.monthlyPrice;
  const discount = coupon ? coupon.discount : 0;
  return { netDue, discount, amountAfterDiscount: netDue - discount };
}
