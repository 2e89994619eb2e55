import type { EngineId } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { accounts, waDevices } from '../../db/schema/index.ts';
import type { DeviceLink } from '../engine-port.ts';

/** An account with one device row, as `wa_auth`, `wa_outbox` and an engine's session need. */
export async function insertTestDevice(
  db: Database,
  options: { engine?: EngineId; pairingPhone?: string } = {},
): Promise<DeviceLink & { accountId: string; deviceId: string }> {
  const [account] = await db.insert(accounts).values({ name: 'Engine test account' }).returning();
  const [device] = await db
    .insert(waDevices)
    .values({
      accountId: account!.id,
      name: 'Test phone',
      engine: options.engine ?? 'baileys',
      state: 'pairing',
      pairingPhone: options.pairingPhone ?? null,
    })
    .returning();
  return { accountId: account!.id, deviceId: device!.id, pairingPhone: options.pairingPhone };
}
