import { PAYMENT_STATUS } from '@siar/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { runBillingSweep } from './billing-sweep.ts';
import { expireOverduePayments, findPaymentById } from './payments.repo.ts';

export interface BillingJobs {
  /** Expires the payment at `at` if it is still awaiting the transfer; survives restarts. */
  schedulePaymentExpiry(paymentId: string, at: Date): Promise<void>;
}

/** A payment's own timer: expire it at its deadline if the transfer never came. */
export const paymentExpiryJob = (db: Database) => {
  const job = defineJob({
    id: 'billing-payment-expiry',
    payload: z.object({ payment_id: z.uuid() }),
    pollingIntervalSeconds: 1,
    async handler({ payment_id: paymentId }, { send }) {
      const now = new Date();
      const [expired] = await expireOverduePayments(db, now, paymentId);
      if (expired) return;
      // Run early (clocks differ between processes): try again at the deadline.
      const payment = await findPaymentById(db, paymentId);
      if (payment?.status === PAYMENT_STATUS.created && payment.expiresAt > now) {
        await send(job, { payment_id: paymentId }, { startAfter: payment.expiresAt });
      }
    },
  });
  return job;
};

/** Every minute and once at start: expiries, plan switches and ends that came due, whatever ran. */
export const billingSweepJob = (db: Database) =>
  defineJob({
    id: 'billing-sweep',
    payload: z.object({}),
    cron: '* * * * *',
    runAtStart: true,
    async handler(_payload, { log }) {
      const swept = await runBillingSweep(db);
      if (swept.expiredPayments + swept.startedNextPlans + swept.endedSubscriptions > 0) {
        log.info({ swept }, 'billing sweep');
      }
    },
  });

/** Billing's timers. Handlers re-check state before acting, so a job run twice or late is harmless. */
export function billingJobs(db: Database, queue: JobQueue): BillingJobs {
  const expiry = paymentExpiryJob(db);
  queue.register(expiry);
  queue.register(billingSweepJob(db));
  return {
    async schedulePaymentExpiry(paymentId, at) {
      // A failed schedule is logged by the queue and not fatal: the minute sweep expires it anyway.
      await queue.send(expiry, { payment_id: paymentId }, { startAfter: at, retryLimit: 5 }).catch(() => {});
    },
  };
}
