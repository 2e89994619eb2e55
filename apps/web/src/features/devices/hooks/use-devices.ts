import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { devicesKeys } from '../devices.query-keys.ts';
import { fetchDevices } from '../devices-api.ts';

/** A page of the account's devices; live events keep it fresh, so it is asked again on each one. */
export function useDevices(page: number) {
  return useQuery({
    queryKey: devicesKeys.list(page),
    queryFn: () => fetchDevices(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
