import { PATHS } from '../app/paths.ts';
import { DatesLanguage } from '../components/DatesLanguage.tsx';
import { RequireAuth } from '../features/auth/components/RequireAuth.tsx';
import { ADMIN_SIDEBAR } from './panel/admin-sidebar.ts';
import { PanelShell } from './panel/PanelShell.tsx';

export function AdminPanelLayout() {
  return (
    <RequireAuth area="staff">
      <DatesLanguage>
        <PanelShell groups={ADMIN_SIDEBAR} homeTo={PATHS.apanel.dashboard} badge="panel.adminBadge" />
      </DatesLanguage>
    </RequireAuth>
  );
}
