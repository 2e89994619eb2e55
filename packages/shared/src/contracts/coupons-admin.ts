import { z } from 'zod';
import { paginatedSchema } from '../paging.ts';
import { PLAN_IDS } from '../plans.ts';
import { int32Field, isoDateTimeField } from '../validation/fields.ts';

/** Staff over coupons: the list, creating one, and changing or withdrawing one. */

export { COUPONS_ADMIN_PATHS } from './coupons-admin.paths.ts';

export const COUPON_KINDS = ['percent', 'fixed'] as const;

// ---- requests ----

export const couponIdParamsSchema = z.object({ coupon_id: z.uuid({ error: 'Not a valid coupon id.' }) });

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

/** Any of a coupon's fields but its code; `is_active: false` withdraws it. */
export const updateCouponSchema = z.object(couponFields).partial();
export type UpdateCouponRequest = z.input<typeof updateCouponSchema>;

// ---- answers ----

export const couponInfoSchema = z.object({
  coupon_id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  plan_ids: z.array(z.enum(PLAN_IDS)).nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  /** Open or completed payments that took it. */
  times_used: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type CouponInfo = z.infer<typeof couponInfoSchema>;

export const couponsPageSchema = paginatedSchema(couponInfoSchema);
export type CouponsPage = z.infer<typeof couponsPageSchema>;
