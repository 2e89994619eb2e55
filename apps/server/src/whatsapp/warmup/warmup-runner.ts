import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { waDevices, waOutbox, warmupDevices, warmups } from '../../db/schema/index.ts';
import { accountLanguage } from '../account-language.ts';
import type { LiveEvents } from '../live-events.ts';
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
      const due = await tx
        .select()
        .from(warmups)
        .where(and(eq(warmups.status, 2), lte(warmups.nextMessageAt, new Date())))
        .orderBy(asc(warmups.nextMessageAt))
        .limit(20)
        .for('update', { skipLocked: true });
      const events: { accountId: string; deviceId?: string }[] = [];
      for (const warmup of due) {
        const ready = await tx
          .select({ id: waDevices.id, phoneNumber: sql<string>`${waDevices.phoneNumber}` })
          .from(warmupDevices)
          .innerJoin(waDevices, eq(waDevices.id, warmupDevices.deviceId))
          .where(
            and(
              eq(warmupDevices.accountId, warmup.accountId),
              eq(waDevices.state, 'connected'),
              eq(waDevices.paused, false),
              isNotNull(waDevices.phoneNumber),
            ),
          )
          .orderBy(asc(waDevices.createdAt));
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
          await tx.insert(waOutbox).values({
            accountId: warmup.accountId,
            deviceId: from.id,
            purpose: 'warmup',
            toPhone: to.phoneNumber,
            text,
            typingMs,
          });
          await tx
            .update(warmupDevices)
            .set({ lastMessage: text, lastMessageAt: now })
            .where(and(eq(warmupDevices.accountId, warmup.accountId), eq(warmupDevices.deviceId, from.id)));
        }
        await tx
          .update(warmups)
          .set({ ...step.patch, updatedAt: now })
          .where(eq(warmups.accountId, warmup.accountId));
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
