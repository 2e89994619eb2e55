import {
  DEVICE_HEALTH_LEVELS,
  DEVICE_STATES,
  ENGINE_IDS,
  FLEET_EVENT_KINDS,
  type FleetQuery,
} from '@siar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fleetKeys } from '../admin-fleet.query-keys.ts';
import { fetchFleet } from '../admin-fleet-api.ts';

const REFRESH_MS = 15_000;

export type FleetFilter = keyof FleetQuery;

/** A filter's value from the address, when it is one the API knows. */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The fleet view's filters, kept in the address so that a reload or a shared link shows the same. */
export function useFleetFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo<FleetQuery>(() => {
    const gateway = searchParams.get('gateway') || undefined;
    return {
      ...(gateway ? { gateway } : {}),
      state: pick(searchParams.get('state'), DEVICE_STATES),
      level: pick(searchParams.get('level'), DEVICE_HEALTH_LEVELS),
      engine: pick(searchParams.get('engine'), ENGINE_IDS),
      event: pick(searchParams.get('event'), FLEET_EVENT_KINDS),
    };
  }, [searchParams]);
  const setFilter = useCallback(
    (filter: FleetFilter, value: string) =>
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value) updated.set(filter, value);
          else updated.delete(filter);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { filters, setFilter };
}

/** The fleet, asked again every 15 s (gateways beat every 5). */
export function useFleet(filters: FleetQuery) {
  return useQuery({
    queryKey: fleetKeys.view(filters),
    queryFn: () => fetchFleet(filters),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}
