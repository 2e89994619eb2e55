import { useQuery } from '@tanstack/react-query';
import { warmupKeys } from '../warmup.query-keys.ts';
import { fetchWarmup } from '../warmup-api.ts';

/** The settings, the run and the devices; every live warmup event asks again. */
export function useWarmup() {
  return useQuery({ queryKey: warmupKeys.view, queryFn: fetchWarmup, staleTime: 0 });
}
