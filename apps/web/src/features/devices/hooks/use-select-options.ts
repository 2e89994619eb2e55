import { useQuery } from '@tanstack/react-query';
import { devicesKeys } from '../devices.query-keys.ts';
import { fetchSelectOptions } from '../devices-api.ts';

/** What the plan still allows, the live gateways and the engines offered. */
export function useSelectOptions() {
  return useQuery({ queryKey: devicesKeys.selectOptions, queryFn: fetchSelectOptions, staleTime: 0 });
}
