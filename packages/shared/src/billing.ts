import { z } from 'zod';
import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, PLANS, type PlanId } from './plans.ts';

/** Billing API: identifiers, texts and the shapes of requests and answers (snake_case, as on the wire). */

export const PAYMENT_METHOD_IDS = ['bank_transfer', 'virtual_account', 'qris', 'crypto'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, string> = {
  bank_transfer: 'Bank transfer',
  virtual_account: 'Virtual account (BCA)',
  qris: 'QRIS',
  crypto: 'Cryptocurrency',
};

/** Success texts the billing API answers in `detail` (errors are codes: see errors/error-texts.ts). */
export const BILLING_MESSAGES = {
  couponApplied: 'Coupon applied successfully!',
  paymentConfirmedStaff: 'Payment confirmed successfully.',
  paymentRejected: 'Payment rejected.',
} as const;

export const DEFAULT_ADMIN_PAGE_SIZE = 20;

export function planPrice(planId: PlanId, cycle: BillingCycle): number {
  const plan = PLANS.find((p) => p.id === planId)!;
  return cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}

// ---- requests ----

export const planIdField = z.enum(PLAN_IDS, { error: 'select_plan_first' });
export const billingCycleField = z.enum(BILLING_CYCLES, { error: 'billing_cycle_invalid' });

export const applyCouponSchema = z.object({
  plan_id: planIdField,
  billing_cycle: billingCycleField,
  coupon_code: z.string().trim().min(1, 'coupon_invalid').max(64, 'coupon_invalid'),
});
export type ApplyCouponRequest = z.input<typeof applyCouponSchema>;

export const createPaymentSchema = z.object({
  // Optional here so that a missing plan answers the spec's text rather than a generic one.
  plan_id: z.string().nullish(),
  billing_cycle: billingCycleField,
  payment_method: z.enum(PAYMENT_METHOD_IDS, { error: 'payment_method_required' }),
  coupon_code: z
    .string()
    .trim()
    .max(64, 'coupon_invalid')
    .nullish()
    .transform((v) => v || null),
});
export type CreatePaymentRequest = z.input<typeof createPaymentSchema>;

export const paymentIdSchema = z.object({ payment_id: z.uuid({ error: 'invalid_id' }) });

// ---- answers ----

/** A subscription as the customer and the onboarding checks see it. */
export const subscriptionInfoSchema = z.object({
  subscription_id: z.string(),
  plan_id: z.string(),
  plan_display: z.string(),
  billing_cycle: z.string(),
  status: z.number().int(),
  status_display: z.string(),
  is_trial: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  end_date_display: z.string(),
  cancel_at_period_end: z.boolean(),
  is_subscribed: z.boolean(),
  next_plan_id: z.string().nullable(),
  next_billing_cycle: z.string().nullable(),
  next_plan_starts_at: z.string().nullable(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export interface SelectedPlan {
  plan_id: PlanId;
  billing_cycle: BillingCycle;
  name: string;
}

export type PaymentDetails =
  | { method: 'bank_transfer'; bank_name: string; account_number: string; account_holder: string }
  | { method: 'virtual_account'; bank_name: string; virtual_account_number: string; account_holder: string }
  | { method: 'qris'; merchant_name: string; qris_payload: string }
  | {
      method: 'crypto';
      currency: string;
      network: string;
      address: string;
      /** Decimal string in `currency`, e.g. "199.45". */
      amount: string;
      /** Rupiah per one unit of `currency` used for `amount`. */
      idr_rate: number;
    };

/** What the customer's and the staff's views of a payment both carry: money, status and time. */
export interface PaymentSummary {
  payment_id: string;
  method_display: string;
  /** Plan price, whole rupiah. */
  net_due: number;
  discount: number;
  /** 1-999, unique among open payments; part of total_due. */
  unique_code: number;
  /** net_due - discount + unique_code: the exact amount to pay. */
  total_due: number;
  coupon_code: string | null;
  /** 1 created, 2 awaiting confirmation, 3 completed, 4 cancelled, 5 expired, 6 rejected. */
  status: number;
  status_display: string;
  created_at: string;
  expires_at: string;
}

/** A payment as the customer sees it (create-payment, pending-payment, payment-status, ...). */
export interface PaymentInfo extends PaymentSummary {
  method: PaymentMethodId;
  plan_cached: SelectedPlan;
  details: PaymentDetails;
}

export interface PaymentMethodInfo {
  id: PaymentMethodId;
  name: string;
  details: Record<string, string | number>;
}

export interface CouponQuote {
  detail: string;
  coupon_code: string;
  plan_cached: SelectedPlan;
  net_due: number;
  discount: number;
  /** net_due - discount; the unique code is added when the payment is created. */
  amount_after_discount: number;
}
