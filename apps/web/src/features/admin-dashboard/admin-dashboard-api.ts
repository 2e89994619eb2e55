import { APANEL_DASHBOARD_PATHS, type ApanelDashboard } from '@siar/shared';
import { api } from '../../api/client.ts';

/** The operator dashboard's figures (staff). */
export function fetchOperatorDashboard(): Promise<ApanelDashboard> {
  return api.get<ApanelDashboard>(APANEL_DASHBOARD_PATHS.dashboard);
}
