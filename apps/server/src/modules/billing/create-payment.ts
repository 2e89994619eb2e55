import { randomInt } from 'node:crypto';
import {
  type BillingCycle,
  PAYMENT_STATUS,
  type PaymentMethodId,
  PLAN_IDS,
  type PlanId,
  planPrice,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import type { BillingJobs } from './billing-jobs.ts';
import { couponDiscount, requireUsableCoupon } from './coupons.ts';
import { pendingPayment } from './customer-payments.ts';
import { type BillingConfig, paymentDetails } from './payment-methods.ts';
import { insertPayment, openUniqueCodes, type PaymentRow } from './payments.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const MAX_UNIQUE_CODE = 999;
const ATTEMPTS = 8;

/** A random code 1-999 that no open payment holds, or null when all are taken. */
export function pickUniqueCode(
  taken: Iterable<number>,
  random: (max: number) => number = randomInt,
): number | null {
  const used = new Set(taken);
  const free: number[] = [];
  for (let code = 1; code <= MAX_UNIQUE_CODE; code++) if (!used.has(code)) free.push(code);
  return free.length === 0 ? null : free[random(free.length)]!;
}

export interface CreatePaymentInput {
  plan_id?: string | null;
  billing_cycle: BillingCycle;
  payment_method: PaymentMethodId;
  coupon_code: string | null;
}

export interface CreatePaymentDeps {
  db: Database;
  config: BillingConfig;
  jobs: BillingJobs;
}

/**
 * Opens a payment for a plan: price, coupon discount, a unique code, and where to pay, counting down
 * to expiry. One open payment per account (a second answers 409); unique codes are unique among
 * open payments, which the database enforces, so two payments created at the same instant retry
 * rather than share a code.
 */
export async function createPayment(
  deps: CreatePaymentDeps,
  customer: { userId: string; accountId: string },
  input: CreatePaymentInput,
  now = new Date(),
): Promise<PaymentRow> {
  const { db, config } = deps;
  if (!input.plan_id) throw AppError.badRequest('select_plan_first');
  if (!(PLAN_IDS as readonly string[]).includes(input.plan_id)) {
    throw AppError.fields({ plan_id: 'unknown_plan' });
  }
  const planId = input.plan_id as PlanId;
  if (!config.PAYMENT_METHODS.includes(input.payment_method)) {
    throw AppError.fields({ payment_method: 'payment_method_unavailable' });
  }
  if (await pendingPayment(db, customer.accountId, now)) {
    throw AppError.conflict('open_payment_exists');
  }

  const netDue = planPrice(planId, input.billing_cycle);
  for (let attempt = 1; ; attempt++) {
    try {
      const payment = await db.transaction(async (tx) => {
        const coupon = input.coupon_code
          ? await requireUsableCoupon(tx, input.coupon_code, planId, now, { lock: true })
          : null;
        const discount = coupon ? couponDiscount(coupon, netDue) : 0;
        const uniqueCode = pickUniqueCode(await openUniqueCodes(tx));
        if (uniqueCode === null) {
          throw AppError.unavailable('too_many_open_payments');
        }
        const totalDue = netDue - discount + uniqueCode;
        return insertPayment(tx, {
          accountId: customer.accountId,
          createdBy: customer.userId,
          planId,
          billingCycle: input.billing_cycle,
          method: input.payment_method,
          netDue,
          discount,
          uniqueCode,
          totalDue,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          details: {
            ...(await paymentDetails(tx, config, customer.accountId, input.payment_method, totalDue)),
          },
          status: PAYMENT_STATUS.created,
          expiresAt: new Date(now.getTime() + config.PAYMENT_EXPIRY_HOURS * HOUR_MS),
          createdAt: now,
          updatedAt: now,
        });
      });
      await deps.jobs.schedulePaymentExpiry(payment.id, payment.expiresAt);
      return payment;
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'payments_one_open_per_account') throw AppError.conflict('open_payment_exists');
      if (index === 'payments_open_unique_code' && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}
