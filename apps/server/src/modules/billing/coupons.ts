import { BILLING_MESSAGES, type BillingCycle, type CouponQuote, type PlanId, planPrice } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type CouponRow, countCouponUses, findCouponByCode } from './coupons.repo.ts';
import { selectedPlan } from './payment-view.ts';

/** The discount a coupon gives on a price: a percentage rounded down, or a fixed sum up to the price. */
export function couponDiscount(coupon: Pick<CouponRow, 'kind' | 'value'>, netDue: number): number {
  const raw = coupon.kind === 'percent' ? Math.floor((netDue * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, netDue));
}

/** Whether a coupon can be used now for this plan, given how many times it is already used. */
export function isCouponUsable(coupon: CouponRow, planId: PlanId, now: Date, uses: number): boolean {
  if (!coupon.isActive) return false;
  if (coupon.validFrom && coupon.validFrom > now) return false;
  if (coupon.validUntil && coupon.validUntil <= now) return false;
  if (coupon.planIds && coupon.planIds.length > 0 && !coupon.planIds.includes(planId)) return false;
  if (coupon.usageLimit !== null && uses >= coupon.usageLimit) return false;
  return true;
}

const invalidCoupon = () => AppError.fields({ coupon_code: 'coupon_invalid' });

/**
 * The usable coupon of that code, or a 400 on `coupon_code` with the spec's text. Inside a
 * transaction, `lock` holds the coupon so that two payments cannot both take its last use.
 */
export async function requireUsableCoupon(
  db: Database,
  code: string,
  planId: PlanId,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code, options);
  if (!coupon) throw invalidCoupon();
  const uses = coupon.usageLimit === null ? 0 : await countCouponUses(db, coupon.id);
  if (!isCouponUsable(coupon, planId, now, uses)) throw invalidCoupon();
  return coupon;
}

/** What the checkout shows after "apply coupon": the price, the discount, and what is left to pay. */
export async function quoteCoupon(
  db: Database,
  input: { plan_id: PlanId; billing_cycle: BillingCycle; coupon_code: string },
  now = new Date(),
): Promise<CouponQuote> {
  const coupon = await requireUsableCoupon(db, input.coupon_code, input.plan_id, now);
  const netDue = planPrice(input.plan_id, input.billing_cycle);
  const discount = couponDiscount(coupon, netDue);
  return {
    detail: BILLING_MESSAGES.couponApplied,
    coupon_code: coupon.code,
    plan_cached: selectedPlan(input.plan_id, input.billing_cycle),
    net_due: netDue,
    discount,
    amount_after_discount: netDue - discount,
  };
}
