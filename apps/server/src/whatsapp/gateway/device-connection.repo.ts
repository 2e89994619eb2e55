import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waDevices } from '../../db/schema/index.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { emitDeviceStatus } from '../../modules/integrations/webhook-events.ts';
import { stateAfterClose } from '../device-states.ts';
import type { ConnectionUpdate } from '../engine-port.ts';

export type ConnectionOutcome = { ok: true } | { ok: false; refusal: 'number_in_use' };

/** Writes what the engine reported into the device's row: the state the devices page shows. */
export async function applyConnectionUpdate(
  db: Database,
  deviceId: string,
  update: ConnectionUpdate,
): Promise<ConnectionOutcome> {
  const now = new Date();
  const noOffer = { pairingQr: null, pairingCode: null, pairingExpiresAt: null };
  let patch: Partial<typeof waDevices.$inferInsert>;
  switch (update.state) {
    case 'connecting':
      patch = { state: 'connecting', lastSeenAt: now };
      break;
    case 'qr':
      patch = {
        state: 'pairing',
        stateReason: null,
        pairingQr: update.qr,
        pairingCode: null,
        pairingExpiresAt: update.expiresAt,
      };
      break;
    case 'pairing_code':
      patch = {
        state: 'pairing',
        stateReason: null,
        pairingQr: null,
        pairingCode: update.code,
        pairingExpiresAt: update.expiresAt,
      };
      break;
    case 'open':
      patch = {
        ...noOffer,
        state: 'connected',
        stateReason: null,
        phoneNumber: update.phoneNumber,
        pushName: update.pushName ?? null,
        connectedAt: now,
        lastSeenAt: now,
      };
      break;
    case 'closed':
      if (update.reason === 'stopped') return { ok: true };
      if (update.willRetry || update.reason === 'connection_lost') {
        patch = {
          state: 'connecting',
          stateReason: update.message ?? 'Connection lost; reconnecting',
          lastSeenAt: now,
        };
      } else {
        const state = stateAfterClose(update.reason);
        patch = {
          ...noOffer,
          state,
          stateReason: update.message ?? null,
          // Unlinked: the number is free to be paired again, here or on another device.
          ...(state === 'logged_out' ? { phoneNumber: null, connectedAt: null } : {}),
        };
      }
      break;
  }
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(waDevices)
        .set({ ...patch, updatedAt: now })
        .where(eq(waDevices.id, deviceId))
        .returning();
      if (row) await emitDeviceStatus(tx, row, now);
    });
    return { ok: true };
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (
      update.state === 'open' &&
      (index === 'wa_devices_account_phone_number_key' || index === 'wa_devices_sandbox_phone_number_key')
    )
      return { ok: false, refusal: 'number_in_use' };
    throw error;
  }
}

export async function findDevice(db: Database, deviceId: string) {
  const [row] = await db.select().from(waDevices).where(eq(waDevices.id, deviceId));
  return row;
}

/**
 * A device's number was already paired: in this account (a WhatsApp number links once per account),
 * or, for a sandbox test number, by another sandbox device. It is logged out with a reason that
 * names no other account.
 */
export async function refuseNumberInUse(db: Database, deviceId: string): Promise<void> {
  await db
    .update(waDevices)
    .set({
      state: 'logged_out',
      stateReason: 'This number is already paired with another device',
      pairingQr: null,
      pairingCode: null,
      pairingExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(waDevices.id, deviceId));
}
