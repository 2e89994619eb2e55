import type { FastifyPluginAsync } from 'fastify';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { createBoss } from '../../jobs/boss.ts';
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
 * Billing's timers on pg-boss: a job per payment at its expiry, and a sweep every minute and once at
 * start (which also catches whatever came due while no server ran). Handlers re-check state before
 * acting, so a job that runs twice or late is harmless. With `enabled` false nothing runs (tests
 * that do not need timers; processes that leave them to others).
 */
export function billingJobs(database: DatabaseHandle, options: { enabled: boolean }) {
  const db = database.db;
  let boss: PgBoss | null = null;

  const jobs: BillingJobs = {
    async schedulePaymentExpiry(paymentId, at) {
      if (!boss) return;
      try {
        await boss.send(PAYMENT_EXPIRY, { payment_id: paymentId } satisfies ExpiryJob, {
          startAfter: at,
          retryLimit: 5,
        });
      } catch {
        // The minute sweep expires it anyway.
      }
    },
  };

  const plugin: FastifyPluginAsync = async (app) => {
    if (!options.enabled) return;
    app.addHook('onReady', async () => {
      const swept = await runBillingSweep(db);
      app.log.info({ swept }, 'billing sweep at start');
      const started = createBoss(database);
      started.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      await started.start();
      await started.createQueue(PAYMENT_EXPIRY);
      await started.createQueue(SWEEP);
      await started.work<ExpiryJob>(PAYMENT_EXPIRY, { pollingIntervalSeconds: 1 }, async ([job]) => {
        const paymentId = job!.data.payment_id;
        const now = new Date();
        const [expired] = await expireOverduePayments(db, now, paymentId);
        if (expired) return;
        // Run early (clocks differ between processes): try again at the deadline.
        const payment = await findPaymentById(db, paymentId);
        if (payment?.status === 1 && payment.expiresAt > now) {
          await started.send(PAYMENT_EXPIRY, { payment_id: paymentId }, { startAfter: payment.expiresAt });
        }
      });
      await started.work(SWEEP, async () => {
        const swept = await runBillingSweep(db);
        if (swept.expiredPayments + swept.startedNextPlans + swept.endedSubscriptions > 0) {
          app.log.info({ swept }, 'billing sweep');
        }
      });
      await started.schedule(SWEEP, '* * * * *');
      boss = started;
    });
    app.addHook('onClose', async () => {
      const stopping = boss;
      boss = null;
      await stopping?.stop({ graceful: true, wait: true, timeout: 5000 });
    });
  };

  return { jobs, plugin };
}
