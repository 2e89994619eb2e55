import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { type EngineSession, PermanentSendError } from '../engine-port.ts';
import * as outbox from './outbox.repo.ts';

/** A message that did not reach WhatsApp is tried this many times in all, then fails with the reason. */
export const MAX_TRIES = 3;
const RETRY_AFTER_MS = 10_000;
/** The longest a sender waits before looking at its outbox again, woken or not. */
const IDLE_LOOK_MS = 5_000;

export interface OutboxSenderDeps {
  db: Database;
  log: Logger;
  deviceId: string;
  session: EngineSession;
  newMessageId(): string;
  /** A row moved (to show progress live). */
  onMoved(row: outbox.OutboxRow): void;
}

/**
 * The one sender of a connected device: it takes the device's due messages one at a time, so a
 * device never sends two at once. The WhatsApp id is fixed when a row is claimed, before the
 * call, and kept across tries: a second try of the same message carries the same id.
 */
export class OutboxSender {
  readonly #deps: OutboxSenderDeps;
  #running = false;
  #wake: (() => void) | undefined;
  #done: Promise<void> | undefined;

  constructor(deps: OutboxSenderDeps) {
    this.#deps = deps;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#done = this.#loop().catch((error: unknown) =>
      this.#deps.log.error({ err: error, deviceId: this.#deps.deviceId }, 'sender stopped by an error'),
    );
  }

  /** Something was queued: look now rather than at the next round. */
  wake(): void {
    this.#wake?.();
  }

  /** Stops after the message in hand, if any. */
  async stop(): Promise<void> {
    this.#running = false;
    this.wake();
    await this.#done;
  }

  async #loop(): Promise<void> {
    const { db, deviceId } = this.#deps;
    // A crash or a lost lease may have left messages mid-send: each counts as a try.
    for (const row of await outbox.interruptedSends(db, deviceId))
      await this.#retryOrFail(row, 'The send was interrupted');
    while (this.#running) {
      const row = await outbox.claimNext(db, deviceId, this.#deps.newMessageId);
      if (!row) {
        await this.#idle();
        continue;
      }
      this.#deps.onMoved(row);
      await this.#send(row);
    }
  }

  async #send(row: outbox.OutboxRow): Promise<void> {
    const { db, session } = this.#deps;
    try {
      await session.send({
        waMessageId: row.waMessageId!,
        to: row.toPhone,
        text: row.text ?? undefined,
        typingMs: row.typingMs,
      });
      const sent = await outbox.markSent(db, row.id);
      if (sent) this.#deps.onMoved(sent);
    } catch (error) {
      if (error instanceof PermanentSendError) {
        const failed = await outbox.markFailed(db, row.id, error.message);
        if (failed) this.#deps.onMoved(failed);
      } else {
        await this.#retryOrFail(row, error instanceof Error ? error.message : String(error));
      }
    }
  }

  async #retryOrFail(row: outbox.OutboxRow, reason: string): Promise<void> {
    const { db } = this.#deps;
    const tries = await outbox.triesOf(db, row.id);
    const moved =
      tries >= MAX_TRIES
        ? await outbox.markFailed(db, row.id, `Not sent after ${tries} tries: ${reason}`)
        : await outbox.requeue(db, row.id, new Date(Date.now() + RETRY_AFTER_MS), reason);
    if (moved) this.#deps.onMoved(moved);
  }

  async #idle(): Promise<void> {
    const next = await outbox.nextDueAt(this.#deps.db, this.#deps.deviceId);
    const ms = next ? Math.min(Math.max(next.getTime() - Date.now(), 50), IDLE_LOOK_MS) : IDLE_LOOK_MS;
    if (!this.#running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.#wake = undefined;
  }
}
