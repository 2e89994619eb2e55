import type { Database } from '../../../../db/client.ts';
import { accounts, waDevices } from '../../../../db/schema/index.ts';

/** An account with one Baileys device row, as `wa_auth` and `wa_outbox` need one to point at. */
export async function insertTestDevice(db: Database): Promise<{ accountId: string; deviceId: string }> {
  const [account] = await db.insert(accounts).values({ name: 'Baileys test account' }).returning();
  const [device] = await db
    .insert(waDevices)
    .values({ accountId: account!.id, name: 'Test phone', engine: 'baileys', state: 'pairing' })
    .returning();
  return { accountId: account!.id, deviceId: device!.id };
}
