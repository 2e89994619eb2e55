import type { EngineId } from '@siar/shared';
import type { Lease } from './lease.ts';

export { ENGINE_IDS, type EngineId } from '@siar/shared';

/**
 * The port every WhatsApp engine implements (`adapters/baileys`, `adapters/sandbox`). The gateway
 * (`gateway/`) speaks only this: it starts a device's session, sends through it, and stores what
 * the events report. An engine owns its reconnect policy; the gateway sees a final close only.
 */

/** The device an engine connects: its row, and how to pair when it has no auth state yet. */
export interface DeviceLink {
  deviceId: string;
  accountId: string;
  /** Pair by an 8-character code typed on this phone (E.164) instead of a QR scan. */
  pairingPhone?: string;
  /**
   * The gateway's hold on the device. An engine that records its sends in the database (the
   * sandbox) records them only while it holds, in the same statement, and otherwise answers
   * LeaseLostError: then no send of a gateway that lost the device can land after another
   * gateway's reconcile looked for it.
   */
  lease?: Lease;
}

/**
 * Why a connection closed. `willRetry` on the update says whether the engine reconnects by
 * itself (transient reasons, with backoff) or the device stays down until someone acts.
 */
export const CLOSE_REASONS = [
  /** Every QR of the round expired unscanned: the page offers Retry. */
  'qr_expired',
  /** Unlinked from the phone (or logged out here): auth state wiped, pair again. */
  'logged_out',
  /** Another session took the number over; never fight it. */
  'replaced',
  /** WhatsApp refused the number (forbidden, a ban signal). */
  'banned',
  /** The number's account does not support linked devices. */
  'unsupported',
  /** Network, timeout or server trouble: retried with backoff. */
  'connection_lost',
  /** Ended on purpose: pause, lease released, shutdown. */
  'stopped',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export type ConnectionUpdate =
  | { state: 'connecting' }
  /** A QR to show; it encodes what the phone scans and lives until `expiresAt`. */
  | { state: 'qr'; qr: string; expiresAt: Date }
  /** The code to type on the phone (Linked devices, link with phone number). */
  | { state: 'pairing_code'; code: string; expiresAt: Date }
  /** Connected as this number (E.164). */
  | { state: 'open'; phoneNumber: string; pushName?: string }
  | { state: 'closed'; reason: CloseReason; message?: string; willRetry: boolean };

export const MESSAGE_KINDS = ['text', 'image', 'video', 'audio', 'document', 'sticker', 'other'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Why an incoming message's file is not there: over WhatsApp's limit, or not fetched in time. */
export type MediaUnavailable = 'too_large' | 'download_failed';

export interface MediaInfo {
  mimetype: string;
  fileName?: string;
  size?: number;
  /**
   * The file itself, fetched by the engine within `MEDIA_MAX_BYTES` for its kind. Without it (and
   * `unavailable` says why) the message is still stored and shown by its kind and name.
   */
  data?: Buffer;
  unavailable?: MediaUnavailable;
}

/** A message the device received, or one it sent from the phone itself (`fromMe`). */
export interface IncomingMessage {
  /** WhatsApp's id of the message: the key that stores it once, whatever replays it. */
  waMessageId: string;
  /**
   * The other party: a phone number (E.164) when known, and its LID when it came by one, written
   * `<digits>@lid` without a device part (as `wa_lid_mappings.lid` keeps it).
   */
  peer: { phoneNumber: string | null; lid: string | null };
  fromMe: boolean;
  pushName?: string;
  timestamp: Date;
  kind: MessageKind;
  text?: string;
  media?: MediaInfo;
  /** Delivered late: the backlog after a reconnect (Baileys' `append`), not a live message. */
  backlog: boolean;
}

export const RECEIPT_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export interface Receipt {
  waMessageId: string;
  status: ReceiptStatus;
  at: Date;
  /** For `failed`: WhatsApp's code or the engine's words. */
  reason?: string;
}

/**
 * WhatsApp's limits on the number, as the engine learns them (Baileys: `reachoutTimeLock` on
 * `connection.update`, and `message-capping.update`): its reach-out lock, during which it may open
 * no new chat (`until`: its end, when WhatsApp says), and its cap on messages that open new chats
 * in the current cycle (`used` of `total`, until `cycleEndsAt`).
 */
export type EngineLimits =
  | { kind: 'reach_out_lock'; active: boolean; until?: Date }
  | { kind: 'new_chat_cap'; total: number; used: number; cycleEndsAt?: Date };

/** Something a contact did to the number that its health counts, where the engine sees it. */
export interface EngineSignal {
  kind: 'blocked' | 'reported';
  /** The contact (E.164), when known. */
  peer?: string;
}

/**
 * What the gateway hears from a session. Handlers may be async; the engine awaits them one at a
 * time, in order, so a handler must not await a call on its own session that reports an event.
 */
export interface EngineEvents {
  connection(update: ConnectionUpdate): void | Promise<void>;
  message(message: IncomingMessage): void | Promise<void>;
  receipt(receipt: Receipt): void | Promise<void>;
  limits?(limits: EngineLimits): void | Promise<void>;
  signal?(signal: EngineSignal): void | Promise<void>;
}

/** What else an engine may tell (the gateway's silent-session watch listens). */
export interface EngineActivity {
  /** Anything else heard from WhatsApp (a presence, a chat update): the session is not silent. */
  activity?(): void;
}

export interface OutgoingMedia {
  kind: 'image' | 'video' | 'audio' | 'document';
  mimetype: string;
  fileName?: string;
  data: Buffer;
}

export interface OutgoingMessage {
  /** Fixed (and stored) before the call, so a retry after a crash cannot send a second copy. */
  waMessageId: string;
  /** E.164. */
  to: string;
  text?: string;
  media?: OutgoingMedia;
  /** "typing…" shown to the recipient this long before the message. */
  typingMs: number;
}

/**
 * Why a send was refused for good: the number is not on WhatsApp (the recipient is skipped, not
 * the device's fault), WhatsApp restricted the sending account (a ban-risk signal), or another
 * refusal.
 */
export type SendRefusal = 'not_on_whatsapp' | 'restricted' | 'refused';

/** A send WhatsApp refused for good (never retried: a retry could be taken for spam). */
export class PermanentSendError extends Error {
  override readonly name = 'PermanentSendError';
  readonly refusal: SendRefusal;
  /** A restricted refusal (463, the reach-out lock): when the lock ends, if the engine knows. */
  readonly lockedUntil: Date | undefined;

  constructor(message: string, refusal: SendRefusal = 'refused', lockedUntil?: Date) {
    super(message);
    this.refusal = refusal;
    this.lockedUntil = lockedUntil;
  }
}

/**
 * What an engine knows of a message a crash interrupted: it went out, it certainly did not, or
 * it cannot tell (then the gateway does not send it again, so nobody gets it twice).
 */
export type SendOutcome = 'sent' | 'not_sent' | 'unknown';

/** A live device. Every method may throw while the connection is down. */
/** What became of one message of a batch: sent, or the error its own send would have thrown. */
export type BatchSendResult = { ok: true } | { ok: false; error: unknown };

export interface EngineSession {
  readonly deviceId: string;
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Sends messages in order, as `send` would one by one, and answers each one's result. Only an
   * engine whose outcomes are always known (`Engine.outcomesKnown`) is given batches, and may
   * record them together: after a crash, `outcomeOf` still tells each one.
   */
  sendBatch?(messages: OutgoingMessage[]): Promise<BatchSendResult[]>;
  /** Whether a message fixed under this id went out (asked after a crash interrupted its send). */
  outcomeOf(waMessageId: string): Promise<SendOutcome>;
  /**
   * Shows "typing…" to this number (E.164), or stops showing it. Best effort: a presence that
   * does not go through is not worth an error.
   */
  setTyping(to: string, typing: boolean): Promise<void>;
  /** Which of these numbers (E.164) are on WhatsApp. */
  checkNumbers(phoneNumbers: string[]): Promise<Map<string, boolean>>;
  /** Unlinks the device and wipes its auth state. */
  logOut(): Promise<void>;
  /** Ends the connection and keeps the auth state: another start resumes without pairing. */
  stop(): Promise<void>;
  /**
   * Asks WhatsApp for an answer (a round trip, not a send): true when one came back. The gateway
   * probes a session that sent and heard nothing for a while; without `probe` it reconnects it.
   */
  probe?(): Promise<boolean>;
}

export interface Engine {
  readonly id: EngineId;
  /** Starts connecting (or pairing, without auth state) and reports through `events`. */
  start(link: DeviceLink, events: EngineEvents & EngineActivity): EngineSession;
  /** A message id in the engine's format, to store before sending. */
  newMessageId(): string;
  /**
   * Whether `outcomeOf` always knows (never answers "unknown"): then a sender may claim many
   * messages at once, since after a crash each is found sent or not. Otherwise it claims one at a
   * time, right before its send.
   */
  readonly outcomesKnown: boolean;
}
