import type { FleetQuery } from '@siar/shared';

/** The fleet view's keys (under the staff panel's `['admin', …]`). */
export const fleetKeys = {
  all: ['admin', 'fleet'] as const,
  view: (filters: FleetQuery) => ['admin', 'fleet', filters] as const,
};
