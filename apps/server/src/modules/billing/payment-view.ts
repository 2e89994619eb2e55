import {
  type BillingCycle,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATUS_DISPLAY,
  type PaymentDetails,
  type PaymentInfo,
  type PaymentMethodId,
  type PaymentStatus,
  PLAN_IDS,
  PLANS,
  type PlanId,
  type SelectedPlan,
} from '@siar/shared';
import { z } from 'zod';
import type { PaymentRow } from './payments.repo.ts';

export const selectedPlanSchema = z.object({
  plan_id: z.enum(PLAN_IDS),
  billing_cycle: z.enum(['monthly', 'yearly']),
  name: z.string(),
});

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
    amount: z.string(),
    idr_rate: z.number(),
  }),
]);

/** What the customer's and the staff's views of a payment both show: money, status and time. */
export const paymentSummaryFields = {
  payment_id: z.string(),
  method_display: z.string(),
  net_due: z.number().int(),
  discount: z.number().int(),
  unique_code: z.number().int(),
  total_due: z.number().int(),
  coupon_code: z.string().nullable(),
  status: z.number().int(),
  status_display: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
};

export const paymentInfoSchema = z.object({
  ...paymentSummaryFields,
  method: z.enum(PAYMENT_METHOD_IDS),
  plan_cached: selectedPlanSchema,
  details: paymentDetailsSchema,
}) satisfies z.ZodType<PaymentInfo>;

export function selectedPlan(planId: PlanId, cycle: BillingCycle): SelectedPlan {
  return { plan_id: planId, billing_cycle: cycle, name: PLANS.find((p) => p.id === planId)!.name };
}

export function paymentStatusDisplay(status: number): string {
  return PAYMENT_STATUS_DISPLAY[status as PaymentStatus] ?? String(status);
}

export function toPaymentInfo(row: PaymentRow): PaymentInfo {
  const method = row.method as PaymentMethodId;
  return {
    payment_id: row.id,
    method,
    method_display: PAYMENT_METHOD_NAMES[method] ?? row.method,
    net_due: row.netDue,
    discount: row.discount,
    unique_code: row.uniqueCode,
    total_due: row.totalDue,
    coupon_code: row.couponCode,
    status: row.status,
    status_display: paymentStatusDisplay(row.status),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    plan_cached: selectedPlan(row.planId as PlanId, row.billingCycle as BillingCycle),
    details: row.details as PaymentDetails,
  };
}
