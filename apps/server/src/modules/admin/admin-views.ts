import {
  type AccountDict,
  type AdminPaymentRow,
  type AdminSubscriptionRow,
  DEFAULT_ADMIN_PAGE_SIZE,
  PAYMENT_METHOD_NAMES,
  type PaymentMethodId,
  SUBSCRIPTION_STATUS_DISPLAY,
  type SubscriptionStatus,
} from '@siar/shared';
import { z } from 'zod';
import { paymentStatusDisplay, paymentSummaryFields } from '../billing/payment-view.ts';
import { planDisplay } from '../billing/subscription-view.ts';
import type { AdminPaymentRecord, AdminSubscriptionRecord } from './admin.repo.ts';

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(DEFAULT_ADMIN_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  status: z.coerce.number().int().min(1).max(6).optional(),
});
export type ListQueryInput = z.infer<typeof listQuerySchema>;

export function pageWindow(query: ListQueryInput) {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

export const paginated = <T extends z.ZodType>(row: T) =>
  z.object({ count: z.number().int(), results: z.array(row) });

export const accountDictSchema = z.object({
  name: z.string(),
  account_id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
}) satisfies z.ZodType<AccountDict>;

export const adminSubscriptionRowSchema = z.object({
  subscription_id: z.string(),
  account_dict: accountDictSchema,
  plan_id: z.string(),
  plan_display: z.string(),
  billing_cycle: z.string(),
  is_trial: z.boolean(),
  status: z.number().int(),
  status_display: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  cancel_at_period_end: z.boolean(),
  next_plan_id: z.string().nullable(),
  next_billing_cycle: z.string().nullable(),
  next_plan_starts_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminSubscriptionRow>;

export const adminPaymentRowSchema = z.object({
  ...paymentSummaryFields,
  account_dict: accountDictSchema,
  method: z.string(),
  plan_id: z.string(),
  plan_display: z.string(),
  billing_cycle: z.string(),
  marked_paid_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  note: z.string().nullable(),
}) satisfies z.ZodType<AdminPaymentRow>;

type AccountColumns = {
  accountId: string;
  accountName: string;
  username: string | null;
  email: string | null;
};

export function toAccountDict(row: AccountColumns): AccountDict {
  return { name: row.accountName, account_id: row.accountId, username: row.username, email: row.email };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminSubscriptionRow(record: AdminSubscriptionRecord): AdminSubscriptionRow {
  const s = record.subscription;
  return {
    subscription_id: s.id,
    account_dict: toAccountDict(record),
    plan_id: s.planId,
    plan_display: planDisplay(s.planId, s.isTrial),
    billing_cycle: s.billingCycle,
    is_trial: s.isTrial,
    status: s.status,
    status_display: SUBSCRIPTION_STATUS_DISPLAY[s.status as SubscriptionStatus] ?? String(s.status),
    start_date: s.currentPeriodStart.toISOString(),
    end_date: s.currentPeriodEnd.toISOString(),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    next_plan_id: s.nextPlanId,
    next_billing_cycle: s.nextBillingCycle,
    next_plan_starts_at: iso(s.nextPlanStartsAt),
    created_at: s.createdAt.toISOString(),
  };
}

export function toAdminPaymentRow(record: AdminPaymentRecord): AdminPaymentRow {
  const p = record.payment;
  return {
    payment_id: p.id,
    account_dict: toAccountDict(record),
    method: p.method,
    method_display: PAYMENT_METHOD_NAMES[p.method as PaymentMethodId] ?? p.method,
    plan_id: p.planId,
    plan_display: planDisplay(p.planId),
    billing_cycle: p.billingCycle,
    net_due: p.netDue,
    discount: p.discount,
    unique_code: p.uniqueCode,
    total_due: p.totalDue,
    coupon_code: p.couponCode,
    status: p.status,
    status_display: paymentStatusDisplay(p.status),
    created_at: p.createdAt.toISOString(),
    expires_at: p.expiresAt.toISOString(),
    marked_paid_at: iso(p.markedPaidAt),
    resolved_at: iso(p.resolvedAt),
    resolved_by: record.resolvedBy,
    note: p.note,
  };
}
