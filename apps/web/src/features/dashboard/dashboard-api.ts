import { DASHBOARD_PATHS, type DashboardStats } from '@siar/shared';
import { api } from '../../api/client.ts';

/**
 * The four panels' figures. The spec: a failed dashboard load is only logged, never shown; the
 * panels then stay empty (null).
 */
export async function fetchDashboardStats(): Promise<DashboardStats | null> {
  try {
    return await api.get<DashboardStats>(DASHBOARD_PATHS.stats);
  } catch (error) {
    console.error('Failed to load the dashboard', error);
    return null;
  }
}
