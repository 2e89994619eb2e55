// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const WARMUP_PATHS = {
  /** GET the settings, the run and its devices; POST saves the settings (the spec's call). */
  warmup: '/api/v1/cpanel/wa-devices/warmup/',
  /** Starts a run with the chosen devices (two or more, connected). */
  start: '/api/v1/cpanel/wa-devices/warmup/start/',
  stop: '/api/v1/cpanel/wa-devices/warmup/stop/',
} as const;
