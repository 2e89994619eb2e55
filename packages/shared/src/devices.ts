/** WhatsApp devices: engines and connection states, as the API answers them and the panel shows them. */

/** `baileys`: a real number (WhatsApp Web multi-device). `sandbox`: a simulated one, for trying and tests. */
export const ENGINE_IDS = ['baileys', 'sandbox'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

/**
 * Where a device's connection stands. `pairing`: a QR or pairing code is on offer; `qr_expired`:
 * the round ended unscanned (Retry starts another); `connecting`: auth state exists, the link is
 * being made (also while retrying after a loss); `connected`; `disconnected`: down with a reason,
 * not retrying by itself (replaced, or its gateway gone until another takes it over);
 * `logged_out`: unlinked, must pair again; `banned`: WhatsApp refused the number.
 */
export const DEVICE_STATES = [
  'pairing',
  'qr_expired',
  'connecting',
  'connected',
  'disconnected',
  'logged_out',
  'banned',
] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** Faults a sandbox device can be told to act out, to see how the product copes. */
export const SANDBOX_FAULTS = ['disconnect', 'logout', 'send_failure', 'ban'] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];
