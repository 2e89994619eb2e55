import { randomBytes } from 'node:crypto';
import { delayOf, SANDBOX_DELAYS, type SandboxClock } from './sandbox-timing.ts';

export interface PairingOffer {
  ms: number;
  expiresAt: Date;
  /** What the QR links to on the sandbox phone page. */
  token: string;
  /** The code to type there, when the device pairs by phone number. */
  code: string | null;
}

/** The next QR (or pairing code) a sandbox device shows: WhatsApp's first QR lives longer than the rest. */
export function nextPairingOffer(clock: SandboxClock, round: number, byCode: boolean): PairingOffer {
  const lifetime = byCode
    ? SANDBOX_DELAYS.pairingCode
    : round === 0
      ? SANDBOX_DELAYS.firstQr
      : SANDBOX_DELAYS.nextQr;
  const ms = delayOf(clock, lifetime);
  return {
    ms,
    expiresAt: new Date(Date.now() + ms),
    token: randomBytes(18).toString('base64url'),
    code: byCode ? randomBytes(8).toString('hex').toUpperCase().slice(0, 8) : null,
  };
}
