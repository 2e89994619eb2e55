import {
  DEVICE_MOVES,
  type DeviceState,
  type EngineId,
  type SandboxFault,
  type SandboxFaultOptions,
  statusesBefore,
} from '@siar/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, gateways, waAuth, waDeviceLeases, waDevices, waOutbox } from '../../db/schema/index.ts';
import type { MovedBy } from '../../db/transitions.ts';
import { transition } from '../../db/transitions.ts';

// Every query here is scoped to one account: another account's device is simply not found.

/**
 * A device with what the page shows beside it: its gateway now, and messages sent today. The
 * subqueries name `"wa_devices"."id"` in full: Drizzle writes a one-table select's columns bare,
 * and a bare "id" inside them would be the lease's or the outbox row's own.
 */
export function deviceListQuery(db: Database, accountId: string) {
  const timezone = sql`coalesce((select ${accounts.timezone} from ${accounts} where ${accounts.id} = ${accountId}), 'Asia/Jakarta')`;
  const startOfDay = sql`(date_trunc('day', now() at time zone ${timezone}) at time zone ${timezone})`;
  return db
    .select({
      device: waDevices,
      gateway: sql<
        string | null
      >`(select ${gateways.name} from ${waDeviceLeases} join ${gateways} on ${gateways.id} = ${waDeviceLeases.gatewayId} where ${waDeviceLeases.deviceId} = "wa_devices"."id" and ${waDeviceLeases.expiresAt} > now())`,
      sentToday: sql<number>`(select count(*)::int from ${waOutbox} where ${waOutbox.deviceId} = "wa_devices"."id" and ${waOutbox.sentAt} >= ${startOfDay})`,
      limits: sql<WhatsAppLimitsRow | null>`(select json_build_object(
          'locked_until', case when r.locked_until > now() then r.locked_until end,
          'cap_total', r.wa_cap_total, 'cap_used', r.wa_cap_used, 'cap_ends_at', r.wa_cap_ends_at)
        from device_ramps r where r.device_id = "wa_devices"."id"
          and (r.locked_until > now() or (r.wa_cap_total is not null and coalesce(r.wa_cap_ends_at > now(), true))))`,
    })
    .from(waDevices)
    .where(eq(waDevices.accountId, accountId))
    .$dynamic();
}

/** WhatsApp's limits on a device's new chats (sending/new-chat-ramp.repo.ts), while one holds. */
export interface WhatsAppLimitsRow {
  locked_until: string | null;
  cap_total: number | null;
  cap_used: number | null;
  cap_ends_at: string | null;
}

export type DeviceListRow = Awaited<ReturnType<ReturnType<typeof deviceListQuery>['execute']>>[number];

export async function listDevices(
  db: Database,
  accountId: string,
  window: { limit: number; offset: number },
) {
  const [total] = await db.select({ n: count() }).from(waDevices).where(eq(waDevices.accountId, accountId));
  const rows = await deviceListQuery(db, accountId)
    .orderBy(asc(waDevices.createdAt), asc(waDevices.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findDeviceRow(db: Database, accountId: string, deviceId: string) {
  const [row] = await deviceListQuery(db, accountId).where(
    and(eq(waDevices.accountId, accountId), eq(waDevices.id, deviceId)),
  );
  return row;
}

export async function countDevices(db: Database, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waDevices).where(eq(waDevices.accountId, accountId));
  return row?.n ?? 0;
}

/** The account's devices, for select lists. */
export async function deviceOptions(db: Database, accountId: string) {
  return db
    .select({ id: waDevices.id, name: waDevices.name, engine: waDevices.engine, state: waDevices.state })
    .from(waDevices)
    .where(eq(waDevices.accountId, accountId))
    .orderBy(asc(waDevices.createdAt));
}

export async function insertDevice(
  db: Database,
  device: {
    accountId: string;
    name: string;
    engine: EngineId;
    gatewayPin: string | null;
    pairingPhone: string | null;
  },
) {
  const [row] = await db
    .insert(waDevices)
    .values({ ...device, state: 'pairing' })
    .returning({ id: waDevices.id });
  return row!.id;
}

export async function updateDevice(
  db: Database,
  accountId: string,
  deviceId: string,
  patch: { name?: string; paused?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(waDevices)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(waDevices.accountId, accountId), eq(waDevices.id, deviceId)))
    .returning({ id: waDevices.id });
  return rows.length > 0;
}

/** Moves a device out of a final state so a gateway takes it up: pairing, or reconnecting with its auth. */
export async function wantConnection(
  db: Database,
  accountId: string,
  deviceId: string,
  from: readonly DeviceState[],
  pairingPhone: string | null | undefined,
  by: MovedBy,
): Promise<'moved' | 'not_found' | 'not_final'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: waDevices.state })
      .from(waDevices)
      .where(and(eq(waDevices.accountId, accountId), eq(waDevices.id, deviceId)))
      .for('update');
    if (!row) return 'not_found';
    if (!from.includes(row.state)) return 'not_final';
    const [auth] = await tx
      .select({ key: waAuth.key })
      .from(waAuth)
      .where(and(eq(waAuth.deviceId, deviceId), eq(waAuth.key, 'creds')));
    const patch = { stateReason: null, ...(pairingPhone !== undefined ? { pairingPhone } : {}) };
    const target = { id: deviceId, scope: { accountId } };
    const to = auth ? 'connecting' : 'pairing';
    await transition(tx, 'device', target, [row.state], to, patch, { reason: 'retry from the panel', by });
    return 'moved';
  });
}

const LOGGED_OUT_HERE = {
  stateReason: 'Logged out from Siar',
  phoneNumber: null,
  connectedAt: null,
  pairingQr: null,
  pairingCode: null,
  pairingExpiresAt: null,
};

/** Logged out from the panel: the number is freed and the auth state wiped, whoever runs it. */
export async function logOutDevice(
  db: Database,
  accountId: string,
  deviceId: string,
  by: MovedBy,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      'device',
      { id: deviceId, scope: { accountId } },
      statusesBefore<DeviceState>(DEVICE_MOVES, 'logged_out'),
      'logged_out',
      { ...LOGGED_OUT_HERE },
      { reason: LOGGED_OUT_HERE.stateReason, by },
    );
    if (!moved) return false;
    await tx.delete(waAuth).where(eq(waAuth.deviceId, deviceId));
    return true;
  });
}

/** Deletes the device and everything of it (auth state, lease, outbox), at once. */
export async function deleteDevice(db: Database, accountId: string, deviceId: string): Promise<boolean> {
  const rows = await db
    .delete(waDevices)
    .where(and(eq(waDevices.accountId, accountId), eq(waDevices.id, deviceId)))
    .returning({ id: waDevices.id });
  return rows.length > 0;
}

export async function setSandboxFault(
  db: Database,
  accountId: string,
  deviceId: string,
  fault: SandboxFault,
  options: SandboxFaultOptions = {},
): Promise<'set' | 'not_found' | 'not_sandbox'> {
  const [row] = await db
    .select({ engine: waDevices.engine })
    .from(waDevices)
    .where(and(eq(waDevices.accountId, accountId), eq(waDevices.id, deviceId)));
  if (!row) return 'not_found';
  if (row.engine !== 'sandbox') return 'not_sandbox';
  await db
    .update(waDevices)
    .set({ sandboxFault: fault, sandboxFaultOptions: options })
    .where(eq(waDevices.id, deviceId));
  return 'set';
}

/** The account a device belongs to (staff name a device only), or undefined. */
export async function findDeviceAccount(db: Database, deviceId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: waDevices.accountId })
    .from(waDevices)
    .where(eq(waDevices.id, deviceId));
  return row?.accountId;
}

/** What a simulated contact needs of the device it writes to: its engine, number and state. */
export async function findDeviceLine(db: Database, accountId: string, deviceId: string) {
  const [row] = await db
    .select({ engine: waDevices.engine, phoneNumber: waDevices.phoneNumber, state: waDevices.state })
    .from(waDevices)
    .where(and(eq(waDevices.accountId, accountId), eq(waDevices.id, deviceId)));
  return row;
}

/** How many of the account's devices are connected, and how many were ever paired. */
export async function countConnectedAndPaired(
  db: Database,
  accountId: string,
): Promise<{ connected: number; paired: number }> {
  const [row] = await db
    .select({
      connected: sql<number>`count(*) filter (where ${waDevices.state} = 'connected')::int`,
      paired: sql<number>`count(*) filter (where ${waDevices.phoneNumber} is not null or ${waDevices.connectedAt} is not null)::int`,
    })
    .from(waDevices)
    .where(eq(waDevices.accountId, accountId));
  return { connected: row?.connected ?? 0, paired: row?.paired ?? 0 };
}
