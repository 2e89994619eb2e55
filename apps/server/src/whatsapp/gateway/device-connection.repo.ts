import { DEVICE_MOVES, type DeviceSignalKind, type DeviceState, statusesBefore } from '@siar/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waDevices } from '../../db/schema/index.ts';
import { transition } from '../../db/transitions.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { recomputeDeviceHealth, recordDeviceSignal } from '../../modules/device-health/index.ts';
import { emitDeviceStatus } from '../../modules/integrations/webhook-events.ts';
import { stateAfterClose } from '../device-states.ts';
import type { ConnectionUpdate, EngineSignal } from '../engine-port.ts';

export type ConnectionOutcome = { ok: true } | { ok: false; refusal: 'number_in_use' };

type DevicePatch = Partial<typeof waDevices.$inferInsert> & { state: DeviceState };

const noOffer = { pairingQr: null, pairingCode: null, pairingExpiresAt: null };

/** The row after the engine closed: reconnecting, or down for good with the reason it gave. */
function closedPatch(
  update: Extract<ConnectionUpdate, { state: 'closed' }>,
  now: Date,
): DevicePatch | undefined {
  if (update.reason === 'stopped') return undefined;
  if (update.willRetry || update.reason === 'connection_lost') {
    return {
      state: 'connecting',
      stateReason: update.message ?? 'Connection lost; reconnecting',
      lastSeenAt: now,
    };
  }
  const state = stateAfterClose(update.reason);
  return {
    ...noOffer,
    state,
    stateReason: update.message ?? null,
    // Unlinked: the number is free to be paired again, here or on another device.
    ...(state === 'logged_out' ? { phoneNumber: null, connectedAt: null } : {}),
  };
}

/** What the engine reported, as the device's row should read; undefined leaves the row as it is. */
function patchFor(update: ConnectionUpdate, now: Date): DevicePatch | undefined {
  switch (update.state) {
    case 'connecting':
      return { state: 'connecting', lastSeenAt: now };
    case 'qr':
      return {
        ...noOffer,
        state: 'pairing',
        stateReason: null,
        pairingQr: update.qr,
        pairingExpiresAt: update.expiresAt,
      };
    case 'pairing_code':
      return {
        ...noOffer,
        state: 'pairing',
        stateReason: null,
        pairingCode: update.code,
        pairingExpiresAt: update.expiresAt,
      };
    case 'open':
      return {
        ...noOffer,
        state: 'connected',
        stateReason: null,
        phoneNumber: update.phoneNumber,
        pushName: update.pushName ?? null,
        connectedAt: now,
        lastSeenAt: now,
      };
    case 'closed':
      return closedPatch(update, now);
  }
}

/** Moves the device where its engine says, from any state the table lets reach it (db/transitions.ts). */
function moveDevice(db: Database, deviceId: string, patch: DevicePatch, now: Date) {
  const { state, ...rest } = patch;
  const from = statusesBefore<DeviceState>(DEVICE_MOVES, state);
  const note = { reason: patch.stateReason ?? null };
  return transition(
    db,
    'device',
    { id: deviceId, scope: 'system' },
    from,
    state,
    { ...rest, updatedAt: now },
    note,
  );
}

/** A final close its health counts (a log-out from the panel moved the row first: not counted). */
function signalOf(update: ConnectionUpdate): DeviceSignalKind | undefined {
  if (update.state !== 'closed' || update.willRetry) return undefined;
  const { reason } = update;
  return reason === 'banned' || reason === 'logged_out' || reason === 'replaced' || reason === 'unsupported'
    ? reason
    : undefined;
}

/** Writes what the engine reported into the device's row: the state the devices page shows. */
export async function applyConnectionUpdate(
  db: Database,
  deviceId: string,
  update: ConnectionUpdate,
): Promise<ConnectionOutcome> {
  const now = new Date();
  const patch = patchFor(update, now);
  if (!patch) return { ok: true };
  const signal = signalOf(update);
  try {
    await db.transaction(async (tx) => {
      const before = signal ? await findDevice(tx, deviceId) : undefined;
      const row = await moveDevice(tx, deviceId, patch, now);
      if (row) await emitDeviceStatus(tx, row, now);
      if (row && signal && before?.state !== row.state) {
        const detail = update.state === 'closed' ? (update.message ?? null) : null;
        await recordDeviceSignal(tx, { deviceId, accountId: row.accountId, kind: signal, detail });
      }
    });
    // A number just paired, or closed by WhatsApp: its health now, not at the next hourly run
    // (which catches up if this fails: the connection's own update is written either way).
    if (signal || update.state === 'open')
      await recomputeDeviceHealth({ db }, { deviceIds: [deviceId] }).catch(() => undefined);
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
  const patch: DevicePatch = {
    ...noOffer,
    state: 'logged_out',
    stateReason: 'This number is already paired with another device',
  };
  await moveDevice(db, deviceId, patch, new Date());
}

/** A contact blocked or reported the number (where the engine sees it): its health counts it. */
export async function recordEngineSignal(
  db: Database,
  deviceId: string,
  accountId: string,
  signal: EngineSignal,
): Promise<void> {
  const detail =
    signal.kind === 'blocked' ? 'A recipient blocked the number' : 'A recipient reported the number';
  await recordDeviceSignal(db, { deviceId, accountId, kind: signal.kind, detail });
}
