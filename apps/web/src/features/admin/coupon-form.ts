import '../../app/issue-codes.ts';
import {
  type COUPON_KINDS,
  type CouponInfo,
  type CreateCouponRequest,
  createCouponSchema,
  type PlanId,
  type UpdateCouponRequest,
} from '@siar/shared';
import { jakartaDate } from '../billing/format.ts';

/** The coupon form: text and calendar days until sent. Validity days are Jakarta (WIB) days. */
export interface CouponFormValues {
  code: string;
  kind: (typeof COUPON_KINDS)[number];
  value: number | '';
  /** Empty: every plan. */
  plan_ids: string[];
  /** YYYY-MM-DD or empty (no start): valid from the start of that day, WIB. */
  valid_from: string;
  /** YYYY-MM-DD or empty (no end): valid to the end of that day, WIB. */
  valid_until: string;
  /** Empty: no limit. */
  usage_limit: number | '';
  is_active: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  plan_ids: [],
  valid_from: '',
  valid_until: '',
  usage_limit: '',
  is_active: true,
};

export function couponFormValuesOf(coupon: CouponInfo): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    plan_ids: coupon.plan_ids ?? [],
    valid_from: coupon.valid_from ? jakartaDate(coupon.valid_from) : '',
    valid_until: coupon.valid_until ? jakartaDate(coupon.valid_until) : '',
    usage_limit: coupon.usage_limit ?? '',
    is_active: coupon.is_active,
  };
}

const startOfDay = (day: string) => (day ? `${day}T00:00:00+07:00` : null);
const endOfDay = (day: string) => (day ? `${day}T23:59:59+07:00` : null);

export function createCouponRequest(values: CouponFormValues): CreateCouponRequest {
  return {
    code: values.code,
    kind: values.kind,
    value: values.value === '' ? Number.NaN : values.value,
    plan_ids: values.plan_ids.length ? (values.plan_ids as PlanId[]) : null,
    valid_from: startOfDay(values.valid_from),
    valid_until: endOfDay(values.valid_until),
    usage_limit: values.usage_limit === '' ? null : values.usage_limit,
    is_active: values.is_active,
  };
}

/** What changed, as the edit call takes it (a cleared field is sent as null). */
export function couponChanges(before: CouponFormValues, after: CouponFormValues): UpdateCouponRequest {
  const request = createCouponRequest(after);
  const changes: UpdateCouponRequest = {};
  if (after.kind !== before.kind) changes.kind = request.kind;
  if (after.value !== before.value) changes.value = request.value;
  if ([...after.plan_ids].sort().join() !== [...before.plan_ids].sort().join())
    changes.plan_ids = request.plan_ids;
  if (after.valid_from !== before.valid_from) changes.valid_from = request.valid_from;
  if (after.valid_until !== before.valid_until) changes.valid_until = request.valid_until;
  if (after.usage_limit !== before.usage_limit) changes.usage_limit = request.usage_limit;
  if (after.is_active !== before.is_active) changes.is_active = request.is_active;
  return changes;
}

/** The form's errors as locale keys under `admin.coupons.errors`: the shared rules, checked here first. */
export function couponFormErrors(values: CouponFormValues): Partial<Record<keyof CouponFormValues, string>> {
  const errors: Partial<Record<keyof CouponFormValues, string>> = {};
  const result = createCouponSchema.safeParse(createCouponRequest(values));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as keyof CouponFormValues;
    if (errors[field]) continue;
    if (field === 'code') errors.code = 'admin.coupons.errors.code';
    else if (field === 'value')
      errors.value =
        issue.code === 'custom' ? 'admin.coupons.errors.percentMax' : 'admin.coupons.errors.valueMin';
    else if (field === 'usage_limit') errors.usage_limit = 'admin.coupons.errors.usageLimitMin';
  }
  if (values.valid_from && values.valid_until && values.valid_until < values.valid_from) {
    errors.valid_until = 'admin.coupons.errors.windowOrder';
  }
  return errors;
}

/** Whether a coupon can be used today: active, within its days, and under its limit. */
export function couponIsUsable(coupon: CouponInfo, now = Date.now()): boolean {
  if (!coupon.is_active) return false;
  if (coupon.valid_from && Date.parse(coupon.valid_from) > now) return false;
  if (coupon.valid_until && Date.parse(coupon.valid_until) < now) return false;
  return coupon.usage_limit === null || coupon.times_used < coupon.usage_limit;
}
