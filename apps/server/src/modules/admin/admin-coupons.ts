import type { CouponInfo, createCouponSchema, PlanId, updateCouponSchema } from '@siar/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/sessions.service.ts';
import {
  type CouponRow,
  countCouponUses,
  findCouponById,
  insertCoupon,
  updateCoupon,
} from '../billing/index.ts';

type Staff = Pick<AuthUser, 'id' | 'username'>;
const date = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

export function toCouponInfo(row: CouponRow, timesUsed: number): CouponInfo {
  return {
    coupon_id: row.id,
    code: row.code,
    kind: row.kind as CouponInfo['kind'],
    value: row.value,
    plan_ids: (row.planIds as PlanId[] | null) ?? null,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    times_used: timesUsed,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

function checkWindow(from: Date | null | undefined, until: Date | null | undefined) {
  if (from && until && until <= from) {
    throw AppError.fields({ valid_until: 'coupon_validity_order' });
  }
}

export async function createCoupon(
  db: Database,
  staff: Staff,
  input: z.output<typeof createCouponSchema>,
): Promise<CouponInfo> {
  const validFrom = date(input.valid_from) ?? null;
  const validUntil = date(input.valid_until) ?? null;
  checkWindow(validFrom, validUntil);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertCoupon(tx, {
        code: input.code,
        kind: input.kind,
        value: input.value,
        planIds: input.plan_ids?.length ? input.plan_ids : null,
        validFrom,
        validUntil,
        usageLimit: input.usage_limit ?? null,
        isActive: input.is_active ?? true,
      });
      await recordAudit(tx, {
        actor: staff,
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row.id,
        accountId: null,
        before: null,
        after: row,
      });
      return toCouponInfo(row, 0);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'coupons_code_key') {
      throw AppError.fields({ code: 'coupon_code_taken' });
    }
    throw error;
  }
}

export async function editCoupon(
  db: Database,
  staff: Staff,
  couponId: string,
  input: z.output<typeof updateCouponSchema>,
): Promise<CouponInfo> {
  return db.transaction(async (tx) => {
    const before = await findCouponById(tx, couponId);
    if (!before) throw AppError.notFound('coupon_not_found');
    const kind = input.kind ?? before.kind;
    const value = input.value ?? before.value;
    if (kind === 'percent' && value > 100) throw AppError.fields({ value: 'coupon_percent_max' });
    const validFrom = date(input.valid_from);
    const validUntil = date(input.valid_until);
    checkWindow(
      validFrom === undefined ? before.validFrom : validFrom,
      validUntil === undefined ? before.validUntil : validUntil,
    );
    const after = (await updateCoupon(tx, couponId, {
      kind: input.kind,
      value: input.value,
      planIds: input.plan_ids === undefined ? undefined : input.plan_ids?.length ? input.plan_ids : null,
      validFrom,
      validUntil,
      usageLimit: input.usage_limit,
      isActive: input.is_active,
    }))!;
    await recordAudit(tx, {
      actor: staff,
      action: 'coupon.update',
      targetType: 'coupon',
      targetId: couponId,
      accountId: null,
      before,
      after,
    });
    return toCouponInfo(after, await countCouponUses(tx, couponId));
  });
}
