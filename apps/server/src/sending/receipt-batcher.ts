import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Receipt } from '../whatsapp/engine-port.ts';
import { completeIfDone } from './campaign-progress.repo.ts';
import { lockNewChats } from './new-chat-ramp.repo.ts';
import * as outbox from './outbox.repo.ts';
import { applyReceipts, type ForwardReceipt, type MovedByReceipt } from './outbox-receipts.repo.ts';

/** A burst of receipts is written together once this many wait, or this long after the first. */
const BATCH_SIZE = 500;
const BATCH_MS = 50;

/**
 * A gateway's receipts, written in batches: a campaign at full speed hears three receipts per
 * message, and one transaction each was most of its cost. Batches are written one after another,
 * in the order heard; a "failed" receipt (rare) is written on its own after those before it. A
 * receipt waits at most `BATCH_MS` in memory: a crash then loses it, as it would lose one being
 * written, and the interrupted send is reconciled as any other.
 */
export class ReceiptBatcher {
  readonly #db: Database;
  readonly #log: Logger;
  readonly #onMoved: (rows: MovedByReceipt[]) => void;
  #waiting: (ForwardReceipt | (Receipt & { deviceId: string }))[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(db: Database, log: Logger, onMoved: (rows: MovedByReceipt[]) => void) {
    this.#db = db;
    this.#log = log;
    this.#onMoved = onMoved;
  }

  add(deviceId: string, receipt: Receipt): void {
    this.#waiting.push({ ...receipt, deviceId });
    if (this.#waiting.length >= BATCH_SIZE || receipt.status === 'failed') this.flush();
    else this.#timer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  /** Writes what waits now; resolves once everything heard so far is written. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#waiting;
    this.#waiting = [];
    if (batch.length > 0) this.#writing = this.#writing.then(() => this.#write(batch));
    return this.#writing;
  }

  async #write(batch: (ForwardReceipt | (Receipt & { deviceId: string }))[]): Promise<void> {
    let forward: ForwardReceipt[] = [];
    for (const receipt of batch) {
      if (receipt.status !== 'failed') {
        forward.push(receipt as ForwardReceipt);
        continue;
      }
      await this.#attempt(() => applyReceipts(this.#db, forward));
      forward = [];
      await this.#attempt(async () => {
        const moved = await outbox.applyReceipt(
          this.#db,
          receipt.deviceId,
          receipt.waMessageId,
          'failed',
          receipt.at,
          receipt.reason,
        );
        // WhatsApp refused it with its reach-out lock (Baileys' ack error 463): no new chat from
        // the number until the lock's end, guessed here; the engine asks WhatsApp for the real one.
        if (moved && /\b463\b/.test(receipt.reason ?? ''))
          await lockNewChats(this.#db, receipt.deviceId, undefined);
        return moved ? [moved] : [];
      });
    }
    await this.#attempt(() => applyReceipts(this.#db, forward));
  }

  /**
   * A receipt that ended a send no sender settled may have ended its campaign: nobody else would
   * look (the sender that claimed it may have lost the device's lease and stopped).
   */
  async #completeCampaignsEnded(moved: MovedByReceipt[]): Promise<void> {
    const campaigns = new Set(
      moved.flatMap((row) => (row.endedSend && row.campaignId ? [row.campaignId] : [])),
    );
    for (const campaignId of campaigns)
      await completeIfDone(this.#db, campaignId).catch((error: unknown) =>
        this.#log.warn({ err: error, campaignId }, 'campaign end not checked'),
      );
  }

  /** A batch that meets another writer's locks (a deadlock) is tried once more, then logged. */
  async #attempt(write: () => Promise<MovedByReceipt[]>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const moved = await write();
        if (moved.length > 0) this.#onMoved(moved);
        await this.#completeCampaignsEnded(moved);
        return;
      } catch (error) {
        if (attempt >= 2) {
          this.#log.error({ err: error }, 'receipts not written');
          return;
        }
      }
    }
  }
}
