import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard.query-keys.ts';
import { fetchDashboardStats } from '../dashboard-api.ts';

/** The dashboard's figures; live device, campaign and message events ask again. */
export function useDashboardStats() {
  return useQuery({ queryKey: dashboardKeys.stats, queryFn: fetchDashboardStats, staleTime: 0 });
}
