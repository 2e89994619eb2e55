import { z } from 'zod';
import { billingCycleField, type PaymentSummary, paymentIdSchema, planIdField } from './billing.ts';
import { PLAN_IDS, type PlanId } from './plans.ts';
import { int32Field, isInDateRange, isoDateTimeField } from './validation/fields.ts';

/** Admin-panel API over billing: list rows, staff requests, coupons and the audit log. */

/** Who a row belongs to, on admin lists. */
export interface AccountDict {
  name: string;
  account_id: string;
  username: string | null;
  email: string | null;
}

export interface AdminSubscriptionRow {
  subscription_id: string;
  account_dict: AccountDict;
  plan_id: string;
  plan_display: string;
  billing_cycle: string;
  is_trial: boolean;
  status: number;
  status_display: string;
  start_date: string;
  end_date: string;
  cancel_at_period_end: boolean;
  next_plan_id: string | null;
  next_billing_cycle: string | null;
  next_plan_starts_at: string | null;
  created_at: string;
}

export interface AdminPaymentRow extends PaymentSummary {
  account_dict: AccountDict;
  method: string;
  plan_id: string;
  plan_display: string;
  billing_cycle: string;
  marked_paid_at: string | null;
  resolved_at: string | null;
  resolved_by: string | null;
  note: string | null;
}

export interface Paginated<T> {
  count: number;
  results: T[];
}

// ---- staff requests ----

/**
 * An end date: an ISO date-time, or a calendar date meaning the end of that day in Jakarta (WIB).
 */
export const endDateField = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'invalid_date' })
  .transform((v) => (v.length === 10 ? new Date(`${v}T23:59:59+07:00`) : new Date(v)))
  .refine(isInDateRange, 'date_out_of_range');

export const addSubscriptionSchema = z.object({
  account_id: z.uuid({ error: 'account_required' }),
  plan_id: planIdField,
  billing_cycle: billingCycleField,
  /** Defaults to one billing cycle from now. */
  end_date: endDateField.optional(),
  /** 1 active, 2 awaiting device (default), 3 device disconnected. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  is_trial: z.boolean().default(false),
});
export type AddSubscriptionRequest = z.input<typeof addSubscriptionSchema>;

export const editSubscriptionSchema = z
  .object({
    plan_id: planIdField.optional(),
    billing_cycle: billingCycleField.optional(),
    end_date: endDateField.optional(),
    /** 4 ends the subscription (it can then be force-deleted, no longer edited). */
    status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    is_trial: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'nothing_to_change',
  });
export type EditSubscriptionRequest = z.input<typeof editSubscriptionSchema>;

export const rejectPaymentSchema = paymentIdSchema.extend({
  reason: z.string().trim().max(500).nullish(),
});

export const COUPON_KINDS = ['percent', 'fixed'] as const;

const couponFields = {
  kind: z.enum(COUPON_KINDS, { error: 'coupon_kind_invalid' }),
  value: int32Field().min(1, 'too_small'),
  plan_ids: z.array(z.enum(PLAN_IDS)).nullish(),
  valid_from: isoDateTimeField().nullish(),
  valid_until: isoDateTimeField().nullish(),
  usage_limit: int32Field().min(1).nullish(),
  is_active: z.boolean().optional(),
};

export const createCouponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'coupon_code_format')
      .transform((v) => v.toUpperCase()),
    ...couponFields,
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, {
    path: ['value'],
    error: 'coupon_percent_max',
  });
export type CreateCouponRequest = z.input<typeof createCouponSchema>;

export const updateCouponSchema = z.object(couponFields).partial();
export type UpdateCouponRequest = z.input<typeof updateCouponSchema>;

export interface CouponInfo {
  coupon_id: string;
  code: string;
  kind: (typeof COUPON_KINDS)[number];
  value: number;
  plan_ids: PlanId[] | null;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  times_used: number;
  is_active: boolean;
  created_at: string;
}

export interface AuditLogRow {
  id: number;
  actor_username: string;
  action: string;
  target_type: string;
  target_id: string;
  account_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}
