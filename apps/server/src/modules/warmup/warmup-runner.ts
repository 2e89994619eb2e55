import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { enqueue } from '../../sending/index.ts';
import { accountLanguage } from '../accounts/account-language.ts';
import type { LiveEvents } from '../live/live-events.ts';
import {
  lockDueWarmups,
  noteLastMessage,
  readyWarmupDevices,
  updateWarmupStep,
} from './warmup-runner.repo.ts';
import { planWarmupStep } from './warmup-step.ts';

const TICK_MS = 1000;

/**
 * Runs the accounts' warmups in a gateway process: each second it takes the warmups whose next
 * message is due (rows another gateway holds are skipped), queues that message in the speaking
 * device's outbox and moves the warmup on. The state lives in the row, so a restart resumes.
 */
export class WarmupRunner {
  readonly #deps: { db: Database; live: LiveEvents; log: Logger; random?: () => number };
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<void> | undefined;

  constructor(deps: { db: Database; live: LiveEvents; log: Logger; random?: () => number }) {
    this.#deps = deps;
  }

  start(tickMs = TICK_MS): void {
    this.#timer = setInterval(() => {
      this.#tick ??= this.runDue()
        .catch((error: unknown) => this.#deps.log.error({ err: error }, 'warmup round failed'))
        .finally(() => {
          this.#tick = undefined;
        });
    }, tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#tick;
  }

  /** One round: every due warmup takes one step. */
  async runDue(): Promise<void> {
    const { db, live } = this.#deps;
    const moved = await db.transaction(async (tx) => {
      const due = await lockDueWarmups(tx, new Date());
      const events: { accountId: string; deviceId?: string }[] = [];
      for (const warmup of due) {
        const ready = await readyWarmupDevices(tx, warmup.accountId);
        const now = new Date();
        const step = planWarmupStep(
          warmup,
          ready,
          await accountLanguage(tx, warmup.accountId),
          now,
          this.#deps.random,
        );
        if (step.message) {
          const { from, to, text, typingMs } = step.message;
          await enqueue(tx, {
            purpose: 'warmup',
            accountId: warmup.accountId,
            deviceId: from.id,
            toPhone: to.phoneNumber,
            text,
            typingMs,
          });
          await noteLastMessage(tx, warmup.accountId, from.id, text, now);
        }
        await updateWarmupStep(tx, warmup.accountId, step.patch, now);
        events.push({ accountId: warmup.accountId, deviceId: step.message?.from.id });
      }
      return events;
    });
    for (const event of moved) {
      await live.publish({ account_id: event.accountId, topic: 'warmup' });
      // The speaking device's sender wakes on its device's event.
      if (event.deviceId)
        await live.publish({ account_id: event.accountId, topic: 'devices', id: event.deviceId });
    }
  }
}
