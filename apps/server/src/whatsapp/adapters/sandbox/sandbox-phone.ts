import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, sandboxPairings, waDevices } from '../../../db/schema/index.ts';

// What the sandbox phone page does: look at the QR it scanned, and link the device as a number.
// The session that offered the QR notices within half a second, in whichever gateway it runs.

export type ScanRefusal = 'expired' | 'number_in_use';

/** The offer behind a QR, while it can still be scanned: which device of which business. */
export async function findOffer(db: Database, token: string) {
  const [row] = await db
    .select({
      deviceName: waDevices.name,
      accountName: accounts.name,
      expiresAt: sandboxPairings.expiresAt,
    })
    .from(sandboxPairings)
    .innerJoin(waDevices, eq(waDevices.id, sandboxPairings.deviceId))
    .innerJoin(accounts, eq(accounts.id, waDevices.accountId))
    .where(
      and(
        eq(sandboxPairings.token, token),
        gt(sandboxPairings.expiresAt, new Date()),
        isNull(sandboxPairings.scannedAt),
      ),
    );
  return row;
}

async function numberInUse(db: Database, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waDevices.id })
    .from(waDevices)
    .where(eq(waDevices.phoneNumber, phoneNumber))
    .limit(1);
  return !!row;
}

/** Links the device behind a live QR as `phoneNumber` (E.164). */
export async function scanQr(
  db: Database,
  scan: { token: string; phoneNumber: string },
): Promise<{ ok: true } | { ok: false; refusal: ScanRefusal }> {
  if (await numberInUse(db, scan.phoneNumber)) return { ok: false, refusal: 'number_in_use' };
  const updated = await db
    .update(sandboxPairings)
    .set({ scannedPhone: scan.phoneNumber, scannedAt: new Date() })
    .where(
      and(
        eq(sandboxPairings.token, scan.token),
        gt(sandboxPairings.expiresAt, new Date()),
        isNull(sandboxPairings.scannedAt),
      ),
    )
    .returning({ deviceId: sandboxPairings.deviceId });
  return updated.length > 0 ? { ok: true } : { ok: false, refusal: 'expired' };
}

/** Links the device whose pairing code the "phone" typed; it pairs as the number the code was asked for. */
export async function enterPairingCode(
  db: Database,
  code: string,
): Promise<{ ok: true } | { ok: false; refusal: ScanRefusal }> {
  const [offer] = await db
    .select({ token: sandboxPairings.token, phoneNumber: waDevices.pairingPhone })
    .from(sandboxPairings)
    .innerJoin(waDevices, eq(waDevices.id, sandboxPairings.deviceId))
    .where(
      and(eq(sandboxPairings.code, code.trim().toUpperCase()), gt(sandboxPairings.expiresAt, new Date())),
    );
  if (!offer?.phoneNumber) return { ok: false, refusal: 'expired' };
  return scanQr(db, { token: offer.token, phoneNumber: offer.phoneNumber });
}
