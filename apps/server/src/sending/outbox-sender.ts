import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { MediaStore } from '../storage/index.ts';
import { type EngineSession, type OutgoingMessage, PermanentSendError } from '../whatsapp/engine-port.ts';
import { type Lease, LeaseLostError } from '../whatsapp/lease.ts';
import { claimCampaignRecipients, nextCampaignSlotAt } from './campaign-claim.repo.ts';
import { afterCampaignSend, afterCampaignSends, type CampaignSendResult } from './campaign-sending.ts';
import * as outbox from './outbox.repo.ts';
import { claimDue, putBack, settleSent } from './outbox-batch.repo.ts';
import { loadOutgoingMedia } from './outbox-media.ts';
import { holdForReachOutLock } from './whatsapp-limits.ts';

/** Due messages a sender claims at once, when its engine can reconcile every one after a crash. */
export const SEND_BATCH = 200;
/** A message that did not reach WhatsApp is tried this many times in all, then fails with the reason. */
export const MAX_TRIES = 3;
const RETRY_AFTER_MS = 10_000;
/** The longest a sender waits before looking at its outbox again, woken or not. */
const IDLE_LOOK_MS = 5_000;

/** Why an interrupted campaign message is not sent again when the engine cannot tell whether it went. */
export const UNKNOWN_OUTCOME_REASON =
  'Interrupted while sending; WhatsApp may have it, so it was not sent again (a receipt will mark it sent)';

export interface OutboxSenderDeps {
  db: Database;
  log: Logger;
  /** Where attachments' bytes are read from. */
  media: MediaStore;
  /** The gateway's hold on the device: every move the sender makes checks it. */
  lease: Lease;
  session: EngineSession;
  newMessageId(): string;
  /**
   * How many due rows to claim at once. Above 1 only for an engine that can always tell after a
   * crash whether a claimed message went out: with one that cannot, a claimed row never tried
   * would look like one that may have gone, and fail unsent.
   */
  batchSize: number;
  /** Rows moved (to show progress live). */
  onMoved(rows: outbox.OutboxRow[]): void;
  /**
   * The lease lapsed under the sender (the gateway stalled, another may have taken the device):
   * it has stopped, touching nothing more; the gateway renews or gives the device up.
   */
  onLeaseLost(): void;
}

/** How a send ended, for the batch it belongs to. */
type SendEnd = 'sent' | 'skipped' | 'broke_off';

/**
 * The one sender of a connected device. It claims the device's due messages, its own rows first
 * (warmup, chats, retries), then campaign recipients when the campaign's pacing allows, and hands
 * them to the engine in order, one call at a time, so a device never sends two at once (an engine
 * with `sendBatch` gets a batch in one call). The WhatsApp id is fixed when a row is claimed,
 * before the call, and kept across tries: a second try of the same message carries the same id.
 * Rows that went out are settled together after their batch; sent one by one, a failure settles
 * what went before it and gives the rest back untried, so the next claim decides again (the
 * device may have left the campaign's rotation).
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
    this.#done = this.#loop();
  }

  /** Something was queued: look now rather than at the next round. */
  wake(): void {
    this.#wake?.();
  }

  /** Stops after the message in hand, if any: the rest of its batch goes back untried. */
  async stop(): Promise<void> {
    this.#running = false;
    this.wake();
    await this.#done;
  }

  async #loop(): Promise<void> {
    let interrupted = true;
    while (this.#running) {
      try {
        // A crash, a lost lease or an error may have left messages mid-send: reconciled, never
        // blindly resent.
        if (interrupted) await this.#reconcileInterrupted();
        interrupted = true;
        await this.#round();
        interrupted = false;
      } catch (error) {
        if (error instanceof LeaseLostError) {
          // What this sender left mid-send is the next holder's to reconcile, not ours.
          this.#deps.log.warn({ deviceId: this.#deps.lease.deviceId }, 'sender stopped: lease lost');
          this.#running = false;
          this.#deps.onLeaseLost();
          return;
        }
        this.#deps.log.error({ err: error, deviceId: this.#deps.lease.deviceId }, 'sender round failed');
        await this.#wait(RETRY_AFTER_MS);
      }
    }
  }

  async #reconcileInterrupted(): Promise<void> {
    for (const row of await outbox.interruptedSends(this.#deps.db, this.#deps.lease.deviceId))
      await this.#reconcile(row);
  }

  /** Claims a batch and sends it, or waits when nothing is due. */
  async #round(): Promise<void> {
    const { db, lease, newMessageId, batchSize } = this.#deps;
    let fromPool = false;
    let batch = await claimDue(db, lease, newMessageId, batchSize);
    if (batch.length === 0) {
      batch = await claimCampaignRecipients(db, lease, newMessageId, batchSize);
      fromPool = true;
    }
    if (batch.length === 0) return this.#idle();
    this.#deps.onMoved(batch);
    if (batch.length > 1 && this.#deps.session.sendBatch) {
      // Stopped while claiming: the batch goes back untried.
      if (!this.#running) return putBack(db, lease, batch, fromPool);
      return this.#sendTogether(batch);
    }
    const sent: outbox.OutboxRow[] = [];
    let next = 0;
    while (next < batch.length && this.#running) {
      const row = batch[next++]!;
      const end = await this.#send(row, () => this.#settle(sent.splice(0)));
      if (end === 'sent') sent.push(row);
      if (end === 'broke_off') break;
    }
    await this.#settle(sent);
    await putBack(db, lease, batch.slice(next), fromPool);
  }

  /** A batch handed to the engine at once: every message's result is then written, in order. */
  async #sendTogether(batch: outbox.OutboxRow[]): Promise<void> {
    const results = await this.#deps.session.sendBatch!(
      await Promise.all(batch.map((row) => this.#outgoing(row))),
    );
    const sent: outbox.OutboxRow[] = [];
    for (const [i, result] of results.entries()) {
      const row = batch[i]!;
      if (result.ok) {
        sent.push(row);
        continue;
      }
      await this.#settle(sent.splice(0));
      await this.#failed(row, result.error);
    }
    await this.#settle(sent);
  }

  /** Rows that went out: `sent` together, then their campaigns' bookkeeping and the pages. */
  async #settle(rows: outbox.OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    const { db, lease } = this.#deps;
    const moved = new Set(await settleSent(db, lease, rows));
    await afterCampaignSends(db, rows, lease.deviceId);
    this.#deps.onMoved(rows.map((row) => (moved.has(row.id) ? { ...row, state: 'sent' as const } : row)));
  }

  /** Asks the engine whether an interrupted send went out, and moves the row accordingly. */
  async #reconcile(row: outbox.OutboxRow): Promise<void> {
    const { db, session, lease } = this.#deps;
    const outcome = row.waMessageId
      ? await session.outcomeOf(row.waMessageId).catch(() => 'unknown' as const)
      : 'not_sent';
    if (outcome === 'sent') {
      await this.#moved(await outbox.markSent(db, lease, row.id), row, { kind: 'sent' });
    } else if (outcome === 'not_sent' || !row.campaignId) {
      // Known not to have gone: no reason to wait before the next try.
      await this.#retryOrFail(row, 'The send was interrupted', outcome === 'not_sent' ? 0 : RETRY_AFTER_MS);
    } else {
      const failed = await outbox.markFailed(db, lease, row.id, UNKNOWN_OUTCOME_REASON);
      await this.#moved(failed, row, { kind: 'failed' });
    }
  }

  /** What the engine is given for a row. */
  async #outgoing(row: outbox.OutboxRow): Promise<OutgoingMessage> {
    return {
      waMessageId: row.waMessageId!,
      to: row.toPhone,
      text: row.text ?? undefined,
      media: row.mediaId ? await loadOutgoingMedia(this.#deps.db, this.#deps.media, row.mediaId) : undefined,
      typingMs: row.typingMs,
    };
  }

  /**
   * Sends one row. A refusal or an error is written at once, after `settleBefore` has written the
   * batch's earlier sends (the order of a device's successes and failures counts its failure runs).
   */
  async #send(row: outbox.OutboxRow, settleBefore: () => Promise<void>): Promise<SendEnd> {
    try {
      await this.#deps.session.send(await this.#outgoing(row));
      return 'sent';
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      await settleBefore();
      return this.#failed(row, error);
    }
  }

  /** A send that did not go: skipped, failed for good, or tried again later. */
  async #failed(row: outbox.OutboxRow, error: unknown): Promise<SendEnd> {
    const { db, lease } = this.#deps;
    if (error instanceof PermanentSendError && error.refusal === 'not_on_whatsapp' && row.campaignId) {
      const skipped = await outbox.markSkipped(db, lease, row.id, 'not_on_whatsapp');
      await this.#moved(skipped, row, { kind: 'skipped' });
      return 'skipped';
    }
    if (error instanceof PermanentSendError && error.refusal === 'restricted') {
      const triesLeft = !!row.campaignId && (await outbox.triesOf(db, row.id)) < MAX_TRIES;
      const back = await holdForReachOutLock(db, lease, row, error, triesLeft);
      if (back) {
        await this.#moved(back.moved, row, { kind: 'retrying' });
        return 'broke_off';
      }
    }
    if (error instanceof PermanentSendError) {
      await this.#moved(await outbox.markFailed(db, lease, row.id, error.message), row, {
        kind: 'failed',
        refusal: error.refusal,
      });
    } else {
      await this.#retryOrFail(row, error instanceof Error ? error.message : String(error));
    }
    return 'broke_off';
  }

  async #retryOrFail(row: outbox.OutboxRow, reason: string, afterMs = RETRY_AFTER_MS): Promise<void> {
    const { db, lease } = this.#deps;
    const tries = await outbox.triesOf(db, row.id);
    if (tries >= MAX_TRIES) {
      const failed = await outbox.markFailed(db, lease, row.id, `Not sent after ${tries} tries: ${reason}`);
      await this.#moved(failed, row, { kind: 'failed' });
    } else {
      const queued = await outbox.requeue(db, lease, row.id, new Date(Date.now() + afterMs), reason);
      await this.#moved(queued, row, { kind: 'retrying' });
    }
  }

  /** A row moved (or did not, when a receipt got there first): its campaign's bookkeeping, then the page. */
  async #moved(
    moved: outbox.OutboxRow | undefined,
    row: outbox.OutboxRow,
    result: CampaignSendResult,
  ): Promise<void> {
    if (row.campaignId) await afterCampaignSend(this.#deps.db, row, this.#deps.lease.deviceId, result);
    this.#deps.onMoved([moved ?? row]);
  }

  async #idle(): Promise<void> {
    const { db } = this.#deps;
    const { deviceId } = this.#deps.lease;
    const [own, campaign] = await Promise.all([
      outbox.nextDueAt(db, deviceId),
      nextCampaignSlotAt(db, deviceId),
    ]);
    const next = [own, campaign].filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0];
    await this.#wait(next ? Math.min(Math.max(next.getTime() - Date.now(), 50), IDLE_LOOK_MS) : IDLE_LOOK_MS);
  }

  /** Waits this long, or until woken or stopped. */
  async #wait(ms: number): Promise<void> {
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
