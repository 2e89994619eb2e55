import type { DatabaseHandle } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { runBillingSweep } from './billing-sweep.ts';
import { expireOverduePayments, findPaymentById } from './payments.repo.ts';

const PAYMENT_EXPIRY = 'billing-payment-expiry';
const SWEEP = 'billing-sweep';

export interface BillingJobs {
  /** Expires the payment at `at` if it is still awaiting the transfer; survives restarts. */
  schedulePaymentExpiry(paymentId: string, at: Date): Promise<void>;
}

interface ExpiryJob {
  payment_id: string;
}

/**
 * Billing's timers: a job per payment at its expiry, and a sweep every minute and once at start
 * (which also catches whatever came due while no server ran). Handlers re-check state before
 * acting, so a job that runs twice or late is harmless.
 */
export function billingJobs(database: DatabaseHandle, queue: JobQueue): BillingJobs {
  const db = database.db;

  queue.define<ExpiryJob>({
    name: PAYMENT_EXPIRY,
    pollingIntervalSeconds: 1,
    async handler({ payment_id: paymentId }, { send }) {
      const now = new Date();
      const [expired] = await expireOverduePayments(db, now, paymentId);
      if (expired) return;
      // Run early (clocks differ between processes): try again at the deadline.
      const payment = await findPaymentById(db, paymentId);
      if (payment?.status === 1 && payment.expiresAt > now) {
        await send(PAYMENT_EXPIRY, { payment_id: paymentId }, { startAfter: payment.expiresAt });
      }
    },
  });
  queue.define({
    name: SWEEP,
    cron: '* * * * *',
    runAtStart: true,
    async handler(_data, { log }) {
      const swept = await runBillingSweep(db);
      if (swept.expiredPayments + swept.startedNextPlans + swept.endedSubscriptions > 0) {
        log.info({ swept }, 'billing sweep');
      }
    },
  });

  return {
    async schedulePaymentExpiry(paymentId, at) {
      // A failed schedule is not fatal: the minute sweep expires the payment anyway.
      await queue
        .send(PAYMENT_EXPIRY, { payment_id: paymentId }, { startAfter: at, retryLimit: 5 })
        .catch(() => {});
    },
  };
}
