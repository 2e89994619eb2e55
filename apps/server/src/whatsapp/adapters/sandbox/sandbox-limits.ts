import { SANDBOX_FAULT_DEFAULTS, type SandboxFaultOptions } from '@siar/shared';
import type { Database } from '../../../db/client.ts';
import { type EngineLimits, PermanentSendError } from '../../engine-port.ts';
import type { NumberLimitsRow } from './sandbox.repo.ts';
import * as repo from './sandbox.repo.ts';
import type { SessionStage } from './sandbox-recipient.ts';
import { delayOf, type SandboxClock } from './sandbox-timing.ts';

// WhatsApp's limits on a sandbox number, played as WhatsApp plays them: a reach-out lock refuses
// new chats with 463 until it ends, a cap refuses them past its quota until its cycle ends, and
// recipients of new chats block the number at a rate that rises with each one it opens. Messages
// to contacts who wrote first are never held. Set by faults (`reach_out_lock`, `message_cap`,
// `blocking`); the state is the number's (`sandbox_number_limits`), so it outlives a re-pairing.

/** WhatsApp's cap counts over a day's cycle. */
const CAP_CYCLE_MS = 24 * 60 * 60 * 1000;
/** Each new chat opened while blocking adds this to the chance that its recipient blocks. */
const BLOCK_RATE_STEP = 0.05;
/** …up to this chance (some recipients never block). */
const BLOCK_RATE_MAX = 0.9;

export type LimitFault = 'reach_out_lock' | 'message_cap' | 'blocking';

export const isLimitFault = (fault: string): fault is LimitFault =>
  fault === 'reach_out_lock' || fault === 'message_cap' || fault === 'blocking';

const RESTRICTED = 'WhatsApp restricted this account (463)';

export class SandboxLimits {
  /** Whether the counts changed since the last save. */
  changed = false;

  constructor(readonly row: NumberLimitsRow) {}

  static none(phoneNumber: string): SandboxLimits {
    return new SandboxLimits({
      phoneNumber,
      lockedUntil: null,
      capTotal: null,
      capUsed: 0,
      capEndsAt: null,
      blockingSince: null,
      newChatsSinceBlocking: 0,
    });
  }

  /** Whether anything holds or watches this number's new chats now. */
  get active(): boolean {
    return this.#locked() || this.#capped() || this.row.blockingSince !== null;
  }

  #locked(now = Date.now()): boolean {
    return !!this.row.lockedUntil && this.row.lockedUntil.getTime() > now;
  }

  #capped(now = Date.now()): boolean {
    return this.row.capTotal !== null && (!this.row.capEndsAt || this.row.capEndsAt.getTime() > now);
  }

  /** A fault sets a limit (SANDBOX_SPEED shortens a lock and a cycle as it does every delay). */
  apply(fault: LimitFault, options: SandboxFaultOptions, clock: SandboxClock): void {
    const now = Date.now();
    if (fault === 'reach_out_lock') {
      const minutes = options.minutes ?? SANDBOX_FAULT_DEFAULTS.minutes;
      this.row.lockedUntil = new Date(now + delayOf(clock, minutes * 60_000));
    } else if (fault === 'message_cap') {
      this.row.capTotal = options.quota ?? SANDBOX_FAULT_DEFAULTS.quota;
      this.row.capUsed = 0;
      this.row.capEndsAt = new Date(now + delayOf(clock, CAP_CYCLE_MS));
    } else {
      this.row.blockingSince = new Date(now);
      this.row.newChatsSinceBlocking = 0;
    }
    this.changed = true;
  }

  /**
   * A message to a contact who never wrote to the number: refused (a 463 with the end of what
   * refuses it), or let through, and then whether its recipient blocks the number.
   */
  admitNewChat(random: () => number): { blocks: boolean } {
    if (this.#locked()) throw new PermanentSendError(RESTRICTED, 'restricted', this.row.lockedUntil!);
    if (this.#capped()) {
      if (this.row.capUsed >= this.row.capTotal!)
        throw new PermanentSendError(
          `${RESTRICTED}: its cap on new chats is reached`,
          'restricted',
          this.row.capEndsAt ?? undefined,
        );
      this.row.capUsed += 1;
      this.changed = true;
    }
    if (!this.row.blockingSince) return { blocks: false };
    this.row.newChatsSinceBlocking += 1;
    this.changed = true;
    const chance = Math.min(BLOCK_RATE_MAX, this.row.newChatsSinceBlocking * BLOCK_RATE_STEP);
    return { blocks: random() < chance };
  }

  /** What WhatsApp tells the number's session of its limits now (as Baileys reports them). */
  reports(): EngineLimits[] {
    const reports: EngineLimits[] = [];
    if (this.#locked()) reports.push({ kind: 'reach_out_lock', active: true, until: this.row.lockedUntil! });
    if (this.#capped())
      reports.push({
        kind: 'new_chat_cap',
        total: this.row.capTotal!,
        used: this.row.capUsed,
        ...(this.row.capEndsAt ? { cycleEndsAt: this.row.capEndsAt } : {}),
      });
    return reports;
  }

  /** In how many ms the lock ends (to tell the session it was lifted), if one holds. */
  lockEndsIn(): number | undefined {
    return this.#locked() ? this.row.lockedUntil!.getTime() - Date.now() : undefined;
  }
}

/** A session's view of its number's limits: read once connected, set by faults, asked per send. */
export class SessionLimits {
  readonly #db: Database;
  readonly #stage: SessionStage;
  #limits: SandboxLimits | undefined;
  /** Faults applied so far: a load that read before one does not undo it. */
  #applied = 0;

  constructor(db: Database, stage: SessionStage) {
    this.#db = db;
    this.#stage = stage;
  }

  /** As Baileys asks WhatsApp once connected: the number's lock and cap, if any. */
  async load(phoneNumber: string): Promise<void> {
    const applied = this.#applied;
    const row = await repo.readNumberLimits(this.#db, phoneNumber);
    // A fault applied while the row was read is newer than what was read.
    if (this.#applied === applied) this.#limits = row ? new SandboxLimits(row) : undefined;
    await this.#reportAll();
  }

  /** A fault on the number: saved, and reported now if the session is open (else when it opens). */
  async apply(
    phoneNumber: string,
    fault: LimitFault,
    options: SandboxFaultOptions,
    report = true,
  ): Promise<void> {
    this.#applied += 1;
    const row = await repo.readNumberLimits(this.#db, phoneNumber);
    const limits = row ? new SandboxLimits(row) : SandboxLimits.none(phoneNumber);
    limits.apply(fault, options, this.#stage.clock);
    this.#limits = limits;
    await repo.saveNumberLimits(this.#db, limits.row);
    if (report) await this.#reportAll();
  }

  /**
   * For a batch to these numbers: a check of each message (it throws the 463 that refuses it, or
   * answers whether its recipient blocks the number); none while nothing limits the number.
   */
  async checkerFor(deviceId: string, to: string[]): Promise<((to: string) => boolean) | undefined> {
    const limits = this.#limits;
    if (!limits?.active) return undefined;
    const wrote = await repo.peersWhoWrote(this.#db, deviceId, to);
    return (peer) => !wrote.has(peer) && limits.admitNewChat(this.#stage.clock.random).blocks;
  }

  /** After a batch: the counts it moved are kept, and WhatsApp's cap reported where it stands. */
  async saveCounts(): Promise<void> {
    const limits = this.#limits;
    if (!limits?.changed) return;
    limits.changed = false;
    await repo.saveNumberLimits(this.#db, limits.row);
    for (const report of limits.reports())
      if (report.kind === 'new_chat_cap') await this.#stage.emit('limits', report);
  }

  /** The number's limits now, and the lock's lifting when its time comes. */
  async #reportAll(): Promise<void> {
    if (!this.#limits) return;
    for (const report of this.#limits.reports()) await this.#stage.emit('limits', report);
    const endsIn = this.#limits.lockEndsIn();
    if (endsIn !== undefined)
      this.#stage.after(endsIn + 1, () =>
        this.#stage.emit('limits', { kind: 'reach_out_lock', active: false }),
      );
  }
}
