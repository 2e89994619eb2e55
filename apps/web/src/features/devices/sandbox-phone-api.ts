import { fillPath, SANDBOX_PHONE_PATHS, type SandboxLinked, type SandboxOffer } from '@siar/shared';
import { api } from '../../api/client.ts';

// The sandbox phone page's calls: public, the QR's token (or the pairing code) is the secret.

/** What a sandbox QR links (device, business, until when); 404 `sandbox_qr_expired` once spent. */
export function fetchSandboxOffer(token: string): Promise<SandboxOffer> {
  return api.get(fillPath(SANDBOX_PHONE_PATHS.scan, { token }));
}

/** The "phone" scans the QR: the device pairs as this number. */
export function linkSandboxDevice(token: string, phoneNumber: string): Promise<SandboxLinked> {
  return api.post(fillPath(SANDBOX_PHONE_PATHS.scan, { token }), { phone_number: phoneNumber });
}

/** The "phone" types a pairing code: the device pairs as the number it was added with. */
export function enterSandboxPairingCode(code: string): Promise<SandboxLinked> {
  return api.post(SANDBOX_PHONE_PATHS.pairingCode, { code });
}
