import type { ImportStatus } from './contacts.ts';
import type { ConversationStatus } from './contracts/chats-status.ts';
import type { DeviceState } from './contracts/devices.ts';
import type { WebhookDeliveryState } from './contracts/integrations.ts';
import { WARMUP_STATUS as W, type WarmupStatus } from './contracts/warmup.ts';
import type { Moves } from './state-machines.ts';
import {
  PAYMENT_STATUS as P,
  type PaymentStatus,
  SUBSCRIPTION_STATUS as S,
  type SubscriptionStatus,
} from './subscriptions.ts';

// Which status may follow which, per entity (campaigns: CAMPAIGN_MOVES; the outbox: OUTBOX_MOVES).
// The server's transition helper (apps/server/src/db/transitions.ts) refuses any other move.

/**
 * A payment is created counting down to its deadline; the customer cancels it, says it is paid
 * (then only staff close it, confirming or rejecting), or it expires unpaid. Closed is final.
 */
export const PAYMENT_MOVES = {
  [P.created]: [P.awaitingConfirmation, P.cancelled, P.expired],
  [P.awaitingConfirmation]: [P.completed, P.rejected],
  [P.completed]: [],
  [P.cancelled]: [],
  [P.expired]: [],
  [P.rejected]: [],
} as const satisfies Moves<PaymentStatus>;

/**
 * A subscription in force follows the account's devices between active, awaiting device and device
 * disconnected (staff may set any of them by hand); it ends when its period is over, a new one
 * replaces it, or staff end it. Nothing leaves ended.
 */
export const SUBSCRIPTION_MOVES = {
  [S.active]: [S.awaitingDevice, S.deviceDisconnected, S.ended],
  [S.awaitingDevice]: [S.active, S.deviceDisconnected, S.ended],
  [S.deviceDisconnected]: [S.active, S.awaitingDevice, S.ended],
  [S.ended]: [],
} as const satisfies Moves<SubscriptionStatus>;

const ENGINE_REPORTS = [
  'pairing',
  'connecting',
  'connected',
  'qr_expired',
  'disconnected',
  'logged_out',
  'banned',
] as const satisfies readonly DeviceState[];
const RESTARTS = ['pairing', 'connecting', 'logged_out'] as const satisfies readonly DeviceState[];

/**
 * A device a gateway runs (pairing, connecting, connected) goes wherever its engine reports,
 * itself included (a fresh QR, another reconnection try). Once down (QR expired, disconnected,
 * logged out, banned) it waits for the customer: Retry takes it back to pairing (no auth state)
 * or connecting (with one), and logging out from the panel reaches logged_out from anywhere.
 */
export const DEVICE_MOVES = {
  pairing: ENGINE_REPORTS,
  connecting: ENGINE_REPORTS,
  connected: ENGINE_REPORTS,
  qr_expired: RESTARTS,
  disconnected: RESTARTS,
  logged_out: RESTARTS,
  banned: RESTARTS,
} as const satisfies Moves<DeviceState>;

/**
 * A warmup is idle until its first run; a run starts from any status but running, and ends
 * finished (its stop condition met) or stopped by the user.
 */
export const WARMUP_MOVES = {
  [W.idle]: [W.running],
  [W.running]: [W.finished, W.stopped],
  [W.finished]: [W.running],
  [W.stopped]: [W.running],
} as const satisfies Moves<WarmupStatus>;

/** A contact import waits for its column mapping, runs in batches, then completes or fails. */
export const IMPORT_MOVES = {
  pending: ['running'],
  running: ['completed', 'failed'],
  completed: [],
  failed: [],
} as const satisfies Moves<ImportStatus>;

/**
 * A webhook delivery stays pending through its tries (backing off between them) until one is
 * answered 2xx, or no try is left.
 */
export const WEBHOOK_DELIVERY_MOVES = {
  pending: ['delivered', 'failed'],
  delivered: [],
  failed: [],
} as const satisfies Moves<WebhookDeliveryState>;

/**
 * A conversation of the team inbox: people mark it pending (waiting for the contact), snooze it or
 * resolve it, and open it again. A contact's message (conversation-record.repo.ts) and a snooze's
 * time coming (the chats' wake-up job) take it back to open from anywhere; each is listed here.
 */
export const CONVERSATION_MOVES = {
  open: ['pending', 'resolved', 'snoozed'],
  pending: ['open', 'resolved', 'snoozed'],
  // Snoozed again: another time (the thread's Snooze menu stays offered while snoozed).
  snoozed: ['open', 'resolved', 'snoozed'],
  resolved: ['open'],
} as const satisfies Moves<ConversationStatus>;
