import { PATHS } from '../app/paths.ts';
import { CUSTOMER_SIDEBAR } from './panel/customer-sidebar.ts';
import { PanelShell } from './panel/PanelShell.tsx';

export function CustomerPanelLayout() {
  return <PanelShell groups={CUSTOMER_SIDEBAR} homeTo={PATHS.cpanel.dashboard} />;
}
