import type {
  CreateDeviceRequest,
  EngineId,
  SandboxFault,
  SandboxFaultOptions,
  UpdateDeviceRequest,
} from '@siar/shared';
import { lockUntilCommit } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import type { MovedBy } from '../../db/transitions.ts';
import { AppError } from '../../http/errors.ts';
import { isSandboxTestNumber } from '../../whatsapp/adapters/sandbox/sandbox-numbers.ts';
import { liveGateways } from '../../whatsapp/index.ts';
import { type AccountActor, accountEntry, recordAudit } from '../audit/index.ts';
import { assertWithinPlanLimit } from '../billing/plan-limits.ts';
import { syncSubscriptionWithDevices } from '../billing/subscription-follows-devices.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { toDevice } from './device-view.ts';
import * as repo from './devices.repo.ts';

export interface DevicesDeps {
  db: Database;
  live: LiveEvents;
  /** The engines customers may choose (WHATSAPP_ENGINES). */
  engines: readonly EngineId[];
}

/** Final states a customer may start again from (Retry in the page). */
const RESTARTABLE = ['qr_expired', 'logged_out', 'banned', 'disconnected'] as const;

export async function deviceView(db: Database, accountId: string, deviceId: string) {
  const row = await repo.findDeviceRow(db, accountId, deviceId);
  if (!row) throw AppError.notFound('device_not_found');
  return toDevice(row, false);
}

/** Tells the account's browsers and every gateway that the device changed; the subscription follows. */
async function announce(deps: DevicesDeps, accountId: string, deviceId: string) {
  await syncSubscriptionWithDevices(deps.db, accountId);
  await deps.live.publish({ account_id: accountId, topic: 'devices', id: deviceId });
}

/**
 * Adds a device, which starts pairing as soon as a gateway takes it. The plan's device limit is
 * checked under a lock per account, so two adds at once cannot both take the last place.
 */
export async function createDevice(deps: DevicesDeps, accountId: string, input: CreateDeviceRequest) {
  const { db } = deps;
  const engine = input.engine as EngineId;
  if (!deps.engines.includes(engine)) {
    throw AppError.fields({
      engine: { code: 'engine_not_offered', params: { engines: deps.engines.join(', ') } },
    });
  }
  // A sandbox device pairs by code as the number it is asked for, so that too is a test number.
  if (engine === 'sandbox' && input.pairing_phone && !isSandboxTestNumber(input.pairing_phone))
    throw AppError.fields({ pairing_phone: 'sandbox_number_not_test' });
  const pin = input.gateway && input.gateway !== 'auto' ? input.gateway : null;
  const gateways = await liveGateways(db);
  if (pin && !gateways.some((gateway) => gateway.name === pin))
    throw AppError.fields({ gateway: 'gateway_unknown' });
  const room = gateways.filter((g) => !pin || g.name === pin).some((g) => g.devices < g.capacity);
  if (gateways.length > 0 && !room) throw AppError.unavailable('gateway_full');

  const deviceId = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `devices:${accountId}`);
    await assertWithinPlanLimit(tx, accountId, 'devices', await repo.countDevices(tx, accountId));
    return repo.insertDevice(tx, {
      accountId,
      name: input.name,
      engine,
      gatewayPin: pin,
      pairingPhone: input.pairing_phone ?? null,
    });
  });
  await announce(deps, accountId, deviceId);
  return deviceView(db, accountId, deviceId);
}

export async function updateDevice(
  deps: DevicesDeps,
  accountId: string,
  deviceId: string,
  patch: UpdateDeviceRequest,
) {
  if (!(await repo.updateDevice(deps.db, accountId, deviceId, patch)))
    throw AppError.notFound('device_not_found');
  await announce(deps, accountId, deviceId);
  return deviceView(deps.db, accountId, deviceId);
}

export async function retryDevice(
  deps: DevicesDeps,
  accountId: string,
  deviceId: string,
  pairingPhone: string | null | undefined,
  by: MovedBy,
) {
  const outcome = await repo.wantConnection(deps.db, accountId, deviceId, RESTARTABLE, pairingPhone, by);
  if (outcome === 'not_found') throw AppError.notFound('device_not_found');
  if (outcome === 'not_final') throw AppError.conflict('device_cannot_retry');
  await announce(deps, accountId, deviceId);
  return deviceView(deps.db, accountId, deviceId);
}

export async function logOutDevice(deps: DevicesDeps, accountId: string, deviceId: string, by: MovedBy) {
  if (!(await repo.logOutDevice(deps.db, accountId, deviceId, by)))
    throw AppError.notFound('device_not_found');
  await announce(deps, accountId, deviceId);
  return deviceView(deps.db, accountId, deviceId);
}

export async function forceDeleteDevice(deps: DevicesDeps, caller: AccountActor, deviceId: string) {
  const { accountId } = caller;
  await deps.db.transaction(async (tx) => {
    const before = await repo.findDeviceRow(tx, accountId, deviceId);
    if (!before || !(await repo.deleteDevice(tx, accountId, deviceId)))
      throw AppError.notFound('device_not_found');
    await recordAudit(
      tx,
      accountEntry(caller, {
        action: 'device.force_delete',
        targetType: 'wa_device',
        targetId: deviceId,
        before: {
          name: before.device.name,
          phone_number: before.device.phoneNumber,
          state: before.device.state,
        },
        after: null,
      }),
    );
  });
  // The gateway that ran it ends its session (and unlinks the phone) on hearing this.
  await announce(deps, accountId, deviceId);
  return { detail: 'WA Device deleted successfully', device_id: deviceId };
}

export async function setSandboxFault(
  deps: DevicesDeps,
  accountId: string,
  deviceId: string,
  fault: SandboxFault,
  options: SandboxFaultOptions = {},
) {
  const outcome = await repo.setSandboxFault(deps.db, accountId, deviceId, fault, options);
  if (outcome === 'not_found') throw AppError.notFound('device_not_found');
  if (outcome === 'not_sandbox') throw AppError.badRequest('device_not_sandbox');
  await announce(deps, accountId, deviceId);
  return deviceView(deps.db, accountId, deviceId);
}
