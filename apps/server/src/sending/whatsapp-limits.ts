import type { Database } from '../db/client.ts';
import { recordDeviceSignal } from '../modules/device-health/index.ts';
import type { EngineLimits, PermanentSendError } from '../whatsapp/engine-port.ts';
import type { Lease } from '../whatsapp/lease.ts';
import { liftNewChatLock, lockNewChats, recordNewChatCap } from './new-chat-ramp.repo.ts';
import { returnToPool } from './outbox.repo.ts';
import type { OutboxRow } from './outbox-moves.repo.ts';

/**
 * WhatsApp's limits on a number, as its engine reported them, kept where every claim of the
 * device's messages reads them: a reach-out lock holds its new chats until its end (WhatsApp's
 * time replaces a guess made on a 463), a lifted one frees them, and its cap on new chats bounds
 * the room of each day (WHATSAPP_CAP_SHARE of it) until the cap's cycle ends.
 */
export async function applyWhatsAppLimits(
  db: Database,
  deviceId: string,
  limits: EngineLimits,
): Promise<void> {
  if (limits.kind === 'new_chat_cap') return recordNewChatCap(db, deviceId, limits);
  if (!limits.active) return liftNewChatLock(db, deviceId);
  await lockNewChats(db, deviceId, limits.until, !!limits.until);
}

/**
 * WhatsApp refused a message with its reach-out lock (463): no new chat from the number until the
 * lock's end; replies still go. A campaign's message never went out, so it goes back to the pool
 * for another device of the rotation (while it has tries left, should every device refuse it),
 * and the number's health counts the refusal as a signal, since no row of it failed. Answers the
 * row moved back, or null when the refusal is the row's end (the caller fails it).
 */
export async function holdForReachOutLock(
  db: Database,
  lease: Lease,
  row: OutboxRow,
  refusal: PermanentSendError,
  triesLeft: boolean,
): Promise<{ moved: OutboxRow | undefined } | null> {
  await lockNewChats(db, lease.deviceId, refusal.lockedUntil);
  if (!row.campaignId || !triesLeft) return null;
  const moved = await returnToPool(db, lease, row.id, refusal.message);
  await recordDeviceSignal(db, {
    deviceId: lease.deviceId,
    accountId: row.accountId,
    kind: 'reach_out_lock',
    detail: refusal.message,
  });
  return { moved };
}
