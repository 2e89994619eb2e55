// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const DEVICES_PATHS = {
  /** GET lists the account's devices, POST adds one (it starts pairing at once). */
  devices: '/api/v1/cpanel/wa-devices/',
  /** GET one device, PATCH renames, pauses or resumes it. */
  device: '/api/v1/cpanel/wa-devices/:device_id/',
  /** Pair again (after the QR expired, a log-out or a ban), or reconnect one that was replaced. */
  retry: '/api/v1/cpanel/wa-devices/:device_id/retry/',
  logout: '/api/v1/cpanel/wa-devices/:device_id/logout/',
  forceDelete: '/api/v1/cpanel/wa-devices/:device_id/force-delete/',
  /** Sandbox devices: act out a fault next. */
  sandboxFault: '/api/v1/cpanel/wa-devices/:device_id/sandbox-fault/',
  selectOptions: '/api/v1/cpanel/utility/get-select-options/',
} as const;

/** The sandbox phone page's calls: a "phone" scanning a sandbox QR, or typing a pairing code. */
export const SANDBOX_PHONE_PATHS = {
  /** GET what the QR links (device, business, until when), POST links the device as a number. */
  scan: '/api/v1/sandbox/scan/:token/',
  pairingCode: '/api/v1/sandbox/pairing-code/',
} as const;
