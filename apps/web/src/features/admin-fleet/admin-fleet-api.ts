import { FLEET_PATHS, type Fleet, type FleetQuery } from '@siar/shared';
import { api } from '../../api/client.ts';

/** The fleet: gateways, every customer's devices by state and health, recent bans and 463s. */
export function fetchFleet(filters: FleetQuery): Promise<Fleet> {
  return api.get(FLEET_PATHS.fleet, { query: { ...filters } });
}
