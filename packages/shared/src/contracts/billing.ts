import { z } from 'zod';
import { PAYMENT_METHOD_IDS } from '../payment-methods.ts';
import { BILLING_CYCLES, PLAN_IDS } from '../plans.ts';
import { billingCycleField, planIdField } from '../validation/fields.ts';

/** Billing API, the customer's side: their subscription, paying for a plan, coupons (snake_case). */

export { BILLING_PATHS } from './billing.paths.ts';

/** Success texts the billing API answers in `detail` (errors are codes: see errors/error-texts.ts). */
export const BILLING_MESSAGES = {
  couponApplied: 'Coupon applied successfully!',
  paymentConfirmedStaff: 'Payment confirmed successfully.',
  paymentRejected: 'Payment rejected.',
} as const;

// ---- requests ----

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

/** The body of mark-paid and cancel-payment, and the query of payment-status. */
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

export const isSubscribedAnswerSchema = z.object({ is_subscribed: z.boolean() });
export type IsSubscribedAnswer = z.infer<typeof isSubscribedAnswerSchema>;

export const cancelSubscriptionAnswerSchema = z.object({
  detail: z.string(),
  subscription: subscriptionInfoSchema,
});
export type CancelSubscriptionAnswer = z.infer<typeof cancelSubscriptionAnswerSchema>;

export const selectedPlanSchema = z.object({
  plan_id: z.enum(PLAN_IDS),
  billing_cycle: z.enum(BILLING_CYCLES),
  name: z.string(),
});
export type SelectedPlan = z.infer<typeof selectedPlanSchema>;

/** Where a payment goes, as of its creation (later configuration changes leave it alone). */
export const paymentDetailsSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank_transfer'),
    bank_name: z.string(),
    account_number: z.string(),
    account_holder: z.string(),
  }),
  z.object({
    method: z.literal('virtual_account'),
    bank_name: z.string(),
    virtual_account_number: z.string(),
    account_holder: z.string(),
  }),
  z.object({ method: z.literal('qris'), merchant_name: z.string(), qris_payload: z.string() }),
  z.object({
    method: z.literal('crypto'),
    currency: z.string(),
    network: z.string(),
    address: z.string(),
    /** Decimal string in `currency`, e.g. "199.45". */
    amount: z.string(),
    /** Rupiah per one unit of `currency` used for `amount`. */
    idr_rate: z.number(),
  }),
]);
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** What the customer's and the staff's views of a payment both carry: money, status and time. */
export const paymentSummarySchema = z.object({
  payment_id: z.string(),
  method_display: z.string(),
  /** Plan price, whole rupiah. */
  net_due: z.number().int(),
  discount: z.number().int(),
  /** 1-999, unique among open payments; part of total_due. */
  unique_code: z.number().int(),
  /** net_due - discount + unique_code: the exact amount to pay. */
  total_due: z.number().int(),
  coupon_code: z.string().nullable(),
  /** 1 created, 2 awaiting confirmation, 3 completed, 4 cancelled, 5 expired, 6 rejected. */
  status: z.number().int(),
  status_display: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** A payment as the customer sees it (create-payment, pending-payment, payment-status, ...). */
export const paymentInfoSchema = paymentSummarySchema.extend({
  method: z.enum(PAYMENT_METHOD_IDS),
  plan_cached: selectedPlanSchema,
  details: paymentDetailsSchema,
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const paymentMethodInfoSchema = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  name: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;

export const paymentMethodsAnswerSchema = z.object({ results: z.array(paymentMethodInfoSchema) });
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;

export const couponQuoteSchema = z.object({
  detail: z.string(),
  coupon_code: z.string(),
  plan_cached: selectedPlanSchema,
  net_due: z.number().int(),
  discount: z.number().int(),
  /** net_due - discount; the unique code is added when the payment is created. */
  amount_after_discount: z.number().int(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
