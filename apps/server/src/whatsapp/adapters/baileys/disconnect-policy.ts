import { DisconnectReason } from 'baileys';
import type { CloseReason } from '../../engine-port.ts';

/** What to do when a socket closed. */
export type CloseAction =
  /** 515, sent right after a pairing (#765, #1218): reconnect at once, once creds are stored. */
  | { kind: 'restart' }
  /** A transient failure: reconnect after a jittered, growing wait. */
  | { kind: 'retry'; reason: 'connection_lost' }
  /** The device stays down until someone acts; `wipe` deletes its auth state. */
  | { kind: 'final'; reason: CloseReason; wipe: boolean };

/** The message Baileys closes with when every QR of a round went unscanned (#1161). */
export const QR_ROUND_OVER = 'QR refs attempts ended';

const FINAL: Partial<Record<number, { reason: CloseReason; wipe: boolean }>> = {
  [DisconnectReason.loggedOut]: { reason: 'logged_out', wipe: true },
  // Another socket took the number over: reconnecting would fight it in a loop (#502, #963, #2110).
  [DisconnectReason.connectionReplaced]: { reason: 'replaced', wipe: false },
  [DisconnectReason.forbidden]: { reason: 'banned', wipe: false },
  [DisconnectReason.multideviceMismatch]: { reason: 'unsupported', wipe: false },
};

/** The status code Baileys closed with (a Boom's), if any. */
export function closeCode(error: unknown): number | undefined {
  return (error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
}

/**
 * The reconnect policy. 428, 408, 500, 503 and anything unknown are transient; 408 with
 * QR_ROUND_OVER is not (the QR round is over and nobody scanned: the page offers Retry).
 */
export function closeAction(error: unknown): CloseAction {
  const code = closeCode(error);
  if (code === DisconnectReason.restartRequired) return { kind: 'restart' };
  if (code === DisconnectReason.timedOut && (error as Error).message === QR_ROUND_OVER) {
    return { kind: 'final', reason: 'qr_expired', wipe: true };
  }
  const final = code === undefined ? undefined : FINAL[code];
  return final ? { kind: 'final', ...final } : { kind: 'retry', reason: 'connection_lost' };
}
