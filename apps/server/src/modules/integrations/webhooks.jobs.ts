import { IDEMPOTENCY_KEY_HOURS } from '@siar/shared';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LiveEvents } from '../live/live-events.ts';
import type { Sealer } from './sealed.ts';
import { postWebhook } from './webhook-post.ts';
import * as repo from './webhooks.repo.ts';

const BATCH = 20;

type WebhookConfig = Pick<
  Config,
  | 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES'
  | 'WEBHOOK_RETRY_BASE_SECONDS'
  | 'WEBHOOK_MAX_ATTEMPTS'
  | 'WEBHOOK_TIMEOUT_SECONDS'
>;

/** Exponential backoff: the base, then twice, four times … the base after each failed try. */
export function retryDelayMs(config: WebhookConfig, attempts: number): number {
  return config.WEBHOOK_RETRY_BASE_SECONDS * 1000 * 2 ** (attempts - 1);
}

/** Tries every due delivery once (in batches), recording each answer. */
export async function deliverDue(db: Database, sealer: Sealer, config: WebhookConfig): Promise<number> {
  let tried = 0;
  for (;;) {
    const due = await repo.claimDue(db, BATCH, config.WEBHOOK_TIMEOUT_SECONDS + 30);
    if (due.length === 0) return tried;
    tried += due.length;
    await Promise.all(
      due.map(async (delivery) => {
        const endpoint = await repo.findEndpoint(db, delivery.account_id);
        const secret = endpoint && sealer.open(endpoint.secretSealed);
        const result =
          endpoint?.url && secret
            ? await postWebhook(endpoint.url, secret, delivery.body, {
                allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
                timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
              })
            : { ok: false, responseCode: null, error: 'webhook_not_configured' };
        if (result.ok) return repo.markDelivered(db, delivery.id, result.responseCode!);
        const last = delivery.attempts >= config.WEBHOOK_MAX_ATTEMPTS || !endpoint?.url;
        const nextAt = last ? null : new Date(Date.now() + retryDelayMs(config, delivery.attempts));
        await repo.markTryFailed(
          db,
          delivery.id,
          { responseCode: result.responseCode, error: result.error ?? '' },
          nextAt,
        );
      }),
    );
  }
}

/**
 * `webhooks-deliver` drains due deliveries, then sets a timer for the next retry. It runs when an
 * event is written (its NOTIFY wakes this process), every minute, and at start (deliveries a
 * stopped server left). Runs at once or twice are harmless: a try claims its row first.
 */
export function webhookJobs(deps: {
  db: Database;
  sealer: Sealer;
  config: WebhookConfig;
  live: LiveEvents;
  queue: JobQueue;
}) {
  const { db, sealer, config, live, queue } = deps;
  // This process's next timer: a drain sets one only when it comes sooner.
  let timerAt = Number.POSITIVE_INFINITY;
  const scheduleNext = async (context: Pick<JobContext, 'send'>) => {
    const next = await repo.nextDueAt(db);
    if (!next) return;
    const at = Math.max(next.getTime(), Date.now());
    if (at >= timerAt && timerAt > Date.now()) return;
    timerAt = at;
    await context.send(deliver, {}, { startAfter: new Date(at) });
  };
  const deliver = defineJob({
    id: 'webhooks-deliver',
    payload: z.object({}),
    cron: '* * * * *',
    runAtStart: true,
    pollingIntervalSeconds: 0.5,
    handler: async (_payload, context) => {
      await deliverDue(db, sealer, config);
      await scheduleNext(context);
    },
  });
  const purge = defineJob({
    id: 'integrations-purge',
    payload: z.object({}),
    cron: '17 * * * *',
    handler: () => repo.purgeOld(db, IDEMPOTENCY_KEY_HOURS),
  });
  queue.register(deliver);
  queue.register(purge);
  // An event written anywhere wakes a delivery here at once (a burst wakes it once).
  let waking: NodeJS.Timeout | undefined;
  live.subscribeAll((event) => {
    if (event.topic !== 'webhooks' || waking) return;
    waking = setTimeout(() => {
      waking = undefined;
      queue.send(deliver, {}).catch(() => {});
    }, 20);
  });
  return { deliver, purge };
}
