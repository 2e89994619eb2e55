import { and, eq, gt, isNull, like } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, sandboxPairings, waDevices } from '../../../db/schema/index.ts';

// The sandbox phone's queries: the offers behind QRs and pairing codes, and the test numbers held.

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

/** Whether a sandbox device holds this number. */
export async function sandboxNumberInUse(db: Database, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waDevices.id })
    .from(waDevices)
    .where(and(eq(waDevices.engine, 'sandbox'), eq(waDevices.phoneNumber, phoneNumber)))
    .limit(1);
  return !!row;
}

/** The numbers of the test range that sandbox devices hold. */
export async function sandboxNumbersTaken(db: Database, prefix: string): Promise<Set<string | null>> {
  const rows = await db
    .select({ phoneNumber: waDevices.phoneNumber })
    .from(waDevices)
    .where(and(eq(waDevices.engine, 'sandbox'), like(waDevices.phoneNumber, `${prefix}%`)));
  return new Set(rows.map((row) => row.phoneNumber));
}

/** Marks a live, unscanned QR scanned as this number; false when it expired or was used. */
export async function markScanned(db: Database, token: string, phoneNumber: string): Promise<boolean> {
  const updated = await db
    .update(sandboxPairings)
    .set({ scannedPhone: phoneNumber, scannedAt: new Date() })
    .where(
      and(
        eq(sandboxPairings.token, token),
        gt(sandboxPairings.expiresAt, new Date()),
        isNull(sandboxPairings.scannedAt),
      ),
    )
    .returning({ deviceId: sandboxPairings.deviceId });
  return updated.length > 0;
}

/** The live offer a pairing code stands for: its QR token and the number it was asked for. */
export async function findCodeOffer(db: Database, code: string) {
  const [offer] = await db
    .select({ token: sandboxPairings.token, phoneNumber: waDevices.pairingPhone })
    .from(sandboxPairings)
    .innerJoin(waDevices, eq(waDevices.id, sandboxPairings.deviceId))
    .where(and(eq(sandboxPairings.code, code), gt(sandboxPairings.expiresAt, new Date())));
  return offer;
}
