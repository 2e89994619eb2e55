import { useQuery } from '@tanstack/react-query';
import { operatorDashboardKeys } from '../admin-dashboard.query-keys.ts';
import { fetchOperatorDashboard } from '../admin-dashboard-api.ts';

/** The server counts its whole-table figures at most once a minute: asking more often shows nothing new. */
const REFRESH_MS = 60_000;

export function useOperatorDashboard() {
  return useQuery({
    queryKey: operatorDashboardKeys.all,
    queryFn: fetchOperatorDashboard,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}
