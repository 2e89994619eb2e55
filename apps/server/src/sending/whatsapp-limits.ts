import type { Database } from '../db/client.ts';
import type { EngineLimits } from '../whatsapp/engine-port.ts';
import {
  liftNewChatLock,
  lockNewChats,
  REACH_OUT_LOCK_BACKOFF_MS,
  recordNewChatCap,
} from './new-chat-ramp.repo.ts';

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
  if (limits.until) return lockNewChats(db, deviceId, limits.until, true);
  await lockNewChats(db, deviceId, new Date(Date.now() + REACH_OUT_LOCK_BACKOFF_MS));
}
