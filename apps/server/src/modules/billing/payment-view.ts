import {
  type BillingCycle,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATUS_DISPLAY,
  type PaymentDetails,
  type PaymentInfo,
  type PaymentMethodId,
  type PaymentStatus,
  PLANS,
  type PlanId,
  type SelectedPlan,
} from '@siar/shared';
import type { PaymentRow } from './payments.repo.ts';

// A payment row as the customer's answers carry it (the shape is the billing contract's).

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
