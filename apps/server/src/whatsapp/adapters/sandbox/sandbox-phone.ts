import { and, eq, gt, isNull, like } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, sandboxPairings, waDevices } from '../../../db/schema/index.ts';
import { isSandboxTestNumber, SANDBOX_NUMBER_PREFIX, suggestSandboxNumber } from './sandbox-numbers.ts';

// What the sandbox phone page does: look at the QR it scanned, and link the device as a number.
// The session that offered the QR notices within half a second, in whichever gateway it runs.
//
// Only test numbers link (sandbox-numbers.ts: a range no phone is given), so the page can neither
// take a real customer's number nor tell whether one is linked anywhere. The sandbox is one
// simulated network whose numbers route its messages, so a test number links one sandbox device at
// a time: a taken one answers "taken", which says nothing about any real number or customer.

export type ScanRefusal = 'expired' | 'not_test_number' | 'test_number_taken';

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
    .where(and(eq(waDevices.engine, 'sandbox'), eq(waDevices.phoneNumber, phoneNumber)))
    .limit(1);
  return !!row;
}

/** A test number no sandbox device holds, for the phone page to suggest (any one when all are taken). */
export async function freeSandboxNumber(db: Database): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ phoneNumber: waDevices.phoneNumber })
        .from(waDevices)
        .where(and(eq(waDevices.engine, 'sandbox'), like(waDevices.phoneNumber, `${SANDBOX_NUMBER_PREFIX}%`)))
    ).map((row) => row.phoneNumber),
  );
  for (let tries = 0; tries < 50; tries++) {
    const number = suggestSandboxNumber();
    if (!taken.has(number)) return number;
  }
  return suggestSandboxNumber();
}

/** Links the device behind a live QR as `phoneNumber` (E.164). */
export async function scanQr(
  db: Database,
  scan: { token: string; phoneNumber: string },
): Promise<{ ok: true } | { ok: false; refusal: ScanRefusal }> {
  if (!isSandboxTestNumber(scan.phoneNumber)) return { ok: false, refusal: 'not_test_number' };
  if (await numberInUse(db, scan.phoneNumber)) return { ok: false, refusal: 'test_number_taken' };
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
