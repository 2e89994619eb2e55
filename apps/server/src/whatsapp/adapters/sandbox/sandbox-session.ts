import type { Language, SandboxFault, SandboxFaultOptions } from '@siar/shared';
import type { Logger } from 'pino';
import type { Database } from '../../../db/client.ts';
import {
  type BatchSendResult,
  type DeviceLink,
  type EngineEvents,
  type EngineSession,
  type IncomingMessage,
  type OutgoingMessage,
  PermanentSendError,
  type SendOutcome,
} from '../../engine-port.ts';
import * as repo from './sandbox.repo.ts';
import { isLimitFault, SessionLimits } from './sandbox-limits.ts';
import { isOnSandboxWhatsApp } from './sandbox-numbers.ts';
import { nextPairingOffer } from './sandbox-pairing-offer.ts';
import { showTyping } from './sandbox-presence.ts';
import { playRecipient, type SessionStage } from './sandbox-recipient.ts';
import { delayOf, SANDBOX_DELAYS, type SandboxClock } from './sandbox-timing.ts';

export interface SandboxSessionDeps {
  db: Database;
  clock: SandboxClock;
  log: Logger;
  /** Where the sandbox phone page lives: the QR links there. */
  publicUrl: string;
  languageOf(accountId: string): Promise<Language>;
  newMessageId(): string;
  onEnd(session: SandboxSession): void;
}

type Phase = 'pairing' | 'connecting' | 'open' | 'closed';

/**
 * One sandbox device: it pairs through the sandbox phone page (a QR linking there, or a code
 * typed there), connects as the number it paired as, and plays its recipients: they receive,
 * deliver and read with a phone's delays, and now and then answer.
 */
export class SandboxSession implements EngineSession {
  readonly deviceId: string;
  phase: Phase = 'connecting';
  phoneNumber: string | null = null;
  readonly #link: DeviceLink;
  readonly #events: EngineEvents;
  readonly #deps: SandboxSessionDeps;
  readonly #timers = new Set<NodeJS.Timeout>();
  #queue: Promise<void> = Promise.resolve();
  #failNextSend = false;
  /** What its simulated recipients and its number's limits act through. */
  readonly #stage: SessionStage;
  /** What WhatsApp holds against the number, read when it connects. */
  readonly #limits: SessionLimits;
  /** The `silence` fault: sends still arrive, nothing comes back (receipts, answers, limits) until reconnected. */
  silent = false;
  #pairingRound = 0;

  constructor(link: DeviceLink, events: EngineEvents, deps: SandboxSessionDeps) {
    this.deviceId = link.deviceId;
    this.#link = link;
    this.#events = events;
    this.#deps = deps;
    this.#stage = {
      clock: deps.clock,
      after: (ms, work) => this.#after(ms, work),
      emit: (kind, payload) => (this.silent ? this.#queue : this.#emit(kind, payload)),
      receive: (message) => this.receive(message),
      language: () => deps.languageOf(link.accountId),
      newMessageId: deps.newMessageId,
    };
    this.#limits = new SessionLimits(deps.db, this.#stage);
    void this.#begin();
  }

  /** Events reach the gateway one at a time, in order; a failing handler is logged, not fatal. */
  #emit<K extends keyof EngineEvents>(
    kind: K,
    payload: Parameters<NonNullable<EngineEvents[K]>>[0],
  ): Promise<void> {
    const handler = this.#events[kind] as ((value: typeof payload) => void | Promise<void>) | undefined;
    if (!handler) return this.#queue;
    this.#queue = this.#queue
      .then(() => handler.call(this.#events, payload))
      .catch((error: unknown) =>
        this.#deps.log.error({ err: error, deviceId: this.deviceId }, `${kind} handler failed`),
      );
    return this.#queue;
  }

  #after(ms: number, work: () => void | Promise<void>): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (this.phase === 'closed') return;
      Promise.resolve(work()).catch((error: unknown) =>
        this.#deps.log.error({ err: error, deviceId: this.deviceId }, 'sandbox step failed'),
      );
    }, ms);
    this.#timers.add(timer);
  }

  #clearTimers(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  async #begin(): Promise<void> {
    try {
      const creds = await repo.readCreds(this.#deps.db, this.deviceId);
      if (creds) this.#connect(creds.phoneNumber);
      else await this.#offerPairing();
    } catch (error) {
      this.#deps.log.error({ err: error, deviceId: this.deviceId }, 'sandbox device could not start');
      await this.#close('connection_lost', 'The sandbox could not read the device', true);
      this.#after(delayOf(this.#deps.clock, SANDBOX_DELAYS.reconnect), () => this.#begin());
    }
  }

  #connect(phoneNumber: string): void {
    this.phase = 'connecting';
    void this.#emit('connection', { state: 'connecting' });
    this.#after(delayOf(this.#deps.clock, SANDBOX_DELAYS.connect), async () => {
      this.phase = 'open';
      this.phoneNumber = phoneNumber;
      await this.#emit('connection', { state: 'open', phoneNumber, pushName: 'Sandbox' });
      await this.#limits.load(phoneNumber);
    });
  }

  async #offerPairing(): Promise<void> {
    const { clock, db, publicUrl } = this.#deps;
    if (
      this.#pairingRound >= SANDBOX_DELAYS.qrRounds ||
      (this.#link.pairingPhone && this.#pairingRound > 0)
    ) {
      await repo.withdrawPairing(db, this.deviceId);
      await this.#close('qr_expired', 'The QR code expired before it was scanned', false);
      return;
    }
    const byCode = !!this.#link.pairingPhone;
    const { ms, expiresAt, token, code } = nextPairingOffer(clock, this.#pairingRound, byCode);
    this.#pairingRound += 1;
    const round = this.#pairingRound;
    this.phase = 'pairing';
    await repo.offerPairing(db, { deviceId: this.deviceId, token, code, expiresAt });
    // Scanned (or stopped) while the offer was written: a QR shown now would undo the pairing.
    if (this.phase !== 'pairing' || this.#pairingRound !== round) return;
    if (code) await this.#emit('connection', { state: 'pairing_code', code, expiresAt });
    else await this.#emit('connection', { state: 'qr', qr: `${publicUrl}/sandbox/scan/${token}`, expiresAt });
    this.#after(ms, async () => {
      if (this.phase === 'pairing' && this.#pairingRound === round) await this.#offerPairing();
    });
  }

  /** A phone scanned the QR (or typed the code): paired, then connected, like WhatsApp's 515. */
  async paired(phoneNumber: string): Promise<void> {
    if (this.phase !== 'pairing') return;
    this.phase = 'connecting';
    const number = this.#link.pairingPhone ?? phoneNumber;
    await repo.saveCreds(this.#deps.db, this.deviceId, { phoneNumber: number });
    await repo.withdrawPairing(this.#deps.db, this.deviceId);
    this.#connect(number);
  }

  async send(message: OutgoingMessage): Promise<void> {
    const [result] = await this.sendBatch([message]);
    if (!result!.ok) throw result!.error;
  }

  /** Each message is checked and typed in turn; those that go out reach their recipients together. */
  async sendBatch(messages: OutgoingMessage[]): Promise<BatchSendResult[]> {
    const results: BatchSendResult[] = [];
    const going: OutgoingMessage[] = [];
    const blocks = await this.#limits.checkerFor(
      this.deviceId,
      messages.map((m) => m.to),
    );
    const blocking = new Set<string>();
    for (const message of messages) {
      try {
        await this.#ready(message);
        if (blocks?.(message.to)) blocking.add(message.waMessageId);
        going.push(message);
        results.push({ ok: true });
      } catch (error) {
        results.push({ ok: false, error });
      }
    }
    await this.#limits.saveCounts();
    if (going.length === 0) return results;
    const toDevices = await repo.deliver(this.#deps.db, this.phoneNumber!, going, this.#link.lease);
    for (const message of going)
      playRecipient(this.#stage, message, !toDevices.has(message.to), blocking.has(message.waMessageId));
    return results;
  }

  /** A message may go: the device is up, no fault is set, the number is on WhatsApp; then "typing…". */
  async #ready(message: OutgoingMessage): Promise<void> {
    if (this.phase !== 'open' || !this.phoneNumber) throw new Error('The device is not connected');
    if (this.#failNextSend) {
      this.#failNextSend = false;
      throw new PermanentSendError('The send failed (a fault set on this sandbox device)');
    }
    if (!isOnSandboxWhatsApp(message.to))
      throw new PermanentSendError('The number is not on WhatsApp', 'not_on_whatsapp');
    const { clock } = this.#deps;
    if (message.typingMs > 0) await sleep(Math.max(1, Math.round(message.typingMs / clock.speed)));
    if (this.phase !== 'open') throw new Error('The device disconnected while typing');
  }

  /** The sandbox knows for sure: its recipients' ledger (or a sandbox device's inbox) has the id, or not. */
  async outcomeOf(waMessageId: string): Promise<SendOutcome> {
    return (await repo.hasArrived(this.#deps.db, waMessageId)) ? 'sent' : 'not_sent';
  }

  /** An incoming message: a simulated recipient's answer, or another sandbox device's message. */
  async receive(message: IncomingMessage): Promise<void> {
    if (this.phase !== 'open' || this.silent) return;
    await this.#emit('message', message);
  }

  async setTyping(to: string, typing: boolean): Promise<void> {
    if (this.phase !== 'open' || !this.phoneNumber) throw new Error('The device is not connected');
    showTyping(this.phoneNumber, to, typing);
  }

  /** WhatsApp answers a probe while the device is up, unless the `silence` fault holds it. */
  async probe(): Promise<boolean> {
    return this.phase === 'open' && !this.silent;
  }

  async checkNumbers(phoneNumbers: string[]): Promise<Map<string, boolean>> {
    if (this.phase !== 'open') throw new Error('The device is not connected');
    return new Map(phoneNumbers.map((number) => [number, isOnSandboxWhatsApp(number)]));
  }

  /** Acts out a fault set on the device (from the devices page, or a test). */
  async actOut(fault: SandboxFault, options: SandboxFaultOptions = {}): Promise<void> {
    if (isLimitFault(fault)) {
      // The number's, not the session's: set while it (re)connects, they hold once it is open.
      const number = this.phoneNumber ?? (await repo.readCreds(this.#deps.db, this.deviceId))?.phoneNumber;
      if (number) await this.#limits.apply(number, fault, options, this.phase === 'open');
      return;
    }
    switch (fault) {
      case 'silence':
        this.silent = true;
        return;
      case 'send_failure':
        this.#failNextSend = true;
        return;
      case 'disconnect': {
        const phoneNumber = this.phoneNumber;
        this.#clearTimers();
        this.phase = 'connecting';
        await this.#emit('connection', {
          state: 'closed',
          reason: 'connection_lost',
          message: 'Connection lost (a fault set on this sandbox device)',
          willRetry: true,
        });
        if (phoneNumber)
          this.#after(delayOf(this.#deps.clock, SANDBOX_DELAYS.reconnect), () => this.#connect(phoneNumber));
        return;
      }
      case 'logout':
        await repo.wipeAuth(this.#deps.db, this.deviceId);
        await this.#close('logged_out', 'Logged out from the phone', false);
        return;
      case 'ban':
        await this.#close('banned', 'WhatsApp refused this number', false);
        return;
    }
  }

  async logOut(): Promise<void> {
    await repo.wipeAuth(this.#deps.db, this.deviceId);
    await repo.withdrawPairing(this.#deps.db, this.deviceId);
    await this.#close('logged_out', 'Logged out', false);
  }

  async stop(): Promise<void> {
    if (this.phase === 'pairing') await repo.withdrawPairing(this.#deps.db, this.deviceId);
    await this.#close('stopped', undefined, false);
  }

  async #close(
    reason: 'qr_expired' | 'logged_out' | 'banned' | 'connection_lost' | 'stopped',
    message: string | undefined,
    willRetry: boolean,
  ): Promise<void> {
    if (this.phase === 'closed') return;
    this.#clearTimers();
    this.phase = willRetry ? 'connecting' : 'closed';
    await this.#emit('connection', { state: 'closed', reason, message, willRetry });
    if (!willRetry) this.#deps.onEnd(this);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
