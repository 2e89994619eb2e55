import {
  type ConnectionState,
  type NewChatMessageCapInfo,
  WAMessageStatus,
  type WAMessageUpdate,
} from 'baileys';
import type { EngineEvents, EngineLimits } from '../../engine-port.ts';
import type { BaileysLogger } from './logger.ts';
import type { BaileysSocket } from './socket.ts';
import type { OnSocketEvent } from './socket-events.ts';

// WhatsApp's limits on the number, as Baileys 7 reports them (#2442, #2445): the reach-out lock
// (`reachoutTimeLock` on `connection.update`, also the answer of `fetchAccountReachoutTimelock`)
// and the cap on messages that open new chats (`message-capping.update`, and
// `fetchNewChatMessageCap`). The gateway keeps them where every claim of the device reads them.

/** WhatsApp's timestamps come as seconds (sometimes milliseconds) in a string. */
function instant(value: string | undefined): Date | undefined {
  if (!value || !/^\d+$/.test(value) || value === '0') return undefined;
  const n = Number(value);
  return new Date(n > 1e12 ? n : n * 1000);
}

export function lockOf(lock: NonNullable<ConnectionState['reachoutTimeLock']>): EngineLimits {
  return {
    kind: 'reach_out_lock',
    active: !!lock.isActive,
    ...(lock.isActive && lock.timeEnforcementEnds ? { until: new Date(lock.timeEnforcementEnds) } : {}),
  };
}

/** A cap report, or none when WhatsApp named no quota. */
export function capOf(info: NewChatMessageCapInfo | undefined): EngineLimits | undefined {
  if (typeof info?.total_quota !== 'number') return undefined;
  const total = info.total_quota;
  // CAPPED: WhatsApp refuses new chats now, whatever its counts say.
  const used = String(info.capping_status) === 'CAPPED' ? total : (info.used_quota ?? 0);
  const cycleEndsAt = instant(info.cycle_end_timestamp);
  return { kind: 'new_chat_cap', total, used, ...(cycleEndsAt ? { cycleEndsAt } : {}) };
}

/** A message WhatsApp refused with 463 (its ack's error, first in `messageStubParameters`). */
const refused463 = ({ update }: WAMessageUpdate) =>
  update.status === WAMessageStatus.ERROR && String(update.messageStubParameters?.[0]) === '463';

/**
 * Hands the socket's reports of the number's limits to the port's `limits` event; a 463 makes it
 * ask WhatsApp when the lock ends (the gateway guessed a back-off meanwhile).
 */
export function routeLimitEvents(
  on: OnSocketEvent,
  sock: BaileysSocket,
  events: EngineEvents,
  log: BaileysLogger,
): void {
  on('connection.update', async ({ reachoutTimeLock }) => {
    if (reachoutTimeLock) await events.limits?.(lockOf(reachoutTimeLock));
  });
  on('message-capping.update', async (info) => {
    const cap = capOf(info);
    if (cap) await events.limits?.(cap);
  });
  on('messages.update', (updates) => {
    if (updates.some(refused463)) askLimits(sock, events, log, false);
  });
}

/**
 * Asks WhatsApp where the number stands (once connected, and after a 463): the lock's answer
 * comes back as a `connection.update`; the cap's is reported here. Best effort: a number that is
 * not eligible, or a query WhatsApp does not answer, changes nothing.
 */
export function askLimits(sock: BaileysSocket, events: EngineEvents, log: BaileysLogger, cap = true): void {
  void sock
    .fetchAccountReachoutTimelock()
    .catch((err: unknown) => log.debug({ err }, 'reach-out lock not read'));
  if (!cap) return;
  void sock
    .fetchNewChatMessageCap()
    .then(async (info) => {
      const report = capOf(info);
      if (report) await events.limits?.(report);
    })
    .catch((err: unknown) => log.debug({ err }, 'new-chat cap not read'));
}
