import { inArray } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { waAuth, waDevices } from '../../apps/server/src/db/schema/index.ts';
import { insertCustomer } from '../../apps/server/src/modules/onboarding/onboarding.repo.ts';

/**
 * An enterprise customer on a trial with `deviceCount` paired sandbox devices (their auth state
 * stored, so a gateway connects them without pairing), written straight into the database.
 */
export async function sandboxCustomer(
  db: Database,
  options: { key: string; phone: string; deviceCount: number; firstDeviceNumber: number },
) {
  const now = new Date();
  const customer = await insertCustomer(db, {
    name: `Bench ${options.key}`,
    email: `bench-${options.key.replaceAll('_', '-')}@example.co.id`,
    phoneNumber: options.phone,
    username: `bench_${options.key}`,
    passwordHash: 'not-used',
    industry: 'retail',
    country: 'ID',
    timezone: 'Asia/Jakarta',
    trial: {
      planId: 'enterprise',
      billingCycle: 'monthly',
      start: now,
      end: new Date(now.getTime() + 7 * 86_400_000),
      status: 2,
    },
  });
  const devices = await db
    .insert(waDevices)
    .values(
      Array.from({ length: options.deviceCount }, (_, i) => ({
        accountId: customer.accountId,
        name: `Bench ${i}`,
        engine: 'sandbox' as const,
        state: 'connecting' as const,
        phoneNumber: `+62899${String(options.firstDeviceNumber + i)}`,
      })),
    )
    .returning({ id: waDevices.id, phoneNumber: waDevices.phoneNumber });
  await db
    .insert(waAuth)
    .values(devices.map((d) => ({ deviceId: d.id, key: 'creds', value: { phoneNumber: d.phoneNumber } })));
  return { customer, devices };
}

/** Waits until the gateway has connected every device; answers how long it took, in ms. */
export async function devicesConnected(db: Database, ids: string[], timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const rows = await db
      .select({ state: waDevices.state })
      .from(waDevices)
      .where(inArray(waDevices.id, ids));
    if (rows.every((row) => row.state === 'connected')) return Math.round(performance.now() - started);
    if (performance.now() - started > timeoutMs)
      throw new Error(`the devices did not all connect in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
