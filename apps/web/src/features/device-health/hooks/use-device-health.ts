import type { DeviceHealth } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deviceHealthKeys } from '../device-health.query-keys.ts';
import { fetchDeviceHealth } from '../device-health-api.ts';

/** The account's devices' health, by device id. */
export function useDeviceHealth() {
  const query = useQuery({ queryKey: deviceHealthKeys.list, queryFn: fetchDeviceHealth });
  const byDevice = useMemo(
    () => new Map<string, DeviceHealth>((query.data?.results ?? []).map((row) => [row.device_id, row])),
    [query.data],
  );
  return { query, byDevice };
}
