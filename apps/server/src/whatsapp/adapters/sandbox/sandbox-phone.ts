import type { Database } from '../../../db/client.ts';
import { isSandboxTestNumber, SANDBOX_NUMBER_PREFIX, suggestSandboxNumber } from './sandbox-numbers.ts';
import {
  findCodeOffer,
  findOffer,
  markScanned,
  sandboxNumberInUse,
  sandboxNumbersTaken,
} from './sandbox-phone.repo.ts';

export { findOffer };

// What the sandbox phone page does: look at the QR it scanned, and link the device as a number.
// The session that offered the QR notices within half a second, in whichever gateway it runs.
//
// Only test numbers link (sandbox-numbers.ts: a range no phone is given), so the page can neither
// take a real customer's number nor tell whether one is linked anywhere. The sandbox is one
// simulated network whose numbers route its messages, so a test number links one sandbox device at
// a time: a taken one answers "taken", which says nothing about any real number or customer.

export type ScanRefusal = 'expired' | 'not_test_number' | 'test_number_taken';

/** A test number no sandbox device holds, for the phone page to suggest (any one when all are taken). */
export async function freeSandboxNumber(db: Database): Promise<string> {
  const taken = await sandboxNumbersTaken(db, SANDBOX_NUMBER_PREFIX);
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
  if (await sandboxNumberInUse(db, scan.phoneNumber)) return { ok: false, refusal: 'test_number_taken' };
  return (await markScanned(db, scan.token, scan.phoneNumber))
    ? { ok: true }
    : { ok: false, refusal: 'expired' };
}

/** Links the device whose pairing code the "phone" typed; it pairs as the number the code was asked for. */
export async function enterPairingCode(
  db: Database,
  code: string,
): Promise<{ ok: true } | { ok: false; refusal: ScanRefusal }> {
  const offer = await findCodeOffer(db, code.trim().toUpperCase());
  if (!offer?.phoneNumber) return { ok: false, refusal: 'expired' };
  return scanQr(db, { token: offer.token, phoneNumber: offer.phoneNumber });
}
