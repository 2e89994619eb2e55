import {
  type AccountDict,
  type AdminPaymentRow,
  type AdminSubscriptionRow,
  PAYMENT_METHOD_NAMES,
  type PaymentMethodId,
  SUBSCRIPTION_STATUS_DISPLAY,
  type SubscriptionStatus,
} from '@siar/shared';
import { paymentStatusDisplay } from '../billing/payment-view.ts';
import { planDisplay } from '../billing/subscription-view.ts';
import type { AdminPaymentRecord, AdminSubscriptionRecord } from './admin.repo.ts';

// Staff list rows from their records (the shapes are the admin contracts').

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
