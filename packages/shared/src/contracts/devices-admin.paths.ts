// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const DEVICES_ADMIN_PATHS = {
  /** Staff pair a number for a customer (Scan QR on a subscription row): POST adds the device. */
  devices: '/api/v1/apanel/wa-devices/',
  /** The device staff are pairing, with its QR while it pairs. */
  device: '/api/v1/apanel/wa-devices/:device_id/',
  /** Pairs the device again after its QR ran out (Retry in the Scan QR dialog). */
  retry: '/api/v1/apanel/wa-devices/:device_id/retry/',
  /** The live gateways and their room: 'Add Subscription' is disabled when none has any. */
  gateways: '/api/v1/apanel/gateways/',
} as const;
