import { PAYMENT_STATUS as P, type PaymentStatus } from '@siar/shared';
import { and, count, desc, eq, getTableName, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, payments } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The coupon of that code, case-insensitively; `lock` holds it until the transaction ends. */
export async function findCouponByCode(
  db: Database,
  code: string,
  options: { lock?: boolean } = {},
): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(sql`upper(${coupons.code}) = upper(${code})`).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findCouponById(db: Database, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** Payments whose coupon counts as used: open or completed ones. */
const COUNTED_STATUSES: PaymentStatus[] = [P.created, P.awaitingConfirmation, P.completed];

/** Uses that count against the limit: open or completed payments carrying the coupon. */
export async function countCouponUses(db: Database, couponId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.couponId, couponId), inArray(payments.status, COUNTED_STATUSES)));
  return row?.n ?? 0;
}

export async function insertCoupon(db: Database, values: NewCoupon): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(
  db: Database,
  id: string,
  patch: Partial<NewCoupon>,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

export async function listCoupons(db: Database, input: { search?: string; limit: number; offset: number }) {
  const where = input.search ? ilike(coupons.code, containsPattern(input.search)) : undefined;
  // Drizzle leaves columns unqualified in a one-table select, and inside the subquery a bare "id"
  // would be the payment's: name the outer coupon's id in full.
  const couponId = sql`${sql.identifier(getTableName(coupons))}.${sql.identifier(coupons.id.name)}`;
  const uses = sql<number>`(select count(*)::int from ${payments} where ${payments.couponId} = ${couponId} and ${payments.status} in (1, 2, 3))`;
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  const rows = await db
    .select({ coupon: coupons, uses })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(input.limit)
    .offset(input.offset);
  return { count: total?.n ?? 0, rows };
}
