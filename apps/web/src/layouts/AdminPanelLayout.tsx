import { PATHS } from '../app/paths.ts';
import { ADMIN_SIDEBAR } from './panel/admin-sidebar.ts';
import { PanelShell } from './panel/PanelShell.tsx';

export function AdminPanelLayout() {
  return <PanelShell groups={ADMIN_SIDEBAR} homeTo={PATHS.apanel.dashboard} badge="panel.adminBadge" />;
}
