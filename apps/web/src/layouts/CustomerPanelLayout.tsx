import { PATHS } from '../app/paths.ts';
import { RequireAuth } from '../features/auth/components/RequireAuth.tsx';
import { RequireSubscription } from '../features/billing/components/RequireSubscription.tsx';
import { LiveEvents } from '../features/live/components/LiveEvents.tsx';
import { CUSTOMER_SIDEBAR } from './panel/customer-sidebar.ts';
import { PanelShell } from './panel/PanelShell.tsx';

export function CustomerPanelLayout() {
  return (
    <RequireAuth area="customer">
      {/* One live channel for the whole panel session, whatever page is open. */}
      <LiveEvents />
      <RequireSubscription>
        <PanelShell groups={CUSTOMER_SIDEBAR} homeTo={PATHS.cpanel.dashboard} />
      </RequireSubscription>
    </RequireAuth>
  );
}
