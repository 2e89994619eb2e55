// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const DEVICE_HEALTH_PATHS = {
  /** The account's devices' health: score, level, reasons and the daily history. */
  list: '/api/v1/cpanel/wa-devices/health/',
  /** One device's health. */
  device: '/api/v1/cpanel/wa-devices/:device_id/health/',
} as const;

export const FLEET_PATHS = {
  /** Staff (the /apanel/gateways page): gateways, devices per state and health across customers, recent bans and 463s. */
  fleet: '/api/v1/apanel/fleet/',
} as const;
