import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { claimCampaignRecipient, nextCampaignSlotAt } from '../campaigns/campaign-claim.repo.ts';
import { afterCampaignSend, type CampaignSendResult } from '../campaigns/campaign-sending.ts';
import { type EngineSession, PermanentSendError } from '../engine-port.ts';
import * as outbox from './outbox.repo.ts';
import { loadOutgoingMedia } from './outbox-media.repo.ts';

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
  deviceId: string;
  session: EngineSession;
  newMessageId(): string;
  /** A row moved (to show progress live). */
  onMoved(row: outbox.OutboxRow): void;
}

/**
 * The one sender of a connected device: it takes the device's due messages one at a time, so a
 * device never sends two at once: its own rows first (warmup, chats, retries), then a campaign
 * recipient when the campaign's pacing allows. The WhatsApp id is fixed when a row is claimed,
 * before the call, and kept across tries: a second try of the same message carries the same id.
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
    const { db, deviceId, newMessageId } = this.#deps;
    // A crash or a lost lease may have left messages mid-send: reconciled, never blindly resent.
    for (const row of await outbox.interruptedSends(db, deviceId)) await this.#reconcile(row);
    while (this.#running) {
      const row =
        (await outbox.claimNext(db, deviceId, newMessageId)) ??
        (await claimCampaignRecipient(db, deviceId, newMessageId));
      if (!row) {
        await this.#idle();
        continue;
      }
      this.#deps.onMoved(row);
      await this.#send(row);
    }
  }

  /** Asks the engine whether an interrupted send went out, and moves the row accordingly. */
  async #reconcile(row: outbox.OutboxRow): Promise<void> {
    const { db, session } = this.#deps;
    const outcome = row.waMessageId
      ? await session.outcomeOf(row.waMessageId).catch(() => 'unknown' as const)
      : 'not_sent';
    if (outcome === 'sent') {
      await this.#moved(await outbox.markSent(db, row.id), row, { kind: 'sent' });
    } else if (outcome === 'not_sent' || !row.campaignId) {
      // Known not to have gone: no reason to wait before the next try.
      await this.#retryOrFail(row, 'The send was interrupted', outcome === 'not_sent' ? 0 : RETRY_AFTER_MS);
    } else {
      await this.#moved(await outbox.markFailed(db, row.id, UNKNOWN_OUTCOME_REASON), row, { kind: 'failed' });
    }
  }

  async #send(row: outbox.OutboxRow): Promise<void> {
    const { db, session } = this.#deps;
    try {
      const media = row.mediaId ? await loadOutgoingMedia(db, row.mediaId) : undefined;
      await session.send({
        waMessageId: row.waMessageId!,
        to: row.toPhone,
        text: row.text ?? undefined,
        media,
        typingMs: row.typingMs,
      });
      await this.#moved(await outbox.markSent(db, row.id), row, { kind: 'sent' });
    } catch (error) {
      if (error instanceof PermanentSendError) {
        if (error.refusal === 'not_on_whatsapp' && row.campaignId) {
          await this.#moved(await outbox.markSkipped(db, row.id, 'not_on_whatsapp'), row, {
            kind: 'skipped',
          });
        } else {
          await this.#moved(await outbox.markFailed(db, row.id, error.message), row, {
            kind: 'failed',
            refusal: error.refusal,
          });
        }
      } else {
        await this.#retryOrFail(row, error instanceof Error ? error.message : String(error));
      }
    }
  }

  async #retryOrFail(row: outbox.OutboxRow, reason: string, afterMs = RETRY_AFTER_MS): Promise<void> {
    const { db } = this.#deps;
    const tries = await outbox.triesOf(db, row.id);
    if (tries >= MAX_TRIES) {
      const failed = await outbox.markFailed(db, row.id, `Not sent after ${tries} tries: ${reason}`);
      await this.#moved(failed, row, { kind: 'failed' });
    } else {
      const queued = await outbox.requeue(db, row.id, new Date(Date.now() + afterMs), reason);
      await this.#moved(queued, row, { kind: 'retrying' });
    }
  }

  /** A row moved (or did not, when a receipt got there first): its campaign's bookkeeping, then the page. */
  async #moved(
    moved: outbox.OutboxRow | undefined,
    row: outbox.OutboxRow,
    result: CampaignSendResult,
  ): Promise<void> {
    if (row.campaignId) await afterCampaignSend(this.#deps.db, row, this.#deps.deviceId, result);
    this.#deps.onMoved(moved ?? row);
  }

  async #idle(): Promise<void> {
    const { db, deviceId } = this.#deps;
    const [own, campaign] = await Promise.all([
      outbox.nextDueAt(db, deviceId),
      nextCampaignSlotAt(db, deviceId),
    ]);
    const next = [own, campaign].filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0];
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
